import { lastWordRule } from './lastWordRule.js';

// "may not able to", "he should aware of it": a modal verb needs a verb, and these
// adjectives only follow one through "be" ("may not be able to"). Only adjectives that
// are never verbs or adverbs are listed, so "can free", "will clear" and "must hard"
// are never taken for them; "likely" only before "to", since "it will likely fail" is right.
// The "to" of an infinitive too ("for people to aware of the risk"), with the adjectives that
// never stand before a noun and only before "of", "to" or "that": "to important issues" is a
// preposition's.

const MODAL = "can|could|will|would|shall|should|may|might|must|cannot|can't|couldn't|won't|wouldn't|shouldn't|mustn't";
const ADVERB = 'not|also|only|just|still|never|possibly|really|even|certainly|probably|always|surely|definitely|actually|hardly|then|soon|no longer';
const ADJECTIVE =
  'able|unable|aware|unaware|willing|unwilling|afraid|capable|incapable|responsible|ready|careful|possible|impossible|necessary|beneficial|harmful|useful|helpful|difficult|important|dangerous|happy|unhappy|healthy|true|likely|unlikely|confident|honest';
const AFTER_TO = /^(?:aware|unaware|afraid|able|unable)$/i;
const PATTERN = new RegExp(`\\b(${MODAL}|to)((?:\\s+(?:${ADVERB}))*)\\s+(${ADJECTIVE})\\b`, 'gi');
// "can", "will" and "may" after an article or possessive are nouns ("the will to live").
const NOUN_BEFORE = /\b(?:the|a|an|his|her|their|our|my|your|its|free|good|ill|this|that)\s+$/i;

export const beAfterModal = lastWordRule({
  id: 'be_after_modal',
  title: 'Missing verb',
  pattern: PATTERN,
  fix(m, text) {
    if (NOUN_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    const adjective = m[3]!;
    if (/^to$/i.test(m[1]!) && (!AFTER_TO.test(adjective) || !/^\s+(?:of|to|that)\b/i.test(text.slice(m.index + m[0].length)))) return null;
    // "it will likely fail": "likely" is an adverb there too, unless "to" follows ("will likely to rain")
    if (/^likely$/i.test(adjective) && !/^\s+to\b/.test(text.slice(m.index + m[0].length))) return null;
    return { word: adjective, replacement: `be ${adjective}`, message: `After "${m[1]}", "${adjective}" needs the verb "be": "${m[1]}${m[2]} be ${adjective}".` };
  },
});
