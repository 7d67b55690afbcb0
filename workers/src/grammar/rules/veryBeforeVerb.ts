import { lastWordRule } from './lastWordRule.js';

// "I very like this song": "very" strengthens adjectives and adverbs, not verbs; before a verb
// of liking or wanting, "really" does ("very much" after the verb is right too).

const VERBS =
  'like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|want|wants|wanted|hate|hates|hated|appreciate|appreciates|appreciated|need|needs|needed|hope|hopes|hoped|admire|admires|admired|miss|misses|missed|agree|agrees|agreed|prefer|prefers|preferred|respect|respects|respected';
const PATTERN = new RegExp(String.raw`\b(?:I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Pp]eople|[Ee]veryone|[Ee]verybody)\s+(?:(?:also|really|do|did|don't|didn't)\s+)?(very)(?=\s+(?:${VERBS})\b)`, 'g');

export const veryBeforeVerb = lastWordRule({
  id: 'very_before_verb',
  title: 'Word choice',
  pattern: PATTERN,
  fix(m) {
    return { word: m[1]!, replacement: 'really', message: '"Very" goes with adjectives and adverbs; before a verb, use "really" (or "very much" after it).' };
  },
});
