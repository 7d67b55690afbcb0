import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { verbBaseOf } from './verbForms.en.js';

// "If I would have known, I would have come": the "if" clause of a past condition
// takes the past perfect, "If I had known". Not after a verb of asking or knowing,
// where "if" means "whether" ("I wonder if he would have liked it"), and only "would
// have" before a past participle.

// words before an "if" that means "whether"
const ASKING =
  /\b(?:wonder|wonders|wondered|wondering|ask|asks|asked|asking|know|knew|knows|see|saw|sure|unsure|doubt|doubted|check|checked|tell|told|decide|decided|unclear|clear|remember|recall|guess|matter|care|cared|say|said|me|him|her|us|them)\s+$/i;
const PATTERN =
  /\b(?:if)\s+(?:I|you|he|she|we|they|it|[A-Z][a-z]+)\s+(would\s+have|would['’]ve)\s+([a-z]+)\b/gi;

export const hadInIfClause: ProseRule = {
  id: 'had_in_if_clause',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, wouldHave, verb] = m as unknown as [string, string, string];
      if (ASKING.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const participle = verb === 'been' || verbBaseOf.get(verb)?.form === 'past' || /^[a-z]{3,}ed$/.test(verb);
      if (!participle) continue;
      const start = m.index + whole.lastIndexOf(wouldHave, whole.length - verb.length);
      out.push(
        wordError({ rule: 'had_in_if_clause', title: 'Verb tense', start, end: start + wouldHave.length, replacement: 'had', message: `An "if" clause about the past takes "had": "had ${verb}".` }),
      );
    }
    return out;
  },
};
