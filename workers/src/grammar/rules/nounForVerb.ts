import { lastWordRule } from './lastWordRule.js';

// "People loss interest", "I belief that", "They success": a noun in the place of
// the verb after a subject. Only nouns whose verb is spelt otherwise and that cannot
// follow a subject pronoun themselves; "you" is left out ("I wish you success"), and
// "people" counts only where it opens a clause ("it gives people success" has two
// objects).

const VERB_OF: Record<string, [string, string, string]> = {
  loss: ['lose', 'loses', 'lost'],
  success: ['succeed', 'succeeds', 'succeeded'],
  belief: ['believe', 'believes', 'believed'],
  proof: ['prove', 'proves', 'proved'],
};
// a past verb later in the sentence ("They success and they had the power") tells the tense
const PAST_LATER = /^[^.!?;]{0,60}\b(?:had|was|were|did)\b/i;
const ADVERB = 'also|always|often|usually|never|sometimes|still|really|just|even|already|generally|normally|rarely|seldom|actually|will|can|could|would|should|may|might|must|cannot|to|not';
const PATTERN = new RegExp(`\\b(I|we|they|he|she|people)\\s+(?:(${ADVERB})\\s+)?(loss|success|belief|proof)\\b(?![-'’])`, 'gi');
const CLAUSE_START = /(?:^|[.!?;:,(]\s*|\b(?:and|but|so|that|because|if|when|while|although|though|since|as|where|whereas|many|most|some|young|old|the)\s+)$/i;

export const nounForVerb = lastWordRule({
  id: 'noun_for_verb',
  title: 'Word form',
  pattern: PATTERN,
  fix(m, text) {
    const subject = m[1]!;
    const noun = m[3]!;
    if (/^people$/i.test(subject) && !CLAUSE_START.test(text.slice(Math.max(0, m.index - 20), m.index))) return null;
    const [base, third, past] = VERB_OF[noun.toLowerCase()]!;
    // after a modal, "to" or "not" the verb is a base form; otherwise a past or, after "he/she", the -s form
    const finite = !m[2] || /^(?:also|always|often|usually|never|sometimes|still|really|just|even|already|generally|normally|rarely|seldom|actually)$/i.test(m[2]);
    const verb = !finite ? base : PAST_LATER.test(text.slice(m.index + m[0].length)) ? past : /^(?:he|she)$/i.test(subject) ? third : base;
    return { word: noun, replacement: verb, message: `"${noun}" is a noun; the verb is "${base}".` };
  },
});
