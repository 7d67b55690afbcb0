import { lastWordRule } from './lastWordRule.js';

// "Even I tried hard, I failed" -> "Even though I tried": "even" alone does not join a clause to
// the next. Only where the sentence opens with "even", a subject pronoun and at least one more
// word before a comma, after which another clause opens with its subject ("Even I could do it"
// and "Even he, a child, knew" stay).

const PATTERN = /(?<=^|[.!?]["'”’)]*\s+)(Even)(?=\s+(?:I|you|he|she|we|they|it)\s+[a-z][^,.!?;:]*,\s+(?:I|you|he|she|we|they|it|the|my|his|her|our|their)\s)/g;

export const evenThough = lastWordRule({
  id: 'even_though',
  title: 'Conjunction',
  pattern: PATTERN,
  fix(m) {
    return { word: m[1]!, replacement: 'Even though', message: '"Even" alone does not join a clause to the next: "Even though".' };
  },
});
