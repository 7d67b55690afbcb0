// Paragraphs are the unit of checking and caching: a one-word edit re-checks only
// the paragraph it falls in.

export interface ParagraphRange {
  start: number;
  end: number;
}

/** Ranges of non-blank paragraphs, split at blank lines (or at single line breaks in long runs). */
export function paragraphRanges(text: string, maxLength = 4000): ParagraphRange[] {
  const out: ParagraphRange[] = [];
  const re = /\n[ \t]*\n+/g;
  let last = 0;
  const push = (s: number, e: number): void => {
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e <= s) return;
    if (e - s <= maxLength) {
      out.push({ start: s, end: e });
      return;
    }
    // a very long block: split at line breaks, else at sentence ends
    let cut = text.lastIndexOf('\n', s + maxLength);
    if (cut <= s) {
      const slice = text.slice(s, s + maxLength);
      const m = [...slice.matchAll(/[.!?]["')\]]*\s/g)].pop();
      cut = m ? s + m.index + m[0].length : s + maxLength;
    }
    push(s, cut);
    push(cut, e);
  };
  for (const m of text.matchAll(re)) {
    push(last, m.index);
    last = m.index + m[0].length;
  }
  push(last, text.length);
  return out;
}
