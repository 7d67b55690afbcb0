import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "If I were you, I will study harder" -> "I would study": a condition that is not real ("if I
// were", "if she were") has "would" in its main clause, not "will". Only "were" after "I", "he",
// "she" or "it", where it can be nothing but the unreal past ("if you were at the meeting, you
// will know" is a real condition about the past), and a main clause that opens with a pronoun
// after the comma or straight after the "if" clause's next word.

const WOULD: Record<string, string> = { will: 'would', "'ll": "'d", '’ll': '’d', "won't": "wouldn't", 'won’t': 'wouldn’t', can: 'could', "can't": "couldn't", 'can’t': 'couldn’t' };
const PATTERN =
  /\bif\s+(?:I|he|she|it)\s+were\s+[^.!?;,]{1,40}?,?\s+(?:I|you|he|she|it|we|they)(?:\s+(will|won['’]t|can|can['’]t)|(['’]ll))(?=\s+[a-z]+\b)/gi;

export const wouldAfterUnrealIf = lastWordRule({
  id: 'would_after_unreal_if',
  title: 'Condition',
  pattern: PATTERN,
  fix(m) {
    const word = (m[1] ?? m[2])!;
    const replacement = matchCaseOf(word, WOULD[word.toLowerCase()]!);
    return { word, replacement, message: `A condition that is not real ("if I were") takes "${replacement}" in its main clause.` };
  },
});
