import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "I have lived here since three years": "since" takes a point in time ("since
// 2019", "since three years ago"), a stretch of time takes "for". Not where the
// stretch is the subject of a clause ("since two years have passed"). In a sentence
// with no perfect ("I live here since ten years") only inside a clause and where the
// stretch ends the phrase, since a clause-opening "since" may mean "because". And after a
// perfect, a year takes "since" ("have lived here for 2010").

export const AMOUNT = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\\s+few|few|several|many|some|\\d+)';
export const UNIT = '(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)';
const PATTERN = new RegExp(
  `\\b(since)(?=\\s+${AMOUNT}\\s+${UNIT}\\b(\\s*[.,;:!?)]|\\s*$|\\s+(?:now|already|and|but|so|in|at|on|with|because|when|while)\\b)?(?!\\s+(?:ago|earlier|before|later|back|of|have|has|had|are|were|is|was|passed|went|go)\\b)(?!-))`,
  'gi',
);
// the other way round, "I have lived here for 2010": a year after a perfect is a point in time
const YEAR = /\b(for)(?=\s+(?:19|20)\d\d(?![-/\d]|\.\d|s\b|['’]))/gi;
// only the perfect of a verb that lasts ("has lived", "have known"), not "has" of having ("has
// a release date for 2016", "still has support for 2012")
const LASTING_PERFECT_BEFORE =
  /\b(?:have|has|had|['’]ve)\s+(?:(?:not|never|always|also|just|only)\s+)?(?:been|lived|worked|known|studied|stayed|taught|played|used|owned|run|led|served|existed|waited|wanted|loved|liked|belonged|remained|kept|held)\b[^.!?;]*$/i;
// "I haven't seen her for last year": after a negated perfect and straight after its verb or
// object pronoun, "last year" is the point since which; after any other perfect, "for last
// year" may want "for the last year", so it is left
const LAST = /\b(for)(?=\s+last\s+(?:year|month|week|summer|winter|spring|autumn|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas)\b)/gi;
// "I came here for three years ago": "ago" already says when, so "for" goes (not after
// "scheduled" and the like, which name a time)
const FOR_AGO = new RegExp(`\\b(for)(?=\\s+${AMOUNT}\\s+${UNIT}\\s+ago\\b)`, 'gi');
const AGO_AFTER = new RegExp(`^\\s+${AMOUNT}\\s+${UNIT}\\s+ago\\b`, 'i');
const NEGATED_PERFECT_BEFORE = /\b(?:haven['’]t|hasn['’]t|hadn['’]t|(?:have|has|had|['’]ve)\s+(?:not|never))\b[^.!?;]*$/i;
const PERFECT_BEFORE = /\b(?:have|has|had|haven['’]t|hasn['’]t|hadn['’]t|been)\b[^.!?;]*$|['’]ve\b[^.!?;]*$/i;

export const forWithDuration = lastWordRule({
  id: 'for_with_duration',
  title: 'Since or for',
  pattern: [PATTERN, YEAR, LAST, FOR_AGO],
  fix(m, text) {
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    if (/^for$/i.test(m[1]!) && AGO_AFTER.test(text.slice(m.index + 3, m.index + 60))) {
      // "the meeting was scheduled for two weeks ago" names a time, rightly
      if (/\b(?:scheduled|planned|set|booked|arranged|due|dated|postponed|moved|rescheduled|fixed|slated)(?:\s+(?:it|them))?\s+$/i.test(before)) return null;
      return { word: m[1]!, replacement: '', through: 1, message: '"Ago" already places the time: "three years ago", without "for".' };
    }
    if (/^for$/i.test(m[1]!)) {
      const last = /^\s+last\b/i.test(text.slice(m.index + 3, m.index + 9));
      if (!(last ? NEGATED_PERFECT_BEFORE : LASTING_PERFECT_BEFORE).test(before)) return null;
      // "for last year" must go with the verb, not with a noun ("the bill for last month")
      if (last && !/\b(?:her|him|them|me|you|us|it|here|there|home|anything|each\s+other|\w+(?:ed|en)|been|seen|had|done|met|heard|slept|spoken|eaten|gone|come)\s+$/i.test(before)) return null;
      const since = matchCaseOf(m[1]!, 'since');
      return { word: m[1]!, replacement: since, message: `A point in time takes "${since}"; "${m[1]}" takes a length of time ("for ten years").` };
    }
    const inClause = /[a-z]\s+$/i.test(before) && !/\b(?:and|but|or|so|because|that|which|who)\s+$/i.test(before);
    if (!PERFECT_BEFORE.test(before) && !(m[2] !== undefined && inClause)) return null;
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'for');
    return { word, replacement, message: `A length of time takes "${replacement}"; "${word}" takes a point in time ("since 2019").` };
  },
});
