import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "people whom are less knowledgeable", "No matter whom is asked": "whom" is an object, so
// the subject of a verb is "who". Only right before a helping or linking verb, never after a
// preposition ("many of whom are"), and not where a question opens with it and a subject
// follows the verb ("Whom have you asked?", "Whom will the board choose?").

const PATTERN = /\b(whom)(?=\s+(is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|does|do|did)\s+([\p{L}'’]+))/giu;
const PREPOSITION_BEFORE = /\b(?:of|to|with|by|for|from|about|among|between|against|without|under|over|upon|whom|than|on|in|at|through|behind|beside|besides|beyond|toward|towards)\s+$/i;
const PRONOUN_OR_NAME = /^(?:I|you|we|they|he|she|it|\p{Lu}[\p{L}'’-]*)$/u;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its)$/i;
const MODAL_OR_DO = /^(?:will|would|can|could|should|may|might|must|does|do|did)$/i;

export const whoForWhom = lastWordRule({
  id: 'who_for_whom',
  title: 'Who or whom',
  pattern: PATTERN,
  fix(m, text) {
    if (PREPOSITION_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    // a subject after the verb makes a question: a pronoun or a name always, a noun phrase after a
    // modal or "do", or after any verb when "whom" opens the sentence
    const [, , verb, next] = m as unknown as [string, string, string, string];
    if (PRONOUN_OR_NAME.test(next)) return null;
    if (DETERMINER.test(next) && (MODAL_OR_DO.test(verb) || /(?:^|[.!?]["'”’)]*\s+|\n\s*)$/.test(text.slice(Math.max(0, m.index - 4), m.index)))) return null;
    const replacement = matchCaseOf(m[1]!, 'who');
    return { word: m[1]!, replacement, message: `"Whom" is an object; the subject of "${verb}" is "who".` };
  },
});
