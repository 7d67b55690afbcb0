import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';

// "If I will see him, I will tell him", "When I will arrive, I will call": a condition
// or a time about the future takes the present in its clause ("If I see him", "When I
// arrive"), after if, when, as soon as, once, before, after and until. Kept narrow,
// since "will" there can be willingness ("if you will excuse me", "if it will help")
// and "when" can ask ("I don't know when I will arrive"): only I, he, she, we and
// they (and "it" with the weather: "If it will rain"), "will" and a base verb right after
// a conjunction that opens a sentence or a clause, and only when a main clause with will/'ll/can or an order follows the
// comma. "Will not" is left alone ("if he will not listen" is a refusal).

const VERBS = new Set([...commonVerbsEn, 'be', 'call', 'pass', 'rain', 'snow', 'visit', 'ring', 'phone', 'fail', 'lose', 'finish', 'arrive']);
const PATTERN = new RegExp(
  "(?<=(?:^|[.!?][\"”’)]?\\s+|[,;:]\\s+)(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Ee]ven|[Oo]nly)\\s+)?)([Ii]f|[Ww]hen|[Aa]s\\s+soon\\s+as|[Oo]nce|[Bb]efore|[Aa]fter|[Uu]ntil)\\s+(I|he|she|we|they|it(?=\\s+will\\s+(?:rain|snow)\\b))\\s+(will\\s+([a-z]+))\\b[^,.;:!?\"“”]{0,80},\\s+(?:then\\s+)?" +
    "(?:(?:I|you|he|she|it|we|they|[A-Z][a-z]+|the\\s+[a-z]+)\\s+(?:will|can|won['’]t|can['’]t|cannot)\\b|(?:I|you|he|she|it|we|they)['’]ll\\b|(?:please\\s+)?([a-z]+)\\b)",
  'gm',
);
// The same clause after its main one, when that speaks of the future: "I will call you when I
// will arrive". Not "if" (after a main clause it is often "whether": "I'll see if he will
// come"), and not when the main clause asks or tells, which makes "when" a question's ("I will
// tell you when I will arrive", "let you know").
const AFTER_MAIN = /\b(?<conjunction>when|as\s+soon\s+as|once|before|after|until)\s+(?<subject>I|he|she|we|they)\s+(?<willVerb>will\s+(?<verb>[a-z]+))\b/g;
const FUTURE_MAIN = /\b(?:will|won['’]t|shall)\b|['’]ll\b/;
const ASKS_OR_TELLS = /\b(?:know|ask|asks|tell|tells|wonder|sure|see|check|decide|remember|forget|explain|say|says|idea|find\s+out|let\s+\w+\s+know|inform|notify|announce|guess)\b/i;
// an "if" after these means "whether" ("I asked, if he will come, ...")
const ASKING = /\b(?:wonder|ask|asked|know|sure|see|tell|doubt|check)\s*,?\s*$/i;
const BE: Record<string, string> = { i: 'am', he: 'is', she: 'is', it: 'is', we: 'are', they: 'are' };

function presentOf(subject: string, verb: string): string {
  const s = subject.toLowerCase();
  if (verb === 'be') return BE[s]!;
  return s === 'he' || s === 'she' || s === 'it' ? thirdPersonSingular(verb) : verb;
}

export const willInIfClause: ProseRule = {
  id: 'will_in_if_clause',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const add = (start: number, conjunction: string, subject: string, willVerb: string, verb: string): void => {
      if (out.some((f) => f.start === start)) return;
      const replacement = presentOf(subject, verb);
      const clause = `${conjunction.toLowerCase().replace(/\s+/g, ' ')} ${subject} ${replacement}`;
      out.push(
        wordError({
          rule: 'will_in_if_clause',
          title: 'Verb tense',
          start,
          end: start + willVerb.length,
          replacement,
          message: `A "${conjunction.toLowerCase().replace(/\s+/g, ' ')}" clause about the future takes the present: "${clause}", not "will".`,
        }),
      );
    };
    for (const m of text.matchAll(PATTERN)) {
      const [, conjunction, subject, willVerb, verb, imperative] = m as unknown as [string, string, string, string, string, string | undefined];
      if (!VERBS.has(verb)) continue;
      if (imperative !== undefined && (!VERBS.has(imperative) || imperative === 'be')) continue;
      if (ASKING.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
      add(m.index + m[0].indexOf(willVerb), conjunction, subject, willVerb, verb);
    }
    for (const m of text.matchAll(AFTER_MAIN)) {
      const { conjunction, subject, willVerb, verb } = m.groups as { conjunction: string; subject: string; willVerb: string; verb: string };
      // the sentence so far, which must speak of the future without asking or telling
      const before = text.slice(0, m.index);
      const main = before.slice(Math.max(before.search(/[^.!?\n]*$/), m.index - 160));
      if (!VERBS.has(verb) || !FUTURE_MAIN.test(main) || ASKS_OR_TELLS.test(main)) continue;
      // (a clause opening the sentence is the first pattern's)
      if (/^\s*$/.test(main) || /^\s*(?:and|but|so|even|only)\s*$/i.test(main)) continue;
      add(m.index + m[0].lastIndexOf(willVerb), conjunction, subject, willVerb, verb);
    }
    return out;
  },
};
