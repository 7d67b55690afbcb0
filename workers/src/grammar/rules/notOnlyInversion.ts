import { lastWordRule } from './lastWordRule.js';

// "Not only he is smart, but also kind" -> "Not only is he": "not only" opening a sentence
// puts the verb before its subject, as a question does. Only "be", "have" and the modals,
// which move alone.

const PATTERN = /(?<=^|[.!?]["'”’)]*\s+)Not only\s+((I|you|he|she|we|they|it)\s+(am|is|are|was|were|has|have|had|can|could|will|would|should|must|may|might))\b/g;

export const notOnlyInversion = lastWordRule({
  id: 'not_only_inversion',
  title: 'Word order',
  pattern: PATTERN,
  fix(m) {
    const [, pair, subject, verb] = m as unknown as [string, string, string, string];
    const replacement = `${verb} ${subject}`;
    return { word: pair, replacement, message: `After "Not only" opening a sentence, the verb comes before its subject: "Not only ${replacement}".` };
  },
});
