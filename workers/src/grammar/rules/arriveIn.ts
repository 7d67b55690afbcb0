import { lastWordRule } from './lastWordRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "We arrived to London": one arrives "in" a city or country ("at" a building). Only
// before a capitalised name, since "arrived to find", "arrived to cheers" and
// "arrived to a warm welcome" are right; a verb in a title ("Arrived To Find") is
// left alone.

const PATTERN = /\b(?:arrive|arrives|arrived|arriving)\s+(to)(?=\s+([A-Z][a-z]+)\b)/g;
const VERBS = new Set(commonVerbsEn);

export const arriveIn = lastWordRule({
  id: 'arrive_in',
  title: 'Preposition',
  pattern: PATTERN,
  fix(m) {
    const name = m[2]!.toLowerCase();
    if (VERBS.has(name) || verbBaseOf.has(name)) return null;
    return { word: m[1]!, replacement: 'in', message: 'One arrives "in" a city or country ("at" a building).' };
  },
});
