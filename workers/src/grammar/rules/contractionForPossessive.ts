import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "for you're review", "in they're house": after a preposition comes a noun phrase, so
// "you're" (you are) and "they're" (they are) stand for the possessives "your" and "their".
// "after" and "before" also join clauses ("after you're done"), so they are left out.

const PATTERN =
  /\b(?:of|for|with|in|on|at|about|from|by|into|onto|through|under|over|without|within|during|upon|towards?|against|between|among)\s+(you['’]re|they['’]re)(?=\s+[a-z])/gi;

export const contractionForPossessive = lastWordRule({
  id: 'contraction_for_possessive',
  title: 'Possessive',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, /^you/i.test(word) ? 'your' : 'their');
    return { word, replacement, message: `After a preposition comes a noun: the possessive "${replacement}", not "${word}" (${/^you/i.test(word) ? 'you are' : 'they are'}).` };
  },
});
