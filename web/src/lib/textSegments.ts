// Splits a report's text into runs that share the same findings and plagiarism verdict,
// so that overlapping findings can be underlined without nesting markup.

export interface Marked {
  id: string;
  category: string;
  start: number;
  end: number;
}

export interface VerdictSpan {
  start: number;
  end: number;
  verdict: string;
}

export interface Segment {
  start: number;
  end: number;
  text: string;
  /** Findings covering this run, earliest start first. */
  issues: Marked[];
  /** The plagiarism verdict of this run when it is not original. */
  verdict: string | null;
}

const PLAIN_VERDICTS = new Set(['original', 'unchecked']);

export function textSegments(text: string, issues: readonly Marked[], spans: readonly VerdictSpan[] = []): Segment[] {
  const length = text.length;
  const clamp = (n: number) => Math.max(0, Math.min(length, Math.trunc(n)));
  const marks = issues
    .map((i) => ({ ...i, start: clamp(i.start), end: clamp(i.end) }))
    .filter((i) => i.end > i.start);
  const verdicts = spans
    .filter((s) => !PLAIN_VERDICTS.has(s.verdict))
    .map((s) => ({ ...s, start: clamp(s.start), end: clamp(s.end) }))
    .filter((s) => s.end > s.start);

  const cuts = new Set<number>([0, length]);
  for (const m of marks) cuts.add(m.start).add(m.end);
  for (const s of verdicts) cuts.add(s.start).add(s.end);
  const points = [...cuts].sort((a, b) => a - b);

  // Sweep: findings sorted by start enter as the cursor reaches them and leave after their end.
  const byStart = [...marks].sort((a, b) => a.start - b.start);
  const spansByStart = [...verdicts].sort((a, b) => a.start - b.start);
  let nextMark = 0;
  let nextSpan = 0;
  let active: Marked[] = [];
  let activeSpans: VerdictSpan[] = [];
  const out: Segment[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const start = points[k]!;
    const end = points[k + 1]!;
    while (nextMark < byStart.length && byStart[nextMark]!.start <= start) active.push(byStart[nextMark++]!);
    while (nextSpan < spansByStart.length && spansByStart[nextSpan]!.start <= start) activeSpans.push(spansByStart[nextSpan++]!);
    active = active.filter((m) => m.end > start);
    activeSpans = activeSpans.filter((s) => s.end > start);
    out.push({
      start,
      end,
      text: text.slice(start, end),
      issues: [...active],
      verdict: activeSpans[0]?.verdict ?? null,
    });
  }
  return out;
}
