import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from '../../grammar/rules/commonVerbs.en.js';
import { verbBaseOf } from '../../grammar/rules/verbForms.en.js';

// "There are many people who believe that" opens with two empty words and a relative
// pronoun before the sentence's real subject and verb: "Many people believe that". Only
// at a sentence start, with one noun (and its quantifier) between, and only where the
// relative pronoun is the subject of the verb after it ("There are things that we can
// do" keeps its shape: "we" is the subject there).

const PATTERN =
  /(?:^|[.!?]["'”’)]*\s+)(There\s+(?:is|are|was|were)\s+((?:(?:a|an|many|some|several|few|a\s+few|countless|numerous)\s+)?([a-z]+))\s+(?:who|that)\s+)([a-z]+)\b/g;
const BASE_VERBS = new Set(commonVerbsEn);
// The word after "who/that" must be a finite verb, or "that" may open a clause of its own
// ("There is evidence that smoking causes harm").
function finiteVerb(word: string): boolean {
  const form = verbBaseOf.get(word)?.form;
  return form === 'third' || form === 'past' || BASE_VERBS.has(word) || /^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|do|does|did)$/.test(word);
}
// Nouns of time and manner: "There was a time when", "There is no way that".
const NOT_A_SUBJECT = /^(?:time|times|way|ways|moment|moments|chance|reason|reasons|fact|sense|point|place|day|days|thing)$/;

export const emptyThereOpening: ProseRule = {
  id: 'empty_there_opening',
  category: 'clarity',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, opening, subject, noun, verb] = m as unknown as [string, string, string, string, string];
      if (!finiteVerb(verb) || NOT_A_SUBJECT.test(noun) || !ctx.isWord(noun)) continue;
      const replacement = subject[0]!.toUpperCase() + subject.slice(1);
      const start = m.index + m[0].indexOf(opening);
      out.push({
        start,
        end: start + opening.length,
        category: 'clarity',
        severity: 'suggestion',
        rule: 'empty_there_opening',
        title: 'Empty opening',
        message: `"${opening.trim()}" delays the subject; "${replacement}" says the same.`,
        replacements: [`${replacement} `],
        fixLabel: `Replace with "${replacement}"`,
      });
    }
    return out;
  },
};
