import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { verbBaseOf } from './verbForms.en.js';

// "If I would have known, I would have come": the "if" clause of a past condition
// takes the past perfect, "If I had known"; and that of an unreal present, the past: "If I
// would have more money" -> "had", "if I would be rich" -> "were". Not after a verb of asking
// or knowing, where "if" means "whether" ("I wonder if he would have liked it"), and not with
// "you" or "it", which ask politely ("if you would have a look", "if it would be possible");
// "were" only for a person pronoun.

// words before an "if" that means "whether"
const ASKING =
  /\b(?:wonder|wonders|wondered|wondering|ask|asks|asked|asking|know|knew|knows|see|saw|sure|unsure|doubt|doubted|check|checked|tell|told|decide|decided|unclear|clear|remember|recall|guess|matter|care|cared|say|said|me|him|her|us|them)\s+$/i;
const PATTERN =
  /\b(?:if)\s+(I|you|he|she|we|they|it|[A-Z][a-z]+)\s+(would\s+have|would['’]ve|would\s+be)\s+([a-z]+)\b/gi;
// what "have" has ("if I would have more money")
const POSSESSED = /^(?:more|a|an|the|some|any|enough|no|much|many|money|time|children|kids|lots|plenty|my|his|her|our|their)$/i;

export const hadInIfClause: ProseRule = {
  id: 'had_in_if_clause',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, subject, wouldHave, verb] = m as unknown as [string, string, string, string];
      if (ASKING.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const start = m.index + whole.lastIndexOf(wouldHave, whole.length - verb.length);
      const polite = /^(?:you|it)$/i.test(subject);
      let replacement: string;
      let message: string;
      if (/be$/.test(wouldHave)) {
        // a thing or "there" as subject often states a consequence ("only die if pack would be empty")
        if (!/^(?:I|he|she|we|they)$/i.test(subject)) continue;
        replacement = 'were';
        message = `An "if" clause about something unreal takes the past: "${subject} were".`;
      } else if (verb === 'been' || verbBaseOf.get(verb)?.form === 'past' || /^[a-z]{3,}ed$/.test(verb)) {
        replacement = 'had';
        message = `An "if" clause about the past takes "had": "had ${verb}".`;
      } else if (POSSESSED.test(verb) && !polite) {
        replacement = 'had';
        message = `An "if" clause about something unreal takes the past: "${subject} had".`;
      } else continue;
      out.push(wordError({ rule: 'had_in_if_clause', title: 'Verb tense', start, end: start + wouldHave.length, replacement, message }));
    }
    return out;
  },
};
