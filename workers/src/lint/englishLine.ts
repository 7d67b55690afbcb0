import type { Finding } from './finding.js';

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/**
 * Whether a paragraph of a document in another language is a short line of English
 * ("Keep the permissions." in a French manual, where "Keep" and "the" are no French):
 * every word of it English and the page's dictionary missing a quarter of them, or, when
 * the page's dictionary misses half, all words English but one, a slip in English
 * ("Keep the permisions."). One unknown word among words both languages share is a slip
 * in the page's language.
 */
export function isEnglishLine(paragraph: string, found: readonly Finding[], isEnglish: (word: string) => boolean): boolean {
  const words = paragraph.match(WORD) ?? [];
  if (words.length < 2) return false;
  const unknown = found.filter((f) => f.category === 'spelling').length;
  if (unknown === 0 || unknown < words.length / 4) return false;
  const foreign = words.filter((w) => !isEnglish(w) && !isEnglish(w.toLowerCase())).length;
  return foreign === 0 || (foreign === 1 && words.length >= 3 && unknown >= words.length / 2);
}
