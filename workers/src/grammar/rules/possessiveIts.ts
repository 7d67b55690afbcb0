import { lastWordRule } from './lastWordRule.js';

// "wagged it's tail", "because of it's size": "it's" (it is, it has) where the
// possessive "its" is meant. Only where "it is" cannot stand: after a preposition or
// an object-taking verb, before a noun. Verbs that take a clause ("said it's time",
// "agreed it's work worth doing") are left out, so a past tense in -ed counts only
// when it is not one of them.

const PREPOSITIONS =
  'of|in|on|into|onto|upon|with|within|without|from|by|about|through|throughout|at|during|despite|towards|toward|under|over|across|behind|beyond|among|against|to';
const OBJECT_VERBS = new Set(
  ('lose loses lost losing do does did doing play plays playing reach reaches reaching raise raises raising ' +
    'wag wags wagging shake shakes shook shaking spread spreads change changes changing hurt hurts hurting ' +
    'break breaks broke breaking lick licks licking').split(' '),
);
// verbs in -ed that take a clause ("he admitted it's late")
const CLAUSE_VERBS = new Set(
  ('admitted agreed argued assumed believed claimed concluded confirmed decided declared denied discovered doubted estimated ' +
    'expected explained feared figured guessed heard hoped imagined implied insisted joked learned learnt mentioned noted ' +
    'noticed observed predicted pretended proved realised realized reasoned recalled remembered replied reported revealed ' +
    'said showed stated suggested supposed suspected thought warned wished wondered worried added answered announced ' +
    'complained confessed decreed demonstrated determined emphasised emphasized indicated maintained protested reckoned ' +
    'recognised recognized repeated shouted signalled signaled stressed screamed whispered wrote').split(' '),
);
// words that begin a clause or a predicate, not a noun phrase
const NOT_NOUN_START = new Set(
  ('a an the not been being going gonna got so too really just also always never still only all about because ' +
    'that this these those what how why where when who which here there now then true clear up down out off over ' +
    'in on at to for of by with from as like than my your his her our their its no any some every each either neither').split(' '),
);
const PATTERN = new RegExp(`\\b(?:(${PREPOSITIONS})|([a-z]+))\\s+(it['’]s)(?=\\s+([a-z]+)\\b)`, 'gi');

export const possessiveIts = lastWordRule({
  id: 'possessive_its',
  title: "Its or it's",
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]?.toLowerCase();
    if (verb !== undefined && !OBJECT_VERBS.has(verb)) {
      // a past tense that is not "need", "indeed" or a clause verb, nor an adjective
      // after "be" or "feel" ("was surprised it's cheap")
      if (!/^[a-z]{3,}ed$/.test(verb) || verb.endsWith('eed') || CLAUSE_VERBS.has(verb)) return null;
      if (/\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|feel|feels|felt|seem|seems|seemed|so|very|too|quite|really)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
      if (/['’](?:m|re|s)\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index))) return null;
    }
    const next = m[4]!.toLowerCase();
    if (NOT_NOUN_START.has(next) || /(?:ly|ing)$/.test(next)) return null;
    const word = m[3]!;
    // a capital "It's" after a verb starts a new sentence the punctuation missed
    if (word[0] !== 'i') return null;
    return { word, replacement: 'its', message: `The possessive is "its", without an apostrophe; "${word}" means "it is" or "it has".` };
  },
});
