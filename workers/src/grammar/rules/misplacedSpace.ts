import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "int he family", "ist he right way", "ont he table": the space typed one letter early, so
// "the" lost its "t" to the word before. Only after the little words that "the" follows; and
// not where "he" is the pronoun, with a verb in the past or the third person or a modal after
// it ("the fort he built", "oft he wondered", "what he says"); a verb's base form after "he"
// is no sentence ("tot he end").

const WORDS = 'in|on|to|of|is|at|for|from|with|by|as|into|onto|if|and|was|about|under|after|over';
const PATTERN = new RegExp(String.raw`\b(${WORDS})t he\s+([a-z]+)\b`, 'gi');
/** Text ending in one of those words with a stray "t" ("tot "): a "he" right after it is "the". */
export const SPLIT_THE_BEFORE = new RegExp(String.raw`\b(?:${WORDS})t\s$`, 'i');
const AFTER_PRONOUN = /^(?:will|would|can|could|may|might|must|shall|should|is|was|has|had|does|did|said|says|also|always|never|just|still|then|often|had|and|or|but|who|himself)$/i;

export const misplacedSpace: ProseRule = {
  id: 'misplaced_space',
  category: 'spelling',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const next = m[2]!.toLowerCase();
      const form = verbBaseOf.get(next)?.form;
      if (AFTER_PRONOUN.test(next) || form === 'past' || form === 'third' || /ed$/.test(next)) continue;
      const word = m[1]!;
      const typed = `${word}t he`;
      const replacement = `${word} the`;
      out.push(
        wordError({ rule: 'misplaced_space', title: 'Misplaced space', category: 'spelling', start: m.index, end: m.index + typed.length, replacement, message: `The space fell one letter early: "${replacement}".` }),
      );
    }
    return out;
  },
};
