import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "It can affect there mental health", "proud of there children": "there" where the
// possessive "their" is meant. Only after a preposition or a verb that takes an
// object ("affect", "improve") and before a word that can start a noun phrase; the
// place adverb ("out of there", "from there on", "in there somewhere", "lived there
// for years") is followed by a verb, a preposition or an adverb instead.

const PREPOSITIONS = 'of|about|with|for|without|among|towards|toward|despite|during|upon';
// prepositions of place, after which "there" is often the adverb ("the people in
// there look happy"): here the next word must not be a verb nor an adverb either
const PLACE_PREPOSITIONS = 'in|on|at|to|into|under|through|within';
const VERBS = new Set(commonVerbsEn);
const ADVERBS = new Set(['long', 'much', 'enough', 'worth', 'else', 'right', 'instead', 'anyway', 'alone']);
const OBJECT_VERBS =
  'affect|affects|affected|affecting|effect|improve|improves|improved|improving|damage|damages|damaged|damaging|harm|harms|harmed|harming|' +
  'protect|protects|protected|protecting|lose|loses|lost|losing|raise|raises|raising|express|expresses|expressed|expressing|' +
  'share|shares|shared|sharing|change|changes|changed|changing|do|does|did|doing|love|loves|loved|loving|support|supports|supported|supporting';
// words after the adverb "there": function words, time and place words
const AFTER_ADVERB = new Set(
  ('a an the this that these those some any no every each all both either neither one is are was were be been being am will would ' +
    'can could may might must shall should do does did has have had seem seems seemed appear appears appeared exist exists existed ' +
    'remain remains remained to and or but nor so yet too very now then again still once already anymore alone together before after ' +
    'until since when where while if as at in on by for from with of about into over under out up down off back here there somewhere ' +
    'anywhere everywhere nowhere today tonight tomorrow yesterday last next first often sometimes always never soon later early late ' +
    'ever forever twice instead either than because though although whether what which who whom whose why how it its he she they we you i').split(' '),
);
// plural nouns that are also verbs in -s ("improve there lives")
const NOUNS_IN_S = new Set(['lives', 'needs', 'views', 'studies', 'works', 'changes', 'results', 'names', 'uses', 'hopes', 'fears', 'plans', 'dreams', 'homes', 'rights']);
// "lost there first game": an ordinal before a noun, where the adverb would be
// followed by a time ("we lost there last year", "won there first time")
const ORDINALS = new Set(['first', 'last', 'second', 'third', 'next', 'only']);
const TIMES = new Set(['time', 'times', 'year', 'week', 'month', 'season', 'night', 'day', 'summer', 'winter', 'spring', 'autumn', 'fall', 'weekend', 'round']);
const PATTERN = new RegExp(`(?<!\\bout\\s+)\\b(?:(${PLACE_PREPOSITIONS})|${PREPOSITIONS}|${OBJECT_VERBS})\\s+(there)(?=\\s+([a-z]+)\\b(?:\\s+([a-z]+)\\b)?)`, 'gi');

function ordinalBeforeNoun(word: string, after: string | undefined): boolean {
  if (!ORDINALS.has(word) || !after || TIMES.has(after) || AFTER_ADVERB.has(after) || /(?:ly|ing|ed)$/.test(after)) return false;
  const verb = verbBaseOf.get(after);
  return !VERBS.has(after) && !(verb && verb.form !== 'ing');
}

export const theirForThere = lastWordRule({
  id: 'their_for_there',
  title: 'There or their',
  pattern: PATTERN,
  fix(m) {
    const next = m[3]!;
    if (next !== next.toLowerCase() || (AFTER_ADVERB.has(next) && !ordinalBeforeNoun(next, m[4])) || /(?:ly|ing|ed)$/.test(next)) return null;
    // a verb after "there" ("what they did there helps"): the adverb
    const verb = verbBaseOf.get(next);
    if (verb && verb.form !== 'ing' && !NOUNS_IN_S.has(next)) return null;
    if (m[1] && (VERBS.has(next) || ADVERBS.has(next) || (next.endsWith('s') && !NOUNS_IN_S.has(next)))) return null;
    const word = m[2]!;
    const replacement = matchCaseOf(word, 'their');
    return { word, replacement, message: `Use the possessive "${replacement}"; "${word}" is the place.` };
  },
});
