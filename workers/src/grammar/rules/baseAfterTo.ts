import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "I want to went home", "she is going to bought it": after the "to" of an
// infinitive the verb is bare. Only past tenses that are nothing else follow in the
// pattern: "thought", "spent", "sold" or "spoke" after the preposition "to" can be
// nouns or adjectives ("give rise to thought", "exposure to spent fuel").

const PATTERN = /\b(to)\s+(went|came|took|gave|ate|began|brought|bought|knew|wrote|chose|did|became|told|taught|sent|made|forgot|understood|grew|drank)\b(?!-)/gi;

export const baseAfterTo = lastWordRule({
  id: 'base_after_to',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const word = m[2]!;
    const base = verbBaseOf.get(word.toLowerCase())?.base;
    if (!base) return null;
    return { word, replacement: base, message: `After "to", the verb is bare: "to ${base}".` };
  },
});
