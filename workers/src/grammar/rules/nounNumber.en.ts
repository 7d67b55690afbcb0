// Regular English noun number, for the agreement rules: the candidate forms of a noun in
// the other number. Callers keep only the candidates the dictionary knows.

/** Nouns in -s that are singular or count as one ("class", "crisis", "physics", "the news", "a series", "innings"). */
export const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means|whereabouts|headquarters|crossroads|innings|kudos|lens|gas)$/;

// Fields of study in -ics whose -ic is also a noun, singular as a subject ("physics is"), and
// nouns in -ic that do not count, given an -s by mistake ("pointer arithmetics applies").
const SINGULAR_ICS = new Set([
  'physics', 'optics', 'ethics', 'mechanics', 'dynamics', 'statistics', 'graphics', 'ceramics', 'electronics', 'economics', 'politics',
  'arithmetics', 'logics', 'rhetorics', 'musics', 'magics', 'traffics',
]);

/**
 * A plural in -ics of a noun that counts: "critics", "topics", "clinics", "characteristics". The
 * dictionary gives its -ic a possessive ("critic's"), which the adjective of a field in -ics lacks
 * ("genetic", "linguistic"); the fields whose -ic is a noun too are listed.
 */
function isCountedIcs(word: string, isWord: (w: string) => boolean): boolean {
  const lower = word.toLowerCase();
  return lower.endsWith('ics') && !SINGULAR_ICS.has(lower) && isWord(`${lower.slice(0, -1)}'s`);
}

/** Whether a noun in -s is singular by `pattern` (a rule's own, or SINGULAR_IN_S), a counted plural in -ics aside. */
export function isSingularInS(word: string, isWord: (w: string) => boolean, pattern: RegExp = SINGULAR_IN_S): boolean {
  return pattern.test(word) && !isCountedIcs(word, isWord);
}

/**
 * Common nouns that count, for rules that must know a noun counts where so many do not ("most
 * water", "software are"): people, places, things a learner's essay counts.
 */
export const COMMON_COUNT_NOUNS: ReadonlySet<string> = new Set(
  ('student teenager parent teacher country company city school family friend kid adult worker employee expert scientist doctor ' +
    'user citizen driver tourist customer university job car house book website game movie film restaurant shop store animal ' +
    'product business researcher reader writer player member visitor resident patient graduate problem idea question').split(' '),
);

/** A common noun that only counts: "business" counts ("two businesses") and does not ("most business is done online"). */
export const countsOnly = (noun: string): boolean => COMMON_COUNT_NOUNS.has(noun) && noun !== 'business';

export function pluralOf(noun: string): string[] {
  if (/(?:s|sh|ch|x|z)$/.test(noun)) return [`${noun}es`];
  if (/[^aeiou]y$/.test(noun)) return [`${noun.slice(0, -1)}ies`];
  if (/fe?$/.test(noun)) return [`${noun}s`, noun.replace(/fe?$/, 'ves')];
  return [`${noun}s`];
}

export function singularsOf(noun: string): string[] {
  if (noun.endsWith('ies')) return [`${noun.slice(0, -3)}y`];
  if (noun.endsWith('es')) return [noun.slice(0, -1), noun.slice(0, -2)];
  return [noun.slice(0, -1)];
}
