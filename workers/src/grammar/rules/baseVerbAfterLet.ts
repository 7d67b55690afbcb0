import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "let others known", "helps people understood": after "let" or "help" and its
// object, the next verb is bare ("let others know"). "Make" is left out: "made it
// known" is right.

const PATTERN =
  /\b(let|lets|letting|help|helps|helped|helping)\s+(me|him|her|us|them|you|it|others|people|everyone|everybody|someone|somebody)\s+([a-z]+)\b/gi;

export const baseVerbAfterLet = lastWordRule({
  id: 'base_verb_after_let',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const verb = m[3]!;
    const entry = verbBaseOf.get(verb);
    if (!entry) return null;
    return { word: verb, replacement: entry.base, message: `After "${m[1]} ${m[2]}", the verb is bare: "${entry.base}".` };
  },
});
