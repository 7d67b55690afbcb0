import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "in Sunday", "in 5 May 1990", "at the morning", "on 9 am": a day or a date takes "on", a part
// of the day "in the", a time of the clock "at". Not a day that names something of its own
// ("in Sunday's race", "in Sunday school"), nor "at the morning meeting", where the part of the
// day describes a noun.

const DAY = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const MONTH = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ON_DAY = new RegExp(
  String.raw`\b(in)(?=\s+(?:(?:${DAY})s?(?!['’]|\s+(?:school|schools|service|services|mass|paper|papers|times|edition|best|clothes|morning|afternoon|evening|night|league|lunch|roast|market)\b)|\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})\b|(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th|,\s*\d{4})\b))`,
  'g',
);
// "on 9 am", "in 5 o'clock": a time of the clock takes "at"
const CLOCK_AFTER = /^\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)(?!\w)/i;
const AT_CLOCK = new RegExp(String.raw`\b(on|in)(?=${CLOCK_AFTER.source.slice(1)})`, 'gi');
const IN_THE_PART = /\b(at)(?=\s+the\s+(?:morning|afternoon|evening)(?:\s*[,.;!?)]|\s+(?:and|but|I|we|you|he|she|they|it|when|before|after|because)\b))/gi;

export const timePreposition = lastWordRule({
  id: 'time_preposition',
  title: 'Preposition',
  pattern: [ON_DAY, IN_THE_PART, AT_CLOCK],
  fix(m, text) {
    const word = m[1]!;
    const after = text.slice(m.index + word.length, m.index + word.length + 16);
    const [replacement, message] = CLOCK_AFTER.test(after)
      ? [matchCaseOf(word, 'at'), 'A time of the clock takes "at"']
      : word.toLowerCase() === 'in'
        ? [matchCaseOf(word, 'on'), 'A day or a date takes "on"']
        : [matchCaseOf(word, 'in'), 'A part of the day takes "in the"'];
    return { word, replacement, message: `${message}: "${replacement}".` };
  },
});
