// Short quotations: a word or a few in quotation marks ("«gesture»", "„sparse“", "'git stash
// pop'") cite a term, a setting's value or a command, not the writer's own sentence. In a
// document in another language, an English word there is a citation, not a misspelling.

import { quotations, type Span } from './quotations.js';

const MAX_WORDS = 4;
const MAX_CHARS = 60;

/** The spans of quotations of at most four words. */
export function shortQuotations(text: string): Span[] {
  return quotations(text, MAX_CHARS).filter((s) => text.slice(s.start, s.end).split(/\s+/).length <= MAX_WORDS);
}

/** A test for whether [start, end) is an English word quoted as a term. */
export function quotedEnglishTerm(text: string, isEnglish?: (word: string) => boolean): (start: number, end: number) => boolean {
  if (!isEnglish) return () => false;
  const spans = shortQuotations(text);
  if (spans.length === 0) return () => false;
  return (start, end) => spans.some((s) => s.start <= start && end <= s.end) && isEnglish(text.slice(start, end));
}
