import { lastWordRule } from './lastWordRule.js';

// "we tend send", "if you want be successful": these verbs take "to" before the next
// verb ("tend to send"). Only verbs that are never nouns follow in the pattern, so
// "want help", "need work" and "plan change" are left alone.

const PATTERN =
  /\b(tend|tends|tended|want|wants|wanted|seem|seems|seemed|decide|decides|decided|refuse|refuses|refused|hope|hopes|hoped|plan|plans|planned|intend|intends|intended|expect|expects|expected|wish|wishes|wished)\s+(go|be|get|make|know|see|become|take|give|come|tell|find|keep|leave|buy|say|speak|eat|meet|bring|spend|choose|write|send)\b/gi;

export const infinitiveTo = lastWordRule({
  id: 'infinitive_to',
  title: 'Missing "to"',
  pattern: PATTERN,
  fix(m) {
    const verb = m[2]!;
    return { word: verb, replacement: `to ${verb}`, message: `"${m[1]}" takes "to" before the next verb: "${m[1]} to ${verb}".` };
  },
});
