/** Whitespace runs count as one space: layout is not what OCR is judged on. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Character error rate: the edit distance (insertions, deletions, substitutions) from the
 * expected text to the recognised one, divided by the expected length.
 */
export function characterErrorRate(expected: string, actual: string): number {
  const a = normalise(expected);
  const b = normalise(actual);
  if (a.length === 0) return b.length === 0 ? 0 : 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]! / a.length;
}
