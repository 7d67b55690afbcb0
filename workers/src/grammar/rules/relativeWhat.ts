import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "the girl what I met", "the book what she gave me": "what" does not start a relative
// clause after a noun; "that" does. Only right after a determiner and one word (not "that",
// which is as often a relative itself), with a subject pronoun right behind "what". A noun
// that is the object of a verb of telling or asking ("tell the children what you saw", "ask
// the teacher what we should do") is followed by a question of its own, which "what" starts
// rightly, and so does a noun after "of" or "about" ("the question of what we know").

const QUESTION_BEFORE =
  /\b(?:tell|tells|told|telling|ask|asks|asked|asking|show|shows|showed|shown|showing|teach|teaches|taught|teaching|remind|reminds|reminded|inform|informs|informed|give|gives|gave|given|explain|explains|explained|let|lets|of|about|on|over|as\s+to|regarding|wonder|wondered)\s*$/i;
const NOT_A_NOUN = /^(?:is|are|was|were|be|been|and|or|but|of|to|in|on|at|for|with|from|by|as|than|not|so|very|much|more|most)$/i;
// nouns an "of" before a question has been left out after ("an indication what she is
// waiting for"): "that" would be no mend there
const OF_A_QUESTION =
  /^(?:kind|sort|idea|question|matter|indication|clue|sense|notion|picture|understanding|impression|description|explanation|overview|account|record|list|summary|estimate|view|reminder|hint|sign|example|guide|look|glimpse|feel|feeling|knowledge|awareness|definition|decision|choice)$/i;

export const relativeWhat = lastWordRule({
  id: 'relative_what',
  title: 'Relative pronoun',
  pattern: /\b(?:the|this|these|those|a|an|my|your|his|her|our|their)\s+(\p{L}+)\s+what(?=\s+(?:I|you|he|she|we|they)\s+\p{L})/giu,
  fix(m, text) {
    if (NOT_A_NOUN.test(m[1]!) || OF_A_QUESTION.test(m[1]!)) return null;
    const what = m[0].slice(-4);
    // a capital starts a sentence whose full stop is missing ("repair the roads What they did")
    if (what[0] === 'W') return null;
    if (QUESTION_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
    const replacement = matchCaseOf(what, 'that');
    return { word: what, replacement, message: `After a noun, a clause about it starts with "that" (or "who" for a person), not "what": "${m[1]} that".` };
  },
});
