import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "She told that she was tired": "tell" names whom it tells ("told me that"); with no one told,
// the verb is "say" ("said that"). Only before "that" and the subject of its clause ("told that
// story" is a determiner), and not in the passive ("I was told that", "as told"). Only "told" and
// "tells": "I could tell that", "it is telling that" are seeing and revealing, not saying.

const SAID: Readonly<Record<string, string>> = { tells: 'says', told: 'said' };
const PATTERN = /\b(tells|told)(?=\s+that\s+(?:I|you|he|she|it|we|they|there|this|the|his|her|my|our|their|people|everyone|nobody)\b)/gi;
const PASSIVE_OR_ASIDE = /\b(?:am|is|are|was|were|be|been|being|get|got|gets|as|when|if|having)\s+(?:(?:not|never|always|often|already|also|just|once|repeatedly)\s+)?$/i;

export const tellWithoutObject = lastWordRule({
  id: 'tell_without_object',
  title: 'Verb choice',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[1]!;
    if (PASSIVE_OR_ASIDE.test(text.slice(Math.max(0, m.index - 24), m.index))) return null;
    const replacement = matchCaseOf(verb, SAID[verb.toLowerCase()]!);
    return { word: verb, replacement, message: `"${verb}" needs whom it tells ("${verb} me that"); with no one named, write "${replacement} that".` };
  },
});
