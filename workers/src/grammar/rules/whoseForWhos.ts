import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "Who's book is this?", "the man who's car was stolen": "who's" (who is, who has)
// where the possessive "whose" is meant. Only before a noun that a helping verb
// follows, or a past or -s verb after a noun of kin or ownership; a
// word after "who's" that is a verb, a participle, an adverb, an adjective of state
// or a function word keeps the contraction ("Who's there?", "who's coming", "who's
// ready is").

const AFTER_CONTRACTION = new Set(
  ('a an the this that these those my your his her our their its no any some all both every each not been being got gone ' +
    'going done there here next right wrong sure ready responsible afraid able likely in on at to for with by from out up down ' +
    'over off about ever never always still just also really actually now then who what which it he she they we you i').split(' '),
);
const PATTERN = /\b(who['’]s)(?=\s+([a-z]+)\s+(?:(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|does|do|did)\b|([a-z]+)\b))/gi;
// nouns that are owned or kin: with one of these, a past or -s verb may follow too
// ("the woman who's son won"), where an adjective could not stand ("who's sick left")
const OWNED = new Set(
  ('son sons daughter daughters child children kids mother father mum mom dad parents wife husband brother brothers sister sisters ' +
    'family friend friends dog cat car house name book phone bag team job idea').split(' '),
);

export const whoseForWhos = lastWordRule({
  id: 'whose_for_whos',
  title: "Whose or who's",
  pattern: PATTERN,
  fix(m) {
    const next = m[2]!.toLowerCase();
    if (AFTER_CONTRACTION.has(next) || /(?:ly|ing|ed|en)$/.test(next) || verbBaseOf.has(next)) return null;
    const verb = m[3] === undefined ? undefined : verbBaseOf.get(m[3].toLowerCase());
    if (m[3] !== undefined && (!OWNED.has(next) || verb === undefined || verb.form === 'ing')) return null;
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'whose');
    return { word, replacement, message: `The possessive is "${replacement}"; "${word}" means "who is" or "who has".` };
  },
});
