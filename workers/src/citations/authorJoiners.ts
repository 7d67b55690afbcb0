// The word that joins the last two authors in each language's citations and references
// ("Hale y Guan (2015)", "(Dupont et Martin, 2019)"), besides "&". Only the document's own
// language's word is read: in another it can be part of a name (the Portuguese "Costa e Silva").
const LOCAL: Record<string, string> = { es: 'y', fr: 'et', de: 'und', pt: 'e', it: 'e', nl: 'en' };

/** The words that may join authors in a document of `language` (an ISO code), "and" first. */
export function authorJoiners(language = 'en'): readonly string[] {
  const local = LOCAL[language.slice(0, 2).toLowerCase()];
  return local ? ['and', local] : ['and'];
}


/**
 * A citation as the style formats it, with "&" and "and" between names written in the
 * document language's word ("(Orben y Przybylski, 2019)"), as the style's manual in that
 * language writes them. Only for citations: a reference's title has its own "and".
 */
export function withLocalJoiner(citation: string, language: string): string {
  const local = LOCAL[language.slice(0, 2).toLowerCase()];
  return local ? citation.replace(/,? & |,? and /g, ` ${local} `) : citation;
}
