import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "let others known", "helps people understood": after "let" or "help" and its
// object, the next verb is bare ("let others know"). After "make" only an -ing form is
// wrong ("made me laughing" -> "laugh"): "made it known" is right.

const PATTERN =
  /\b(let|lets|letting|help|helps|helped|helping|make|makes|made|making)\s+(me|him|her|us|them|you|it|others|people|everyone|everybody|someone|somebody)\s+([a-z]+)\b/gi;
const MAKE = /^ma(?:k|de)/i;
// "makes it interesting", "made them exciting": an adjective in -ing describes the object
const ING_ADJECTIVES = new Set(['interesting', 'boring', 'exciting', 'challenging', 'amazing', 'confusing', 'surprising', 'frustrating', 'annoying', 'tiring', 'relaxing', 'appealing', 'convincing', 'entertaining', 'engaging', 'rewarding', 'worrying', 'disappointing', 'overwhelming', 'intimidating', 'embarrassing', 'outstanding', 'fascinating', 'inviting', 'demanding', 'promising']);

/** The base of an -ing form: a common verb's, or a regular one the dictionary knows ("laughing"). */
function baseOfIng(verb: string, isWord: (w: string) => boolean): string | null {
  const entry = verbBaseOf.get(verb);
  if (entry) return entry.form === 'ing' ? entry.base : null;
  if (!/^[a-z]{3,}ing$/.test(verb)) return null;
  const stem = verb.slice(0, -3);
  const doubled = /(.)\1$/.test(stem) ? stem.slice(0, -1) : '';
  return [stem, `${stem}e`, doubled].find((s) => s.length >= 3 && isWord(s)) ?? null;
}

export const baseVerbAfterLet = lastWordRule({
  id: 'base_verb_after_let',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const verb = m[3]!;
    const make = MAKE.test(m[1]!);
    if (make && (/^it$/i.test(m[2]!) || ING_ADJECTIVES.has(verb))) return null;
    // "help people affected by the crisis": a participle that describes the object
    if (/^\s+by\b/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) return null;
    const base = make ? baseOfIng(verb, ctx.isWord) : (verbBaseOf.get(verb)?.base ?? null);
    if (!base) return null;
    return { word: verb, replacement: base, message: `After "${m[1]} ${m[2]}", the verb is bare: "${base}".` };
  },
});
