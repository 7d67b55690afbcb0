// Spanish, Portuguese and Italian name the act of any -ar/-are verb with -ación, -ação,
// -azione ("indexar" → "indexación", "renomear" → "renomeação", "evidenziare" →
// "evidenziazione"), and their dictionaries list only some (the Spanish one lacks
// "indexación", "tabulación"). Such a noun, singular or plural, is a word when its verb is.

const RULES: Partial<Record<string, RegExp>> = {
  es: /^(\p{L}{3,})aci(?:ón|ones)$/u,
  pt: /^(\p{L}{3,})a(?:ção|ções)$/u,
  it: /^(\p{L}{3,})azion[ei]$/u,
};

const INFINITIVE: Readonly<Record<string, string>> = { es: 'ar', pt: 'ar', it: 'are' };

export function isRomanceActionNoun(language: string, word: string, isWord: (w: string) => boolean): boolean {
  // a dialect ("pt-pt") forms them as its language does
  const lang = language.slice(0, 2);
  const stem = RULES[lang]?.exec(word.toLowerCase())?.[1];
  return stem !== undefined && isWord(stem + INFINITIVE[lang]!);
}
