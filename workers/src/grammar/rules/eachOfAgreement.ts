import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';

// "Each of them have a car", "Neither of the twins are ready", "One of us were
// late": the subject is "each", "neither", "either" or "one", so the verb is
// singular whatever the plural after "of". Only where the phrase opens a clause, so
// it is the subject ("the cost of each of them are" is left alone), and only when the
// verb follows the plural at once.

const SINGULAR: Record<string, string> = { have: 'has', are: 'is', were: 'was', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t' };
// verbs whose past is their base ("Each of us read it last year") are left out
const VERBS = new Set(commonVerbsEn.filter((v) => !/^(?:have|do|read|put|cut|let|cost)$/.test(v)));
// words after "these" or "those" that show them to be pronouns ("Each of these has its own")
const NOT_NOUN = '(?:has|have|had|is|are|was|were|do|does|did|will|would|can|could|may|must|its|his|this|thus|hers|ours|yours|theirs)\\b';
const PATTERN = new RegExp(
  "(?:^|[.!?;:,]['\"”’)]*\\s+|\\b(?:and|but|because|so|that|if|when|while|although|though)\\s+)(each|neither|either|one)\\s+of\\s+" +
    "(?:them|us|you|(?:the|these|those|my|your|his|her|our|their)\\s+(?:(?!" + NOT_NOUN + ")[a-z]+\\s+)?(?:(?!" + NOT_NOUN + ")[a-z]+[^s\\W]s|people|children|men|women))\\s+(have|are|were|do|don['’]t|[a-z]+)\\b(?!-)",
  'gi',
);

export const eachOfAgreement: ProseRule = {
  id: 'each_of_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, pronoun, verb] = m as unknown as [string, string, string];
      const lower = verb.toLowerCase();
      const replacement = SINGULAR[lower] ?? (VERBS.has(lower) ? thirdPersonSingular(lower) : null);
      if (!replacement) continue;
      const end = m.index + m[0].length;
      out.push(
        wordError({
          rule: 'each_of_agreement',
          title: 'Agreement',
          start: end - verb.length,
          end,
          replacement,
          message: `The subject is "${pronoun.toLowerCase()}", which is singular: "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
