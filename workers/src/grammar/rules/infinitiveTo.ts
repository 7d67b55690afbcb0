import { lastWordRule } from './lastWordRule.js';

// "we tend send", "if you want be successful", "he tried explain it", "I would like go": these
// verbs take "to" before the next verb ("tend to send"). Only verbs that are never nouns follow in
// the pattern, so "want help" and "plan change" are left alone; "need" is a modal too ("if need
// be", "nothing need be done") and is left out.

const PATTERN =
  /\b(tend|tends|tended|want|wants|wanted|seem|seems|seemed|decide|decides|decided|refuse|refuses|refused|hope|hopes|hoped|plan|plans|planned|intend|intends|intended|expect|expects|expected|wish|wishes|wished|try|tries|tried|would\s+like|['’]d\s+like|learn|learns|learned|learnt|forget|forgot|agree|agrees|agreed|manage|manages|managed|afford)[ \t]+(go|be|get|make|know|see|become|take|give|come|tell|find|keep|leave|buy|say|speak|eat|meet|bring|spend|choose|write|send|do|have|stay|explain|understand|improve|lose|ask|sell|think|believe|hear|listen)\b/gi;
// a noun of wish or plan with its determiner, before a subjunctive "be" ("that the plan be approved")
const NOUN_BEFORE_BE = /\b(?:the|a|an|this|that|their|our|his|her|its|any|no|every|each|my|your)\s+$/i;

export const infinitiveTo = lastWordRule({
  id: 'infinitive_to',
  title: 'Missing "to"',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]!;
    if (verb.toLowerCase() === 'be' && NOUN_BEFORE_BE.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    return { word: verb, replacement: `to ${verb}`, message: `"${m[1]}" takes "to" before the next verb: "${m[1]} to ${verb}".` };
  },
});
