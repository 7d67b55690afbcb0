/**
 * Each word written without its accents, singular and plural, mapped to its accented form:
 * "numero" and "numeros" to "número" and "números". The words are given in the singular.
 */
export function unaccentedForms(words: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const word of words) {
    const bare = word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    out[bare] = word;
    out[`${bare}s`] = `${word}s`;
  }
  return out;
}
