// Splits a passage into runs that are or are not inside marks, for the side-by-side
// view of a match. Marks come from the report, so they are clipped, sorted and merged
// here rather than trusted.

export interface Run {
  text: string;
  marked: boolean;
}

export function markedRuns(text: string, marks: readonly (readonly [number, number])[], offset = 0): Run[] {
  const ranges = marks
    .map(([a, b]) => [Math.max(0, Math.min(text.length, a - offset)), Math.max(0, Math.min(text.length, b - offset))] as const)
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && a < b)
    .sort((x, y) => x[0] - y[0]);
  const runs: Run[] = [];
  let at = 0;
  for (const [a, b] of ranges) {
    const from = Math.max(a, at);
    if (from >= b) continue;
    if (from > at) runs.push({ text: text.slice(at, from), marked: false });
    const last = runs[runs.length - 1];
    // Touching marks read as one highlighted run.
    if (last?.marked && from === at) last.text += text.slice(from, b);
    else runs.push({ text: text.slice(from, b), marked: true });
    at = b;
  }
  if (at < text.length) runs.push({ text: text.slice(at), marked: false });
  return runs;
}
