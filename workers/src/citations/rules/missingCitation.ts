import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { CitationSource, CitationStyle } from '../types.js';
import { citationStyleList } from '../types.js';

const needsCitation = new Set(['exact', 'near', 'paraphrase', 'quoted']);

/** Where the sentence holding `pos` ends: its closing punctuation, or the end of the line. */
function sentenceEnd(text: string, pos: number, limit: number): number {
  const re = /[.!?](?=["”’)]?(?:\s|$))|\n/g;
  re.lastIndex = Math.max(0, pos - 1);
  const m = re.exec(text);
  return m && m.index < limit ? m.index : limit;
}

function sentenceStart(text: string, pos: number): number {
  const cut = Math.max(text.lastIndexOf('. ', pos - 1), text.lastIndexOf('\n', pos - 1));
  return cut < 0 ? 0 : cut + 1;
}

export interface UncitedPassage {
  source: CitationSource;
  start: number;
  /** The end of the passage's sentence, where the citation goes. */
  end: number;
  verdict: string;
}

/** Passages the plagiarism pass matched to a source with no citation anywhere in their sentence. */
export function uncitedPassages(ctx: CitationContext): UncitedPassage[] {
  const sources = new Map(ctx.sources.map((s) => [s.id, s]));
  const out: UncitedPassage[] = [];
  for (const p of [...ctx.matches].sort((a, b) => a.start - b.start)) {
    if (!needsCitation.has(p.verdict) || p.start < 0 || p.start >= ctx.bodyEnd || p.end <= p.start) continue;
    const source = sources.get(p.sourceId);
    if (!source) continue;
    const from = sentenceStart(ctx.text, p.start);
    const to = sentenceEnd(ctx.text, Math.min(p.end, ctx.bodyEnd), ctx.bodyEnd);
    if (out.some((c) => c.start <= p.start && p.start < c.end)) continue;
    if (ctx.groups.some((g) => g.start >= from && g.start <= to + 1)) continue;
    out.push({ source, start: p.start, end: to, verdict: p.verdict });
  }
  return out;
}

/**
 * A passage the plagiarism pass matched to a source (or found quoted) with no citation in its
 * sentence. The fix cites the source at the end of the sentence; when the reference list lacks
 * the source, `missingEntry` adds it.
 */
export function missingCitation(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const u of uncitedPassages(ctx)) {
    const { source } = u;
    const ref = ctx.entries.find((e) => e.sourceId === source.id)?.parsed ?? ctx.sourceRefs.get(source.id);
    if (!ref) continue;
    const replacement: Partial<Record<CitationStyle, string>> = {};
    const passage = ctx.text.slice(u.start, u.end);
    for (const s of citationStyleList) {
      const cite = ctx.csl.citation([{ ref }], s);
      if (cite !== undefined) replacement[s] = `${passage.replace(/\s+$/, '')} ${cite}`;
    }
    if (replacement[ctx.style] === undefined) continue;
    out.push({
      kind: 'missing_citation',
      category: 'missing_citation',
      severity: 'error',
      title: 'Passage from a source without a citation',
      message: (s) => `This passage ${u.verdict === 'quoted' ? 'quotes' : 'follows'} "${source.title}" but cites nothing. Cite it in ${s} style.`,
      start: u.start,
      end: u.end,
      replacement,
      label: 'Cite the source',
      citedSourceId: source.id,
      sourceUrl: source.url,
    });
  }
  return out;
}
