import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "I have lived here since three years": "since" takes a point in time ("since
// 2019", "since three years ago"), a stretch of time takes "for". Only in a
// sentence with a perfect ("have lived", "has been working"), and not where the
// stretch is the subject of a clause ("since two years have passed").

const AMOUNT = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\\s+few|few|several|many|some|\\d+)';
const UNIT = '(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)';
const PATTERN = new RegExp(
  `\\b(since)(?=\\s+${AMOUNT}\\s+${UNIT}\\b(?!\\s+(?:ago|earlier|before|later|back|of|have|has|had|are|were|is|was|passed|went|go)\\b)(?!-))`,
  'gi',
);
const PERFECT_BEFORE = /\b(?:have|has|had|haven['’]t|hasn['’]t|hadn['’]t|been)\b[^.!?;]*$|['’]ve\b[^.!?;]*$/i;

export const forWithDuration = lastWordRule({
  id: 'for_with_duration',
  title: 'Since or for',
  pattern: PATTERN,
  fix(m, text) {
    if (!PERFECT_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index))) return null;
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'for');
    return { word, replacement, message: `A length of time takes "${replacement}"; "${word}" takes a point in time ("since 2019").` };
  },
});
