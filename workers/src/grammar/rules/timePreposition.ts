import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "in Sunday", "in 5 May 1990", "at the morning": a day or a date takes "on", a part of the
// day "in the". Not a day that names something of its own ("in Sunday's race", "in Sunday
// school"), nor "at the morning meeting", where the part of the day describes a noun.

const DAY = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const MONTH = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ON_DAY = new RegExp(
  String.raw`\b(in)(?=\s+(?:(?:${DAY})s?(?!['’]|\s+(?:school|schools|service|services|mass|paper|papers|times|edition|best|clothes|morning|afternoon|evening|night|league|lunch|roast|market)\b)|\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})\b|(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th|,\s*\d{4})\b))`,
  'g',
);
const IN_THE_PART = /\b(at)(?=\s+the\s+(?:morning|afternoon|evening)(?:\s*[,.;!?)]|\s+(?:and|but|I|we|you|he|she|they|it|when|before|after|because)\b))/gi;

export const timePreposition = lastWordRule({
  id: 'time_preposition',
  title: 'Preposition',
  pattern: [ON_DAY, IN_THE_PART],
  fix(m) {
    const word = m[1]!;
    const day = word.toLowerCase() === 'in';
    const replacement = matchCaseOf(word, day ? 'on' : 'in');
    return { word, replacement, message: day ? `A day or a date takes "on": "${replacement}".` : `A part of the day takes "in the": "in the".` };
  },
});
