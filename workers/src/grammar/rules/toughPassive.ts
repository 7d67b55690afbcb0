import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "This problem is difficult to be solved": after "easy", "difficult" or "hard" the subject is
// already what the verb acts on, so the infinitive is active ("difficult to solve"). With a
// dummy "it" the passive is right ("it is hard to be accepted"), and so after "too" ("too
// heavy to be lifted"), which this pattern never reaches.

const PATTERN = /\b(is|are|was|were|be|been)\s+(?:(?:very|so|quite|really|extremely|not)\s+)?(difficult|easy|hard|impossible|tough)\s+(to\s+be\s+([a-z]+))\b/gi;
const DUMMY_IT = /\b(?:it|it's|that's|what's)\s+(?:\w+\s+){0,3}$/i;

export const toughPassive = lastWordRule({
  id: 'tough_passive',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const entry = verbBaseOf.get(m[4]!.toLowerCase());
    if (entry?.form !== 'past') return null;
    if (DUMMY_IT.test(text.slice(Math.max(0, m.index - 30), m.index + m[1]!.length + 1))) return null;
    const replacement = `to ${entry.base}`;
    return { word: m[3]!, replacement, message: `After "${m[2]}", the subject is what the verb acts on already: "${replacement}".` };
  },
});
