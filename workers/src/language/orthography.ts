import type { SupportedLanguage } from './languages.js';

// Spellings that belong to one or two of the languages: letters ("ñ", "ã", "ß"), endings
// ("-ción", "-ção", "-zione", "-heid") and French elisions. Function words alone tell a short
// sentence poorly: "Mot de passe déjà utilisé" shares "de" with four languages and has no other
// stopword, while "déjà" and "-é" are plainly French. Every pattern matches in linear time.
const MARKS: ReadonlyArray<[RegExp, Partial<Record<SupportedLanguage, number>>]> = [
  [/ñ|[¿¡]/giu, { es: 1 }],
  [/ión(?!\p{L})|cion(?:es)?(?!\p{L})/giu, { es: 1 }],
  [/dad(?:es)?(?!\p{L})/giu, { es: 1 }],
  [/(?<=[bcdfhjlmnprstvz])ue(?=[dnrsv]\p{L})/giu, { es: 1 }],
  [/(?<=\p{L})(?:ió|aron|ieron|ajes?)(?!\p{L})/giu, { es: 1 }],
  [/[ãõ]/giu, { pt: 1 }],
  [/(?<=\p{L})[ln]h(?=[aeiouáéíóúâêôãõ])/giu, { pt: 0.5 }],
  [/dades?(?!\p{L})/giu, { pt: 1 }],
  [/eir[oa]s?(?!\p{L})|(?<=\p{L})-(?:se|lhes?|me|te|nos|l?[oa]s?)(?!\p{L})|(?<!\p{L})é(?!\p{L})/giu, { pt: 1 }],
  [/(?<=\p{L})(?<!y)ou(?!\p{L})|(?<=\p{L})(?:aram|eram|iram|agem|agens|[áí]vel|[áí]veis)(?!\p{L})/giu, { pt: 1 }],
  // Spanish has no "ç" and never doubles an s
  [/ç/giu, { pt: 0.5, fr: 0.5 }],
  [/(?<=[aeiouáéíóú])ss(?=[aeiouáéíóú])/giu, { pt: 0.3, fr: 0.3, it: 0.3 }],
  [/[îûœ]|è(?=\p{L})/giu, { fr: 1 }],
  [/ê/giu, { fr: 0.5, pt: 0.5 }],
  [/(?<!\p{L})(?:[dnjsmt]|qu)['’](?=\p{L})/giu, { fr: 1 }],
  [/(?<!\p{L})[lc]['’](?=\p{L})/giu, { fr: 0.5, it: 0.5 }],
  [/(?<!\p{L})(?:[dns]ell|all|dall|sull|un|quest)['’](?=\p{L})/giu, { it: 1 }],
  [/(?<=\p{L}{3})é(?:e|es|s)?(?!\p{L})|(?<=\p{L})eurs?(?!\p{L})/giu, { fr: 1 }],
  [/(?<=\p{L}{2})iers?(?!\p{L})/giu, { fr: 0.5 }],
  [/eaux?(?!\p{L})|(?<=\p{L})(?:eux|oir|ait|aient)(?!\p{L})/giu, { fr: 1 }],
  [/(?<!\p{L})è(?!\p{L})|[ìò]|(?<=\p{L})tà(?!\p{L})/giu, { it: 1 }],
  [/ion[ei](?!\p{L})|gli|cch|uov[aeio]|uò|ibil[ei](?!\p{L})|(?<=\p{L})[aei]rsi(?!\p{L})/giu, { it: 1 }],
  [/[äöüß]|(?<=\p{L}{3})(?:ung|ungen|keit|heit|lich|isch)(?!\p{L})/giu, { de: 1 }],
  [/sch/giu, { de: 0.5, nl: 0.5 }],
  [/ij(?![aeoáéó])|uu|(?:heid|lijke?)(?!\p{L})/giu, { nl: 1 }],
];

/** Each language's weight of distinctive spellings in a text. */
export function orthographyScores(text: string): Map<SupportedLanguage, number> {
  const scores = new Map<SupportedLanguage, number>();
  for (const [pattern, votes] of MARKS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count === 0) continue;
    for (const [language, weight] of Object.entries(votes) as Array<[SupportedLanguage, number]>) {
      scores.set(language, (scores.get(language) ?? 0) + count * weight);
    }
  }
  return scores;
}
