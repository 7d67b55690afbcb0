import { limits } from '@writecheck/shared';
import { wordOffsetAfter } from '@writecheck/shared/wordCount';

/** Words after the teaser that a guest check reads but shows only as highlights. */
export const GUEST_PEEK_WORDS = 200;

/**
 * Where a guest check's document splits: the teaser (`[0, crispEnd)`, shown in full), the
 * peek window (`[crispEnd, peekEnd)`, highlights only) and the unscanned rest (`[peekEnd, end)`).
 * Offsets are into the check's text; word counts are counted as the check counts them.
 */
export interface GuestWindow {
  crispEnd: number;
  peekEnd: number;
  wordCount: number;
  crispWords: number;
  peekWords: number;
  unscannedWords: number;
}

export function guestWindow(text: string, wordCount: number): GuestWindow {
  const teaser = limits.guestTeaserWords;
  const crispWords = Math.min(wordCount, teaser);
  const peekWords = Math.min(Math.max(0, wordCount - teaser), GUEST_PEEK_WORDS);
  const unscannedWords = wordCount - crispWords - peekWords;
  // A document within the teaser is read whole, trailing punctuation included.
  const crispEnd = peekWords === 0 ? text.length : wordOffsetAfter(text, teaser);
  const peekEnd = unscannedWords === 0 ? text.length : wordOffsetAfter(text, teaser + peekWords);
  return { crispEnd, peekEnd, wordCount, crispWords, peekWords, unscannedWords };
}

/** The part of a guest check's text the analysis passes read: the teaser and the peek window. */
export function guestScanText(text: string, wordCount: number): string {
  return text.slice(0, guestWindow(text, wordCount).peekEnd);
}
