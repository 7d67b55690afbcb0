import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "for you're review", "in they're house": after a preposition comes a noun phrase, so
// "you're" (you are) and "they're" (they are) stand for the possessives "your" and "their".
// "after" and "before" also join clauses ("after you're done"), so they are left out.

// Before a noun that cannot be said of a person ("you're life is more important", "they're
// phone"), too: "you're family" and "they're parents" can be, so such nouns are left out.
const OWNED = 'life|lives|phone|phones|car|cars|mom|dad|house|money|job|opinion|opinions|future|health|body|decision|decisions|choice|choices|name|grades|homework|education|career|bedroom|room';
const PATTERN = new RegExp(
  String.raw`\b(?:of|for|with|in|on|at|about|from|by|into|onto|through|under|over|without|within|during|upon|towards?|against|between|among)\s+(you['’]re|they['’]re)(?=\s+[a-z])|\b(you['’]re|they['’]re)(?=\s+(?:${OWNED})\b(?!-))`,
  'gi',
);

export const contractionForPossessive = lastWordRule({
  id: 'contraction_for_possessive',
  title: 'Possessive',
  pattern: PATTERN,
  fix(m) {
    const word = m[1] ?? m[2]!;
    const replacement = matchCaseOf(word, /^you/i.test(word) ? 'your' : 'their');
    return { word, replacement, message: `${m[1] ? 'After a preposition comes a noun' : 'Before a noun'}: the possessive "${replacement}", not "${word}" (${/^you/i.test(word) ? 'you are' : 'they are'}).` };
  },
});
