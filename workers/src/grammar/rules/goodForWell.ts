import { lastWordRule } from './lastWordRule.js';

// "The team played good", "she sings real good": how something is done takes the adverb
// "well". Only verbs of doing that "good" cannot describe as a state, and only where the
// clause ends or a time or place follows, so "it tastes good", "he looks good", "they did
// good work" and "doing good" (charity) never come up.

const ACTION_VERBS =
  'play|plays|played|playing|perform|performs|performed|performing|sing|sings|sang|singing|run|runs|ran|running|' +
  'drive|drives|drove|driving|swim|swims|swam|swimming|write|writes|wrote|writing|speak|speaks|spoke|speaking|' +
  'cook|cooks|cooked|cooking|dance|dances|danced|dancing|work|works|worked|working|behave|behaves|behaved|behaving|' +
  'sleep|sleeps|slept|sleeping|handle|handles|handled|handling|explain|explains|explained|explaining';
const PATTERN = new RegExp(
  `\\b(?:${ACTION_VERBS})\\s+(?:(?:really|very|so|pretty|real)\\s+)?(good)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:yesterday|today|tonight|last|this|at|in|on|for|and|but|all|together|again|enough|too)\\b)`,
  'gim',
);

export const goodForWell = lastWordRule({
  id: 'good_for_well',
  title: 'Adverb',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = word[0] === 'G' ? 'Well' : 'well';
    return { word, replacement, message: `How something is done takes the adverb "well"; "good" describes a thing ("a good game").` };
  },
});
