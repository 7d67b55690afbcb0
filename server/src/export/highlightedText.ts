import type { Report } from '@writecheck/shared';
import { escapeHtml } from './htmlEscape.js';

// The report text as HTML: each stretch carries the verdict of the span it lies in
// (a class named for it) and a mark for each finding over it; a finding's number
// follows its last character and links to it in the findings list.

const verdicts = new Set(['exact', 'near', 'paraphrase', 'quoted', 'unchecked', 'presumed']);
const categories = new Set(['spelling', 'grammar', 'citation', 'missing_citation', 'plagiarism', 'ai_content', 'clarity', 'word_choice']);

export interface TextMark {
  start: number;
  end: number;
  category: string;
  /** The finding's number in the list; absent for a locked finding shown only as a highlight. */
  number?: number | undefined;
}

export function highlightedText(text: string, spans: Report['spans'], marks: TextMark[]): string {
  const length = text.length;
  const clamp = (n: number) => Math.max(0, Math.min(length, Math.trunc(n) || 0));
  const cleanSpans = spans
    .map((s) => ({ start: clamp(s.start), end: clamp(s.end), verdict: s.verdict }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const cleanMarks = marks
    .map((m) => ({ ...m, start: clamp(m.start), end: clamp(m.end) }))
    .filter((m) => m.end > m.start)
    .sort((a, b) => a.start - b.start);

  const cuts = new Set<number>([0, length]);
  for (const s of cleanSpans) cuts.add(s.start).add(s.end);
  for (const m of cleanMarks) cuts.add(m.start).add(m.end);
  const points = [...cuts].sort((a, b) => a - b);

  const out: string[] = [];
  let spanAt = 0;
  let markAt = 0;
  let active: typeof cleanMarks = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    while (spanAt < cleanSpans.length && cleanSpans[spanAt]!.end <= from) spanAt++;
    const span = cleanSpans[spanAt];
    const verdict = span && span.start <= from && verdicts.has(span.verdict) ? span.verdict : null;
    while (markAt < cleanMarks.length && cleanMarks[markAt]!.start <= from) active.push(cleanMarks[markAt++]!);
    active = active.filter((m) => m.end > from);

    let piece = escapeHtml(text.slice(from, to));
    for (const mark of active) {
      const category = categories.has(mark.category) ? mark.category : 'other';
      const locked = mark.number === undefined;
      piece = `<mark class="f f-${category}${locked ? ' locked' : ''}">${piece}</mark>`;
    }
    if (verdict) piece = `<span class="v v-${verdict}">${piece}</span>`;
    out.push(piece);
    for (const mark of active) {
      if (mark.end === to && mark.number !== undefined) {
        out.push(`<sup class="ref"><a href="#f${mark.number}">${mark.number}</a></sup>`);
      }
    }
  }
  return out.join('');
}
