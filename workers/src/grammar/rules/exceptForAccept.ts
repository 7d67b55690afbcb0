import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "Everyone came accept John", "everything accept the bread": the verb "accept" where
// the preposition "except" is meant. Only after a verb that takes no object (came,
// left, agreed...) or after "everyone/everything..." that no "make/let/help" governs
// ("made everyone accept the terms" is right), and before who or what is left out: a
// name, an object pronoun, "for", or a determiner.

const INTRANSITIVE =
  'came|went|left|arrived|stayed|agreed|laughed|cried|passed|survived|attended|turned up|died|escaped|slept';
// "All of us accept the terms" is a subject and its verb, so only the singular pronouns
const EVERYONE = 'everyone|everybody|everything';
const NEXT = /^(?:me|him|her|us|them|you|for|the|my|his|her|our|their|your|one|two|three|those|these|that|this|on|in|when|if|[A-Z][a-z]+)$/;
const GOVERNS = /\b(?:make|makes|made|making|let|lets|letting|help|helps|helped|helping|have|has|had|get|to|will|would|can|could|should|must|may|might|did|do|does|don't|didn't|won't|can't)\s+$/i;
const PATTERN = new RegExp(`\\b(?:(${INTRANSITIVE})|(${EVERYONE}))\\s+(accept)(?=\\s+([A-Za-z]+))`, 'gi');

export const exceptForAccept = lastWordRule({
  id: 'except_for_accept',
  title: 'Confused words',
  pattern: PATTERN,
  fix(m, text) {
    if (!NEXT.test(m[4]!)) return null;
    if (m[2] && GOVERNS.test(text.slice(Math.max(0, m.index - 20), m.index))) return null;
    const word = m[3]!;
    const replacement = matchCaseOf(word, 'except');
    return { word, replacement, message: `Use "${replacement}" (leaving out); "${word}" is the verb "take".` };
  },
});
