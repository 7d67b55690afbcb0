import { ingOf, verbBaseOf } from './verbForms.en.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';

// "I am used to wake up early": "be used to" means "accustomed to", and its "to" is a
// preposition, so the verb takes -ing ("I am used to waking up"). Only "I" and "we",
// since "they are used to make bread" may be a passive about things, and only a verb
// that is no noun form of its own after "to".

const PATTERN = /\b(?:I\s+am|I['’]m|we\s+are|we['’]re|I\s+was|we\s+were)\s+(?:(?:so|quite|very|not|really|already)\s+)?used\s+to\s+([a-z]+)\b(?!['’-])/gi;
const VERBS = new Set(commonVerbsEn);
const MORE = new Set(['wake', 'eat', 'sleep', 'drive', 'cook', 'swim', 'walk', 'get', 'go', 'do', 'have', 'be']);

export const beUsedToIng = lastWordRule({
  id: 'be_used_to_ing',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const verb = m[1]!;
    const lower = verb.toLowerCase();
    if (!(VERBS.has(lower) || MORE.has(lower)) || verbBaseOf.has(lower)) return null;
    const replacement = lower === 'be' ? 'being' : ingOf(lower);
    return { word: verb, replacement, message: `In "used to" meaning "accustomed to", "to" is a preposition: "used to ${replacement}".` };
  },
});
