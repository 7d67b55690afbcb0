// Spanish, Portuguese and Italian make a noun for whoever or whatever does a thing from any
// verb ("optimizar" → "optimizador", "manejar" → "manejador", "specificare" → "specificatore"),
// and their dictionaries list only the common ones. Such a noun is a word when its verb is.

const PATTERNS: Partial<Record<string, Array<[RegExp, (stem: string, vowel: string) => string]>>> = {
  // -ador/-edor/-idor, feminine and plural: optimizadora, manejadores
  es: [[/^(\p{L}{3,})([aei])dor(?:a|es|as)?$/u, (stem, v) => `${stem}${v}r`]],
  pt: [[/^(\p{L}{3,})([aei])dor(?:a|es|as)?$/u, (stem, v) => `${stem}${v}r`]],
  // -atore/-itore, -atrice/-itrice and their plurals: specificatori, specificatrice
  it: [[/^(\p{L}{3,})([ai])(?:tore|tori|trice|trici)$/u, (stem, v) => `${stem}${v}re`]],
};

export function isRomanceAgentNoun(language: string, word: string, isWord: (w: string) => boolean): boolean {
  // a dialect ("pt-pt") forms them as its language does
  for (const [pattern, verb] of PATTERNS[language.slice(0, 2)] ?? []) {
    const m = pattern.exec(word.toLowerCase());
    if (m && isWord(verb(m[1]!, m[2]!))) return true;
  }
  return false;
}
