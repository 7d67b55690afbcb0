import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { OBJECT_FORM } from './pronounCase.en.js';

// "a difficult situation for we", "she came with they.": after a preposition the pronoun is
// the object form. Only where the pronoun ends its clause, so it cannot be the subject of one
// that follows ("for they knew", "to he who waits"); "than he" is formal English and is left.
// A mark with no space after it is part of a name or a pattern ("for i.MX7", "for i?86").

const PATTERN = /\b(?:for|to|with|about|from|against|without|between|among|behind|beside|towards?|at|of|like|near|around|after|before|by|on|upon|into)\s+(I|we|they|he|she)(?=\s*[.,;:!?)]+(?:\s|$|["'”’]))/gi;

export const objectPronounAfterPreposition = lastWordRule({
  id: 'object_pronoun_after_preposition',
  title: 'Pronoun case',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    // a lower-case "i" there is a variable ("replace j with i.")
    if (word === 'i') return null;
    const object = OBJECT_FORM[word.toLowerCase()]!;
    const replacement = word === 'I' ? object : matchCaseOf(word, object);
    return { word, replacement, message: `After a preposition the pronoun is "${replacement}", not "${word}".` };
  },
});
