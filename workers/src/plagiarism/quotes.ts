/**
 * Character ranges of a text that sit inside quotation marks or in a block quote (lines starting
 * with `>`). Curly, guillemet and low-high quotes pair by kind; straight double quotes pair in
 * order. A quotation does not run across a blank line, so a stray mark cannot swallow a document.
 */
export function quotedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const PAIRS: Record<string, string> = { '“': '”', '«': '»', '„': '“', '‘': '’', '"': '"' };
  let open: { ch: string; at: number } | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n' && text[i + 1] === '\n') open = undefined;
    if (open && ch === PAIRS[open.ch]) {
      // An apostrophe inside a word ("don’t") does not close a single quotation.
      if (ch === '’' && /\p{L}/u.test(text[i + 1] ?? '')) continue;
      ranges.push([open.at, i + 1]);
      open = undefined;
    } else if (!open && ch in PAIRS) {
      if (ch === '‘' && /\p{L}/u.test(text[i - 1] ?? '')) continue;
      open = { ch, at: i };
    }
  }
  const block = /^[ \t]*>.*$/gm;
  for (const m of text.matchAll(block)) ranges.push([m.index, m.index + m[0].length]);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Share of the non-space characters of `[start, end)` that lie inside the ranges. */
export function quotedShare(text: string, ranges: [number, number][], start: number, end: number): number {
  let inside = 0, total = 0;
  for (let i = start; i < end; i++) {
    if (/\s/.test(text[i]!)) continue;
    total++;
    if (ranges.some(([a, b]) => i >= a && i < b)) inside++;
  }
  return total ? inside / total : 0;
}
