// Closing punctuation right after a passage's last word belongs to the passage.
export function extendOverPunctuation(text: string, end: number): number {
  let e = end;
  while (e < text.length && /[.!?,;:"'”’)\]»…]/.test(text[e]!)) e++;
  return e;
}

/** The line (paragraph) around `[start, end)` when it is not much longer, else the range itself. */
export function enclosingParagraph(text: string, start: number, end: number, maxGrowth = 2): [number, number] {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  const slice = text.slice(lineStart, lineEnd);
  const from = lineStart + (slice.length - slice.trimStart().length);
  const to = lineEnd - (slice.length - slice.trimEnd().length);
  return to - from <= maxGrowth * (end - start) ? [Math.min(from, start), Math.max(to, end)] : [start, end];
}
