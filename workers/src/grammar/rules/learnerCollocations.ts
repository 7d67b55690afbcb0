import { lastWordRule } from './lastWordRule.js';

// Two learner slips with many forms, as patterns rather than rows of the phrase table (whose
// one regex slows several times over past a size): "I feel myself tired" -> "feel tired"
// ("I feel myself drawn to it" is right), and "he is very well in English" -> "good at
// English" ("he did well in English" is right).

const FEEL_SELF =
  /\b(feel|feels|felt|feeling)\s+((?:myself|himself|herself|ourselves|themselves|yourself)\s+)(?=(?:tired|happy|sad|sick|ill|better|lonely|nervous|bored|comfortable|good|bad)\b)/gi;
const WELL_IN =
  /\b(?:is|am|are|was|were|['’]m|['’]s|['’]re)\s+(?:(?:very|so|really)\s+)?(well\s+in)(?=\s+(?:English|math|maths|mathematics|science|physics|chemistry|history|French|Spanish|German|sports)\b)/gi;

export const learnerCollocations = lastWordRule({
  id: 'learner_collocation',
  title: 'Word choice',
  pattern: [FEEL_SELF, WELL_IN],
  fix(m) {
    if (m[2] !== undefined) return { word: m[2], replacement: '', message: `"Feel" takes the adjective at once, without "${m[2].trim().toLowerCase()}".` };
    return { word: m[1]!, replacement: 'good at', message: 'One is "good at" a subject.' };
  },
});
