import { lastWordRule } from './lastWordRule.js';
import { gradableAdjectivesEn } from './adjectiveDegrees.en.js';

// "My car is as good than yours": an equal comparison closes with "as". Only with a
// plain adjective or adverb right after the first "as", and not after "such", whose
// "as" gives an example ("such as bigger than").

const WORDS = [...gradableAdjectivesEn, 'good', 'bad', 'important', 'expensive', 'difficult', 'beautiful', 'interesting', 'useful', 'popular', 'dangerous', 'often', 'quickly', 'far'];
const PATTERN = new RegExp(`(?<!\\bsuch\\s+)\\bas\\s+(?:${WORDS.join('|')})\\s+(than)\\b`, 'gi');

export const asAsComparison = lastWordRule({
  id: 'as_as_comparison',
  title: 'Comparison',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    return { word, replacement: 'as', message: 'An equal comparison closes with "as": "as good as".' };
  },
});
