import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "human activities, specially the burning of fuels", "less suitable specially this year":
// "especially" (above all) is meant. "specially" means "for a special purpose" and
// goes with a verb or a participle ("specially designed", "treated specially when"); it
// singles out a noun only where "especially" is wanted: after a comma, or before a
// determiner.

const PATTERN = /\b(specially)(?=\s+([\p{L}'’]+))/giu;
const DETERMINER = /^(?:the|this|that|these|those|its|their|his|her|my|our|your)$/i;

export const especiallyForSpecially = lastWordRule({
  id: 'especially_for_specially',
  title: 'Especially or specially',
  pattern: PATTERN,
  fix(m, text) {
    const afterComma = /,\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    if (!afterComma && !DETERMINER.test(m[2]!)) return null;
    const replacement = matchCaseOf(m[1]!, 'especially');
    return { word: m[1]!, replacement, message: '"Especially" means "above all"; "specially" means "for a special purpose".' };
  },
});
