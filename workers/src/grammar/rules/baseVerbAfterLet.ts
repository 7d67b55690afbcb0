import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "let others known", "helps people understood": after "let" or "help" and its
// object, the next verb is bare ("let others know"). "Make" is left out: "made it
// known" is right.

const PATTERN =
  /\b(let|lets|letting|help|helps|helped|helping)\s+(me|him|her|us|them|you|it|others|people|everyone|everybody|someone|somebody)\s+([a-z]+)\b/gi;

export const baseVerbAfterLet: ProseRule = {
  id: 'base_verb_after_let',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const verb = m[3]!;
      const entry = verbBaseOf.get(verb);
      if (!entry) continue;
      const start = m.index + m[0].length - verb.length;
      out.push(
        wordError({
          rule: 'base_verb_after_let',
          title: 'Verb form',
          start,
          end: start + verb.length,
          replacement: entry.base,
          message: `After "${m[1]} ${m[2]}", the verb is bare: "${entry.base}".`,
        }),
      );
    }
    return out;
  },
};
