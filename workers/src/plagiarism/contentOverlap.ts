import type { WordToken } from './tokens.js';

/** Index of the first token ending after `at`. */
export function firstTokenAfter(tokens: WordToken[], at: number): number {
  let lo = 0, hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function contentWords(tokens: WordToken[], start: number, end: number): Set<string> {
  const words = new Set<string>();
  for (let t = firstTokenAfter(tokens, start); t < tokens.length && tokens[t]!.start < end; t++) {
    if (!tokens[t]!.stop) words.add(tokens[t]!.stem);
  }
  return words;
}

/**
 * Dice coefficient of the sets of content-word stems of `[aStart, aEnd)` and `[bStart, bEnd)`:
 * two short stretches on the same subject share some words, a reworded copy shares most of them.
 */
export function contentDice(a: WordToken[], aStart: number, aEnd: number, b: WordToken[], bStart: number, bEnd: number): number {
  const x = contentWords(a, aStart, aEnd), y = contentWords(b, bStart, bEnd);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return (2 * shared) / (x.size + y.size);
}
