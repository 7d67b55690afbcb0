import { lastWordRule } from './lastWordRule.js';
import { pluralOf } from './nounNumber.en.js';

// "The student's are", "many teacher's should": an apostrophe used to make a plural.
// A possessive or a contraction of "is"/"has" can never be followed directly by "are",
// "were", a modal or "have", so those words are the evidence. Names ("James's were"
// does not occur, but "Bob's will" might mean a will), pronouns and clipped forms
// ("it's", "let's", "one's") are left alone, as are numbers and letters ("the 1990's
// were", "mind your p's") whose plural apostrophe is an old, accepted style.

const PATTERN = /\b([A-Za-z][a-z]+)(['’]s)\b(?=\s+(are|were|have|should|must|can|could|will|would|may|might|shall|aren['’]t|weren['’]t|haven['’]t|can['’]t|won['’]t|shouldn['’]t)\b(?!['’]))/g;
const NOT_NOUNS = new Set([
  'it', 'let', 'that', 'what', 'who', 'where', 'there', 'here', 'he', 'she', 'one', 'someone', 'everyone', 'anyone', 'nobody',
  'somebody', 'everybody', 'anybody', 'this', 'how', 'why', 'when', 'today', 'tomorrow', 'yesterday', 'else', 'other', 'nothing',
  'everything', 'something', 'anything', 'which', 'whoever', 'whatever', 'year', 'week', 'month', 'day', 'night', 'world', 'nation', 'country',
]);
// "will" is also a noun ("the father's will"); "may", "can" and "might" too ("the farmer's can")
const NOUN_AFTER = new Set(['will', 'may', 'can', 'might', 'must']);

export const apostrophePlural = lastWordRule({
  id: 'apostrophe_plural',
  title: 'Apostrophe',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[1]!;
    const lower = noun.toLowerCase();
    if (NOT_NOUNS.has(lower)) return null;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    // a capital inside a sentence is a name ("Smith's will")
    if (/^\p{Lu}/u.test(noun) && /[^\s.!?:"“(]\s*$/u.test(before)) return null;
    // a place after "St." is a name too ("events in St. John's are")
    if (/^\p{Lu}/u.test(noun) && /\b(?:St|Ste|Mt|Ft)\.\s*$/u.test(before)) return null;
    const next = m[3]!.toLowerCase();
    // "the father's will be read" vs "the fathers will be there": a noun sense needs a verb
    // after it, a modal a base verb; only "are"/"were"/"have"/negatives are unambiguous
    // unless the word after the modal is a common subject-less continuation
    if (NOUN_AFTER.has(next)) {
      const after = text.slice(m.index + m[0].length).match(/^\s+\S+\s+([a-z]+)/)?.[1];
      if (!after || after === 'of' || after === 'and' || after === 'is' || after === 'was') return null;
    }
    if (!ctx.isWord(lower)) return null;
    const plural = pluralOf(lower).find((p) => ctx.isWord(p));
    if (!plural) return null;
    const replacement = noun[0] === lower[0] ? plural : plural[0]!.toUpperCase() + plural.slice(1);
    const word = noun + m[2]!;
    return { word, replacement, message: `"${word}" looks like a plural: the apostrophe marks possession, so write "${replacement}".` };
  },
});
