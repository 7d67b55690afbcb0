// The AI-likelihood heat map reads the report's `ai_content` findings: each is a run of
// neighbouring sentences whose likelihood passed the detector's threshold, "some" or
// "high" by its severity. Everything else in the text stayed below that threshold.

export type HeatLevel = 'low' | 'some' | 'high';

export interface HeatSegment {
  start: number;
  end: number;
  text: string;
  level: HeatLevel;
  /** The finding's own words, with its percentage, for the passages that have one. */
  message?: string;
}

interface AiFinding {
  category: string;
  severity: string;
  message: string;
  original: { start: number; end: number };
}

export const heatLabels: Record<HeatLevel, string> = {
  low: 'Low likelihood of AI-generated text',
  some: 'Some likelihood of AI-generated text',
  high: 'High likelihood of AI-generated text',
};

export function heatSegments(text: string, findings: readonly AiFinding[]): HeatSegment[] {
  const passages = findings
    .filter((f) => f.category === 'ai_content')
    .map((f) => ({
      start: Math.max(0, Math.min(text.length, f.original.start)),
      end: Math.max(0, Math.min(text.length, f.original.end)),
      level: (f.severity === 'warning' ? 'high' : 'some') as HeatLevel,
      message: f.message,
    }))
    .filter((p) => p.start < p.end)
    .sort((a, b) => a.start - b.start);
  const out: HeatSegment[] = [];
  let at = 0;
  for (const p of passages) {
    const start = Math.max(p.start, at);
    if (start >= p.end) continue;
    if (start > at) out.push({ start: at, end: start, text: text.slice(at, start), level: 'low' });
    out.push({ start, end: p.end, text: text.slice(start, p.end), level: p.level, message: p.message });
    at = p.end;
  }
  if (at < text.length) out.push({ start: at, end: text.length, text: text.slice(at), level: 'low' });
  return out;
}
