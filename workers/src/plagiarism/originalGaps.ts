import type { Sentence } from './sentences.js';

/**
 * Unmatched text of at least this many non-space characters, set off by a blank line or a
 * quotation boundary, is the writer's own: a paragraph of it between two borrowed stretches
 * separates two passages rather than sitting inside one.
 */
export const MIN_ORIGINAL_CHARS = 150;

function nonSpaceCount(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (!/\s/.test(text[i]!)) n++;
  return n;
}

/**
 * Whether `[start, end)` of the suspicious text, matched on neither side, is original writing
 * that must not be bridged: long enough and crossing a paragraph break (a blank line) or the
 * edge of a quotation (quoted words next to unquoted ones are cited, not copied with them).
 */
export function isOriginalGap(text: string, quotes: [number, number][], start: number, end: number): boolean {
  if (end - start < MIN_ORIGINAL_CHARS || nonSpaceCount(text, start, end) < MIN_ORIGINAL_CHARS) return false;
  if (/\n[ \t\r]*\n/.test(text.slice(start, end))) return true;
  // a quotation ending where the gap starts, or starting where it ends, counts as its edge
  return quotes.some(([a, b]) => (a >= start - 1 && a <= end + 1) || (b >= start - 1 && b <= end + 1));
}

/** The same for the sentences strictly between sentence `from` and sentence `to`. */
export function originalBetween(text: string, quotes: [number, number][], sentences: Sentence[], from: number, to: number): boolean {
  if (to - from < 2) return false;
  return isOriginalGap(text, quotes, sentences[from]!.end, sentences[to]!.start);
}
