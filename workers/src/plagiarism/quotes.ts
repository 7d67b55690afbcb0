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

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

function nonSpace(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (!/\s/.test(text[i]!)) n++;
  return n;
}

const mergedCache = new WeakMap<[number, number][], [number, number][]>();

/** Share of the non-space characters of `[start, end)` that lie inside the ranges. */
export function quotedShare(text: string, ranges: [number, number][], start: number, end: number): number {
  const total = nonSpace(text, start, end);
  if (!total || !ranges.length) return 0;
  let merged = mergedCache.get(ranges);
  if (!merged) mergedCache.set(ranges, (merged = mergeRanges(ranges)));
  let lo = 0, hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid]![1] <= start) lo = mid + 1;
    else hi = mid;
  }
  let inside = 0;
  for (let k = lo; k < merged.length && merged[k]![0] < end; k++) {
    inside += nonSpace(text, Math.max(start, merged[k]![0]), Math.min(end, merged[k]![1]));
  }
  return inside / total;
}
