import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "provides us many chances", "provide people a way": "provide" takes the person
// with "with" ("provides us with many chances"); it has no double object as "give"
// has. "Her" is left out, since it may be a possessive ("provide her children ...").
// The word after the person must start a noun phrase, so "provide them to", "provide
// them." and "provide us with" are quiet.

const PATTERN =
  /\b(provide|provides|provided|providing)\s+(me|us|you|him|them|people|everyone|students|users|children|citizens)\s+(a|an|the|many|much|more|some|lots|plenty|huge|great|various|different|useful|new|free|good|better|all|information|opportunities|access|support|help|knowledge|services|convenience|chances|opportunity)\b/gi;

export const provideWith: ProseRule = {
  id: 'provide_with',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      // The finding spans the person and the next word: "with" goes between them.
      const person = m[2]!;
      const next = m[3]!;
      const start = m.index + m[0].indexOf(person, m[1]!.length);
      out.push(
        wordError({
          rule: 'provide_with',
          title: 'Missing preposition',
          start,
          end: m.index + m[0].length,
          replacement: `${person} with ${next}`,
          message: `One provides someone "with" something: "${m[1]} ${person} with".`,
        }),
      );
    }
    return out;
  },
};
