// Short quotations: a word or a few in quotation marks ("«gesture»", "„sparse“", "'git stash
// pop'") cite a term, a setting's value or a command, not the writer's own sentence. In a
// document in another language, an English word there is a citation, not a misspelling.

// opening and closing marks of the styles in use; an ASCII apostrophe only opens after a
// space or bracket and closes before a non-letter, so "l'homme" and "it's" are no quotes
const QUOTED = /«\s?([^«»\n]{1,60}?)\s?»|»([^«»\n]{1,60}?)«|„([^„“”\n]{1,60}?)[“”]|“([^“”\n]{1,60}?)”|‘([^‘’\n]{1,60}?)’|"([^"\n]{1,60}?)"|(?<![\p{L}\p{N}])'([^'\n]{1,60}?)'(?![\p{L}\p{N}])/gu;
const MAX_WORDS = 4;

/** The spans of quotations of at most four words. */
export function shortQuotations(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(QUOTED)) {
    const inner = m.slice(1).find((g) => g !== undefined)!;
    if (inner.trim().split(/\s+/).length > MAX_WORDS) continue;
    const start = m.index + m[0].indexOf(inner);
    out.push({ start, end: start + inner.length });
  }
  return out;
}

/** A test for whether [start, end) is an English word quoted as a term. */
export function quotedEnglishTerm(text: string, isEnglish?: (word: string) => boolean): (start: number, end: number) => boolean {
  if (!isEnglish) return () => false;
  const spans = shortQuotations(text);
  if (spans.length === 0) return () => false;
  return (start, end) => spans.some((s) => s.start <= start && end <= s.end) && isEnglish(text.slice(start, end));
}
