import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "The book who I read", "a car who runs on petrol": a relative clause about a thing opens with
// "that" or "which", not "who". Only after nouns that never name a person or a group of people
// (not "company", "team", "country" or "dog", which writers treat as "who"), after a determiner,
// and before a subject pronoun or a finite verb. Not after a preposition, where "who" may
// stand for the noun before it ("the author of the book, who was born", "a man in a car who
// waved"). After a comma, "which".

const THINGS =
  'book|books|car|cars|house|houses|movie|movies|film|films|song|songs|city|cities|town|towns|place|places|thing|things|idea|ideas|' +
  'problem|problems|phone|phones|computer|computers|table|tables|room|rooms|building|buildings|road|roads|street|streets|food|job|jobs|' +
  'question|questions|story|stories|game|games|school|schools|restaurant|restaurants|shop|shops|hotel|hotels|letter|letters|' +
  'present|gift|gifts|dress|shoes|bag|bags|machine|machines|program|programme|website|websites|video|videos|picture|pictures|photo|photos|word|words';
const PATTERN = new RegExp(
  String.raw`\b(?:the|a|an|this|that|these|those|my|your|his|her|our|their)\s+(?:[a-z]+\s+)?(${THINGS})(,?)\s+(who)(?=\s+(?:I|you|we|they|he|she|is|was|are|were|has|have|had|can|will|costs?|runs?|makes?|helps?|gives?|shows?|tells?|belongs?|changed?|made|gave|showed|told|cost)\b)`,
  'gi',
);

export const whoForThing = lastWordRule({
  id: 'who_for_thing',
  title: 'Relative pronoun',
  pattern: PATTERN,
  fix(m, text) {
    if (/\b(?:of|in|on|at|with|from|by|near|behind|beside|outside|inside|into|for|about|to|under|over)\s+$/i.test(text.slice(Math.max(0, m.index - 10), m.index))) return null;
    const word = m[3]!;
    const replacement = matchCaseOf(word, m[2] ? 'which' : 'that');
    return { word, replacement, message: `For a thing, the relative pronoun is "${replacement}", not "who".` };
  },
});
