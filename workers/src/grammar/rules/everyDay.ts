import { lastWordRule } from './lastWordRule.js';

// "I go to the gym everyday": the adjective "everyday" (ordinary) stands before a
// noun ("everyday life"); "each day" is two words, "every day". Only an "everyday"
// at the end of a clause or before a word that cannot follow an adjective (a
// preposition, a conjunction, an article or a pronoun) counts.

const PATTERN =
  /\b(everyday)(?=\s*(?:[.,;:!?)]|$)|\s+(?:at|in|on|for|to|from|after|before|until|since|and|but|so|because|when|while|if|with|of|the|a|an|this|that|my|your|his|her|our|their|it|he|she|we|they|i|you|now|again|too|as)\b)/gim;

export const everyDay = lastWordRule({
  id: 'every_day',
  title: 'Every day',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = word[0] === 'E' ? 'Every day' : 'every day';
    return { word, replacement, message: `"Each day" is two words, "${replacement}"; "${word}" means ordinary ("everyday life").` };
  },
});
