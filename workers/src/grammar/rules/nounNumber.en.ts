// Regular English noun number, for the agreement rules: the candidate forms of a noun in
// the other number. Callers keep only the candidates the dictionary knows.

/** Nouns in -s that are singular or count as one ("class", "crisis", "physics", "the news", "a series", "innings"). */
export const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means|whereabouts|headquarters|crossroads|innings|kudos|lens|gas)$/;

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
