import { lastWordRule } from './lastWordRule.js';

// "a 10 years old car" -> "a 10-year-old car": an age before a noun is one word, hyphenated, with
// "year" in the singular. Only where a noun follows ("a child of ten years old" and "he is 10
// years old" stay).

const NUMBER = String.raw`\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred`;
const UNIT = 'year|month|week|day';
const PATTERN = new RegExp(
  String.raw`\b(?:a|an)\s+((${NUMBER})\s+(${UNIT})s?\s+old)(?=\s+(?!(?:and|or|but|when|because|in|on|at|to|for|of|with|by|from|as|than|is|was|are|were)\b)[a-z]+)`,
  'gi',
);

export const ageCompound = lastWordRule({
  id: 'age_compound',
  title: 'Hyphenation',
  pattern: PATTERN,
  fix(m) {
    const [, phrase, number, unit] = m as unknown as [string, string, string, string];
    const replacement = `${number}-${unit.toLowerCase()}-old`;
    return { word: phrase, replacement, message: `An age before a noun is one word, with "${unit.toLowerCase()}" in the singular: "${replacement}".` };
  },
});
