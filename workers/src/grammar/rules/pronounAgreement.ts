import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// Subject-verb agreement after a personal pronoun, for the verbs where English
// marks it: "he don't", "she have", "they was", "I is".

const THIRD_SINGULAR = 'he|she|it';
const RULES: Array<{ re: RegExp; fix: (verb: string) => string; explain: string }> = [
  { re: new RegExp(`\\b(${THIRD_SINGULAR})\\s+(don't|don’t|do not)\\b`, 'gi'), fix: (v) => v.replace(/do/i, 'does').replace(/don/i, 'doesn'), explain: 'takes "does"' },
  { re: new RegExp(`\\b(${THIRD_SINGULAR})\\s+(have)\\b(?!\\s+to\\b)`, 'gi'), fix: () => 'has', explain: 'takes "has"' },
  { re: new RegExp(`\\b(${THIRD_SINGULAR})\\s+(are)\\b`, 'gi'), fix: () => 'is', explain: 'takes "is"' },
  { re: /\b(they|we|you)\s+(was|is|has)\b/gi, fix: (v) => ({ was: 'were', is: 'are', has: 'have' })[v.toLowerCase()] ?? v, explain: 'takes a plural verb' },
  { re: /\b(I)\s+(is|are|has)\b/g, fix: (v) => ({ is: 'am', are: 'am', has: 'have' })[v.toLowerCase()] ?? v, explain: 'needs "am" or "have"' },
  { re: /\b(he|she|it|I)\s+(were)\b/gi, fix: () => 'was', explain: 'takes "was" outside a wish or a condition' },
];

// "if it were", "I wish he were", "as though she were", "as it were": the subjunctive "were"
const SUBJUNCTIVE_LEAD = /\b(?:if|wish|wished|wishes|though|unless|suppose|supposing|imagine|rather|whether|as)\b[^.!?;:]*$/i;

const OBJECT_AFTER =
  /\b(?:for|of|to|with|in|on|about|by|from|at|into|onto|over|under|against|without|through|after|before|like|than|offer|offers|offered|give|gives|gave|given|tell|tells|told|show|shows|showed|shown|ask|asks|asked|send|sends|sent|bring|brings|brought|thank|promise|promised|teach|taught|owe|owed|pay|paid|wish|call|called|want|wanted|need|needed)\s+$/i;

// After any other verb, "it" and "you" are its object and the verb that follows has another
// subject ("variables that use it do not move"); after these, a new clause starts ("I think it
// don't matter").
const VERBS = new Set(commonVerbsEn);
const CLAUSE_VERBS = new Set(['think', 'believe', 'guess', 'know', 'feel', 'hope', 'say', 'suppose', 'mean', 'bet', 'expect', 'figure', 'hear', 'notice', 'find', 'realise', 'realize', 'agree', 'doubt', 'fear', 'wonder', 'imagine', 'swear', 'claim', 'argue', 'show', 'prove']);
function verbBefore(before: string): boolean {
  const word = /([a-z]+)\s+$/i.exec(before)?.[1]?.toLowerCase();
  if (!word) return false;
  const base = VERBS.has(word) ? word : verbBaseOf.get(word)?.base;
  return base !== undefined && !CLAUSE_VERBS.has(base);
}

export const pronounAgreement: ProseRule = {
  id: 'pronoun_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const { re, fix, explain } of RULES) {
      for (const m of text.matchAll(re)) {
        const pronoun = m[1]!;
        const verb = m[2]!;
        // questions and inversions ("Why are they...", "Have they...") are not subject + verb here
        const before = text.slice(Math.max(0, m.index - 12), m.index);
        if (/\b(?:do|does|did|have|has|had|is|are|was|were|will|would|can|could|should)\s+$/i.test(before)) continue;
        // "it" as an object ("make it have") and "what it is": skip when a verb or "that" precedes in a way we cannot parse
        if (/\b(?:let|make|made|makes|help|helps|see|saw|watch)\s+$/i.test(before)) continue;
        // "it" and "you" after a preposition or a verb that takes them as its object belong to a
        // clause before the verb: "those who voted for it are", "the plan I offer you has"
        if (/^(?:it|you)$/i.test(pronoun) && (OBJECT_AFTER.test(text.slice(Math.max(0, m.index - 24), m.index)) || verbBefore(before))) continue;
        if (/^were$/i.test(verb) && SUBJUNCTIVE_LEAD.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
        const start = m.index + m[0].length - verb.length;
        const replacement = matchCaseOf(verb, fix(verb));
        // a compound subject ("He and I are", "my sister or she have") is plural
        if (/\b(?:and|or|nor)\s+$/i.test(before) && /^(?:am|is|has|does|doesn['’]t|does not)$/i.test(replacement)) continue;
        // "John and I were" too; after "or" and "nor" the nearer subject decides ("neither he nor I was")
        if (/\band\s+$/i.test(before) && /^was$/i.test(replacement)) continue;
        out.push(
          wordError({
            rule: 'pronoun_agreement',
            title: 'Agreement',
            start,
            end: start + verb.length,
            replacement,
            message: `"${pronoun}" ${explain}: "${pronoun} ${replacement}".`,
          }),
        );
      }
    }
    return out;
  },
};
