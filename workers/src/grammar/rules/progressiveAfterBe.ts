import { lastWordRule } from './lastWordRule.js';
import { afterPseudoCleft } from './pseudoCleft.en.js';
import { ingOf } from './verbForms.en.js';
import { verbsNotNounsEn } from './verbsNotNouns.en.js';

// "I am study", "people who are try": a form of "be" does not take a bare verb; the
// progressive needs -ing. Only verbs that are not nouns count ("the goal is study"),
// except after "am". Verbs whose participle is their base form ("was let go",
// "is put aside") are not checked.

const PATTERN = /\b(am|is|are|was|were)\s+([a-z]+)\b/gi;
const PARTICIPLE_LIKE_BASE = new Set(['let', 'put', 'spread']);
// After "am", verbs that are also nouns are verbs too: "I am" never takes a bare noun like "study".
const AFTER_AM = new Set(['study', 'work', 'live', 'stay', 'wait', 'travel', 'plan', 'look', 'read', 'teach', 'talk', 'play', 'help', 'use']);

export const progressiveAfterBe = lastWordRule({
  id: 'progressive_after_be',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]!;
    if (afterPseudoCleft(text, m.index + m[0].length - verb.length)) return null;
    const known = verbsNotNounsEn.has(verb) || (m[1]!.toLowerCase() === 'am' && AFTER_AM.has(verb));
    if (!known || PARTICIPLE_LIKE_BASE.has(verb)) return null;
    const replacement = ingOf(verb);
    return { word: verb, replacement, message: `After "${m[1]}", a verb takes -ing: "${m[1]} ${replacement}".` };
  },
});
