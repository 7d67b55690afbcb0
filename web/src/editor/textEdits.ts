// How findings move when the text under them changes: by a person typing (a diff of the
// old and new text) or by applying one finding's fix.

export interface Ranged {
  start: number;
  end: number;
}

/** The one changed stretch between two texts: `[start, oldEnd)` of the old became `[start, newEnd)`. */
export interface TextChange {
  start: number;
  oldEnd: number;
  newEnd: number;
}

export function changeBetween(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  let start = 0;
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < shortest - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail++;
  }
  return { start, oldEnd: before.length - tail, newEnd: after.length - tail };
}

/**
 * Ranges after a change: those before it stay, those after it shift by the change's length,
 * those it touches are gone (their text is no longer what was checked).
 */
export function shiftRanges<T extends Ranged>(items: readonly T[], change: TextChange): T[] {
  const delta = change.newEnd - change.oldEnd;
  const out: T[] = [];
  for (const item of items) {
    if (item.end <= change.start) out.push(item);
    else if (item.start >= change.oldEnd) out.push({ ...item, start: item.start + delta, end: item.end + delta });
  }
  return out;
}

/** The text with `[start, end)` replaced, and the change that made it. */
export function replaceRange(text: string, range: Ranged, replacement: string): { text: string; change: TextChange } {
  return {
    text: text.slice(0, range.start) + replacement + text.slice(range.end),
    change: { start: range.start, oldEnd: range.end, newEnd: range.start + replacement.length },
  };
}

/** Whether two ranges share at least one character (an empty range touches what it sits inside). */
export function overlaps(a: Ranged, b: Ranged): boolean {
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/**
 * Where the opening of a long text ends (about a screenful, `size` characters): at a paragraph
 * or sentence end when one is near; the whole text when it is not much longer than that.
 */
export function openingEnd(text: string, size = 1500): number {
  if (text.length <= size * 1.5) return text.length;
  const paragraph = text.lastIndexOf('\n\n', size);
  if (paragraph > size / 2) return paragraph;
  let sentence = -1;
  for (const m of text.slice(0, size).matchAll(/[.!?](?=\s)/g)) sentence = m.index + 1;
  return sentence > size / 2 ? sentence : size;
}
