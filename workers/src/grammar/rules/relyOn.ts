import { lastWordRule } from './lastWordRule.js';

// "The children rely the parent": "rely" takes its object through "on" (or "upon"),
// so a determiner or pronoun straight after it means the preposition is missing.
// An adverb in between ("rely heavily on") is right and not matched.

const PATTERN =
  /\b(rely|relies|relied|relying)(?=\s+(?:the|a|an|his|her|their|our|my|your|its|this|these|those|them|him|us|me|it|each|one|other|others)\b)/gi;

export const relyOn = lastWordRule({
  id: 'rely_on',
  title: 'Preposition',
  pattern: PATTERN,
  fix(m) {
    return { word: m[1]!, replacement: `${m[1]} on`, message: 'One relies "on" someone or something.' };
  },
});
