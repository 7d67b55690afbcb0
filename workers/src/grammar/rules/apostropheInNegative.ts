import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "She cant come", "He wont listen": "can't" and "won't" typed without the
// apostrophe. Both are words of their own ("the cant of the roof", "as was his
// wont"), so the spelling pass passes them; they count only between a subject (a
// pronoun or a name) and a bare verb, where the nouns cannot stand.

const FIX: Record<string, string> = { cant: "can't", wont: "won't" };
const VERBS = new Set([...commonVerbsEn, 'be', 'afford', 'breathe', 'swim', 'sing', 'cook', 'fix', 'handle', 'answer', 'join', 'hurt', 'forgive']);
const PATTERN = /\b(?:(I|you|he|she|it|we|they|[A-Z][a-z]+)|([a-z]+))\s+(cant|wont)(?=\s+([a-z]+)\b)/g;
// words before which "cant" or "wont" is the noun ("his wont", "the cant")
const DETERMINER = /^(?:a|an|the|his|her|its|their|our|my|your|this|that|of|as)$/;

export const apostropheInNegative = lastWordRule({
  id: 'apostrophe_in_negative',
  title: 'Missing apostrophe',
  pattern: PATTERN,
  fix(m) {
    const before = m[1] ?? m[2]!;
    if (DETERMINER.test(before.toLowerCase()) || !VERBS.has(m[4]!)) return null;
    const word = m[3]!;
    const replacement = matchCaseOf(word, FIX[word.toLowerCase()]!);
    return { word, replacement, message: `The short form of "${word === 'cant' ? 'cannot' : 'will not'}" has an apostrophe: "${replacement}".` };
  },
});
