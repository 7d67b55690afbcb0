import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "We don't do nothing", "I didn't see nobody": a negated verb takes "anything",
// "anybody", "anywhere" or "any" in standard English. The negative word must be the
// object: when a verb follows it, it opens a clause of its own ("I can't say nothing
// happened"). "Isn't nothing" and the like are left out, since "it isn't nothing"
// is a deliberate understatement.

// The negation written out counts too ("People do not do nothing", "he never says nothing"), but
// not "cannot do nothing", which says one must act.
const PATTERN =
  /\b(?:(?:do|does|did|wo|ca|could|would|should|have|has|had|must|might)n['’]t|(?:do|does|did|will|would|should|have|has|had)\s+not|never)\s+[a-z]+\s+(nothing|nobody|nowhere|none|no one|no)\b(?=\s*([a-z]+)?)/gi;
const ANY: Record<string, string> = { nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere', none: 'any', 'no one': 'anyone', no: 'any' };
// "no" counts only before a noun it negates ("don't have no money"), not as an answer or in an
// idiom ("didn't say no to it", "no matter what", "no longer used"), nor after a verb of meaning,
// whose object is the whole of "no error" ("does not mean no error")
const NOT_AFTER_NO = /^(?:to|for|in|on|at|as|than|and|or|but|matter|doubt|way|sooner|longer)$/;
const CLAUSE_VERBS = new Set(['is', 'was', 'are', 'were', 'has', 'had', 'will', 'would', 'can', 'could', 'should', 'seems', 'seemed', 'happened', 'matters', 'mattered']);

export const doubleNegative = lastWordRule({
  id: 'double_negative',
  title: 'Double negative',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    // a capital mid-sentence is a name or a code value ("doesn't accept None")
    if (/^\p{Lu}/u.test(word)) return null;
    const next = m[2]?.toLowerCase();
    if (word.toLowerCase() === 'no' && (!next || NOT_AFTER_NO.test(next) || /\b(?:mean|means|meant|imply|implies|implied|say|says|said)\s+no$/i.test(m[0]))) return null;
    // "none left" is an object and a participle; "nobody left" a clause
    const clauseVerb = next && (CLAUSE_VERBS.has(next) || (word.toLowerCase() !== 'none' && ['third', 'past'].includes(verbBaseOf.get(next)?.form ?? '')));
    if (clauseVerb) return null;
    const replacement = matchCaseOf(word, ANY[word.toLowerCase()]!);
    return { word, replacement, message: `With a negated verb, standard English uses "${replacement}" rather than a second negative.` };
  },
});
