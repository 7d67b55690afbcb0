import type { Finding } from './finding.js';

// A word in quotation marks of its own is mentioned, not used: "the commands ‘df’ and ‘du’",
// "write ‘their’, not ‘there’", "the type ‘a’". Grammar and style judge words in use; a
// misspelling stays a misspelling in quotes.

const OPENING = new Set(['‘', '"', '“', "'", '`', '«', '„']);
const CLOSING = new Set(['’', '"', '”', "'", '`', '»', '“']);

/** Whether a grammar or style finding covers exactly a quoted word or short name. */
export function quotedMention(text: string, f: Finding): boolean {
  if (f.category === 'spelling' || f.end <= f.start) return false;
  if (!OPENING.has(text[f.start - 1] ?? '') || !CLOSING.has(text[f.end] ?? '')) return false;
  return !/\s/.test(text.slice(f.start, f.end).trim());
}
