import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "Its important that", "its a shame", "its been a year": "its" where "it is" or
// "it has" is meant. The possessive is followed by a noun phrase, so only words that
// cannot start one are taken as evidence: an article, "been", "not", "going", or an
// adjective or participle that ends its phrase ("its clear that", "its hard to",
// "its so hard.") rather than describing a noun ("its clear water", "its quite
// large garden").

const NEVER_AFTER_POSSESSIVE = new Set(['a', 'an', 'the', 'been', 'not', 'going', 'gonna', 'got', 'just', 'also', 'always', 'never']);
// a degree adverb, then a word that ends the phrase
const DEGREE_PREDICATE = /^\s+(?:so|too|quite|really|very)\s+[a-z]+(?:\s+(?:that|to|for|because)\b|\s*[.;:!?])/i;
const PREDICATES = new Set(
  ('important true clear obvious possible impossible necessary easy hard difficult good bad better likely unlikely essential vital ' +
    'crucial fine okay ok great amazing interesting strange sad nice fun funny normal common natural wrong late early cold hot ' +
    'raining snowing called based done made known said recommended required expected supposed advised suggested unclear safe ' +
    'useful helpful crazy weird unfair fair ridiculous stupid scary dangerous cool awesome annoying frustrating unfortunate sure worth ' +
    'understandable surprising unacceptable harmful beneficial').split(' '),
);
// an adverb in -ly, then a predicate that ends the phrase ("its rightly said that", "its clearly
// wrong."; "its widely known brand" is the possessive)
const ADVERB_PREDICATE = /^\s+[a-z]+ly\s+([a-z]+)(?:\s+(?:that|to|for|because|when|if)\b|\s*[.,;:!?])/i;
// the flagged word is the match; the words after it are read through a lookahead
const PATTERN = /\b(its)\b(?=\s+([a-z]+)\b(?!-)(\s+(?:that|to|for|because|when|if)\b|\s*[.;:!?])?)/gi;

export const itsContraction = lastWordRule({
  id: 'its_contraction',
  title: "Its or it's",
  pattern: PATTERN,
  fix(m, text) {
    const next = m[2]!.toLowerCase();
    const word = m[1]!;
    // "Its time to go" opens a sentence; "spent its time to good effect" does not
    const opensSentence = /(?:^|[.!?]["'”’)]*\s+)$/.test(text.slice(0, m.index));
    // "its going rate", "its going concern" are noun phrases
    const goingNoun = next === 'going' && /^\s+going\s+(?:rate|concern)\b/i.test(text.slice(m.index + word.length));
    const evidence =
      (NEVER_AFTER_POSSESSIVE.has(next) && !goingNoun) ||
      (PREDICATES.has(next) && m[3] !== undefined) ||
      DEGREE_PREDICATE.test(text.slice(m.index + word.length)) ||
      PREDICATES.has(ADVERB_PREDICATE.exec(text.slice(m.index + word.length, m.index + word.length + 60))?.[1]?.toLowerCase() ?? '') ||
      (next === 'time' && opensSentence && / to\b/.test(m[3] ?? ''));
    if (!evidence) return null;
    const replacement = matchCaseOf(word, "it's");
    return { word, replacement, message: `"${word}" is possessive; here "${replacement}" (it is, it has) is meant.` };
  },
});
