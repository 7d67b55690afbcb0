import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { isPluralCountNoun } from './fewerForLess.js';

// "How much apples", "too much cars", "so much problems": a plural count noun is
// counted with "many". Only after how, so, too or as, and after "have", "with", "get" ("has
// much friends") and "there are", where "much" is the quantity,
// and not after thanks ("Thank you so much guys!" addresses the guys).

const PATTERN = /\b(?:how|so|too|as|have|has|had|having|with|without|got|get|gets|there\s+(?:are|were))\s+(much)(?=\s+([a-z]+)\b(?![-'’]))/gi;
// "How much does it weigh?"
const AUXILIARIES = new Set(['does', 'is', 'was', 'has', 'seems', 'remains', 'costs', 'means']);
const THANKS = /\bthank(?:s|\s+you)\s+$/i;

export const manyForMuch = lastWordRule({
  id: 'many_for_much',
  title: 'Many or much',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[2]!.toLowerCase();
    if (!isPluralCountNoun(noun, ctx.isWord) || AUXILIARIES.has(noun)) return null;
    // a verb in -s with its object after it: "nothing too much compels me"
    if (/^\s+[a-z]+\s+(?:me|him|her|us|them|you|it)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30))) return null;
    if (THANKS.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'many');
    return { word, replacement, message: `"${noun}" can be counted: "${replacement} ${noun}"; "much" is for amounts ("much water").` };
  },
});
