/**
 * The edit distance of two words (letters added, dropped or changed, two neighbours
 * swapped), counted up to `cap`: any distance at or past it is `cap`.
 */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best >= cap) return cap;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, cap);
}
