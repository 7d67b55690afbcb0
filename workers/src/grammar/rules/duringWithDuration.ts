import { matchCaseOf } from '../../lint/phraseRule.js';
import { AMOUNT, UNIT } from './forWithDuration.js';
import { lastWordRule } from './lastWordRule.js';

// "I had to wait during twenty minutes": "during" names a period by what fills it ("during the
// meeting", "during the twenty minutes we waited", "during two hours of talks"); a bare length of
// time takes "for".

const PATTERN = new RegExp(`\\b(during)(?=\\s+${AMOUNT}\\s+${UNIT}\\b(?!\\s+of\\b))`, 'gi');

export const duringWithDuration = lastWordRule({
  id: 'during_with_duration',
  title: 'During or for',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'for');
    return { word, replacement, message: 'A length of time takes "for" ("for twenty minutes"); "during" names a period ("during the meeting").' };
  },
});
