import { lastWordRule } from './lastWordRule.js';

// "the important of education", "without the anxious of", "a sense of guilty": an adjective
// where the noun belongs. After a determiner and before "of", or after "sense of", only a
// noun stands. Adjectives that name a group of people ("the poor of the city", "the wise of
// old", "the strong of heart") or are nouns too ("the safe of the bank") are not listed.

const NOUN_OF: Record<string, string> = {
  important: 'importance',
  different: 'difference',
  convenient: 'convenience',
  independent: 'independence',
  confident: 'confidence',
  efficient: 'efficiency',
  intelligent: 'intelligence',
  significant: 'significance',
  relevant: 'relevance',
  ignorant: 'ignorance',
  excellent: 'excellence',
  violent: 'violence',
  silent: 'silence',
  absent: 'absence',
  popular: 'popularity',
  responsible: 'responsibility',
  possible: 'possibility',
  available: 'availability',
  stable: 'stability',
  curious: 'curiosity',
  anxious: 'anxiety',
  dangerous: 'danger',
  beautiful: 'beauty',
  necessary: 'necessity',
  difficult: 'difficulty',
  happy: 'happiness',
  sad: 'sadness',
  lonely: 'loneliness',
  aware: 'awareness',
  effective: 'effectiveness',
  useful: 'usefulness',
  guilty: 'guilt',
  proud: 'pride',
  angry: 'anger',
  honest: 'honesty',
  jealous: 'jealousy',
  secure: 'security',
  private: 'privacy',
  healthy: 'health',
  successful: 'success',
  beneficial: 'benefit',
  harmful: 'harm',
};
// "a sense of" takes these too: "a sense of guilty", "sense of responsible"
const ADJECTIVES = Object.keys(NOUN_OF).join('|');
const PATTERN = new RegExp(
  String.raw`\b(?:(the|a|an|my|his|her|their|our|your|its|this)\s+(${ADJECTIVES})(?=\s+of\b)|(sense\s+of)\s+(${ADJECTIVES})\b(?![-\w]))`,
  'gi',
);

export const adjectiveForNoun = lastWordRule({
  id: 'adjective_for_noun',
  title: 'Word form',
  pattern: PATTERN,
  fix(m) {
    const adjective = m[2] ?? m[4]!;
    const noun = NOUN_OF[adjective.toLowerCase()]!;
    const replacement = adjective[0] === adjective[0]!.toUpperCase() ? noun[0]!.toUpperCase() + noun.slice(1) : noun;
    return { word: adjective, replacement, message: `After "${m[1] ?? m[3]}", use the noun "${noun}", not the adjective "${adjective}".` };
  },
});
