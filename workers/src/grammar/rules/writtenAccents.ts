import type { PatternFix } from './patternRule.js';

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

/**
 * The fix for a word of `table` caught without its accent (the pattern's `fix` group), after
 * a determiner or "por": none for a placeholder in capitals ("cada NUMERO"), which is no word
 * of the sentence, nor after "por" for anything but "último" ("por practica" is no phrase).
 */
export function accentFix(m: RegExpExecArray, table: Record<string, string>): PatternFix | null {
  const typed = m.groups!['fix']!;
  if (typed === typed.toUpperCase()) return null;
  const word = typed.toLowerCase();
  if (/^por\s/i.test(m[0]) && !/^ultim/.test(word)) return null;
  const accented = table[word]!;
  return { replacement: accented, message: `"${accented}" carries a written accent; "${word}" is a form of a verb.` };
}
