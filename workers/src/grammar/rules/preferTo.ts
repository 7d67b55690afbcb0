import { lastWordRule } from './lastWordRule.js';

// "I prefer tea than coffee": "prefer" compares with "to" ("prefer tea to coffee").
// Only a short object of one to three words right after the verb counts, and not an
// infinitive ("prefer to walk rather than drive" is right, and "prefer to walk than
// drive" wants "rather than", which is another fix) nor "rather than".

const PATTERN = /\b(prefer|prefers|preferred|preferring)\s+((?:[a-z]+\s+){1,3}?)(than)\b/gi;

export const preferTo = lastWordRule({
  id: 'prefer_to',
  title: 'Preposition',
  pattern: PATTERN,
  fix(m) {
    const object = m[2]!.trim().split(/\s+/);
    if (object[0] === 'to' || object.at(-1) === 'rather' || object.some((w) => w === 'more' || w === 'less' || w === 'that' || w === 'it')) return null;
    return { word: m[3]!, replacement: 'to', message: `"${m[1]}" compares with "to": "${m[1]} ${object.join(' ')} to …".` };
  },
});
