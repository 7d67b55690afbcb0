import { lastWordRule } from './lastWordRule.js';

// "provide helps", "receiving all supports": "help", "support", "evidence" and
// "research" as nouns are not counted, so they take no -s. Their -s forms are verbs
// too ("it helps"), so only the places where a noun must stand count: after a
// quantifier, or after a verb of giving or getting.

const NOUNS: Record<string, string> = { helps: 'help', supports: 'support', evidences: 'evidence', researches: 'research' };
const PATTERN =
  /\b(all|much|more|some|any|no|provide|provides|provided|providing|receive|receives|received|receiving|get|gets|got|getting|offer|offers|offered|offering|give|gives|gave|giving|seek|seeks|sought|seeking|need|needed|needing)\s+(helps|supports|evidences|researches)\b/gi;

export const uncountableVerbNoun = lastWordRule({
  id: 'uncountable_verb_noun',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m) {
    const noun = m[2]!;
    const replacement = NOUNS[noun.toLowerCase()]!;
    return { word: noun, replacement, message: `As a noun, "${replacement}" has no plural: write "${replacement}".` };
  },
});
