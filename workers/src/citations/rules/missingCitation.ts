import { surnameKey } from '../authorNames.js';
import { referenceInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { CitationSource, CitationStyle, ParsedReference } from '../types.js';
import { citationStyleList } from '../types.js';

const needsCitation = new Set(['exact', 'near', 'paraphrase', 'quoted']);
const listHeading: Record<CitationStyle, string> = { APA: 'References', MLA: 'Works Cited', Chicago: 'References' };

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

function entryInsertion(ctx: CitationContext, ref: ParsedReference, source: CitationSource): CitationFinding | undefined {
  const formatted = referenceInEveryStyle(ctx.csl, ref);
  if (formatted[ctx.style] === undefined) return undefined;
  const replacement: Partial<Record<CitationStyle, string>> = {};
  let start: number;
  let end: number;
  const entries = ctx.entries;
  if (entries.length === 0) {
    start = end = ctx.text.length;
    for (const s of citationStyleList) {
      if (formatted[s] !== undefined) replacement[s] = `${ctx.text.endsWith('\n') ? '' : '\n'}\n${listHeading[s]}\n\n${formatted[s]}\n`;
    }
  } else {
    // Insert in alphabetical place so the list stays sorted.
    const key = surnameKey(ref.authors[0]?.family ?? ref.title ?? '');
    const before = entries.find((e) => surnameKey(e.parsed.authors[0]?.family ?? e.parsed.title ?? '') > key);
    const anchor = before ?? entries[entries.length - 1]!;
    start = anchor.start;
    end = anchor.end;
    for (const s of citationStyleList) {
      if (formatted[s] === undefined) continue;
      replacement[s] = before ? `${formatted[s]}\n${anchor.text}` : `${anchor.text}\n${formatted[s]}`;
    }
  }
  return {
    kind: 'missing_entry',
    category: 'missing_citation',
    severity: 'error',
    title: 'Source missing from the reference list',
    message: (s) => `The text draws on "${source.title}", which the reference list does not include. ${s}: ${formatted[s] ?? ''}`,
    start,
    end,
    replacement,
    label: 'Add the reference',
    citedSourceId: source.id,
    sourceUrl: source.url,
  };
}

/**
 * A passage the plagiarism pass matched to a source (or found quoted) with no citation in its
 * sentence. The fix cites the source at the end of the sentence and, when the reference list
 * lacks the source, a second finding adds its entry.
 */
export function missingCitation(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  const sources = new Map(ctx.sources.map((s) => [s.id, s]));
  const entryAdded = new Set<number>();
  const covered: { start: number; end: number }[] = [];
  for (const p of [...ctx.matches].sort((a, b) => a.start - b.start)) {
    if (!needsCitation.has(p.verdict) || p.start >= ctx.bodyEnd || p.end <= p.start) continue;
    const source = sources.get(p.sourceId);
    if (!source) continue;
    const from = sentenceStart(ctx.text, p.start);
    const to = sentenceEnd(ctx.text, Math.min(p.end, ctx.bodyEnd), ctx.bodyEnd);
    if (covered.some((c) => c.start <= p.start && p.start < c.end)) continue;
    const cited = ctx.groups.some((g) => g.start >= from && g.start <= to + 1);
    if (cited) continue;
    const linked = ctx.entries.find((e) => e.sourceId === source.id);
    const ref = linked?.parsed ?? ctx.sourceRefs.get(source.id);
    if (!ref) continue;
    const replacement: Partial<Record<CitationStyle, string>> = {};
    const passage = ctx.text.slice(p.start, to);
    for (const s of citationStyleList) {
      const cite = ctx.csl.citation([{ ref }], s);
      if (cite !== undefined) replacement[s] = `${passage.replace(/\s+$/, '')} ${cite}`;
    }
    if (replacement[ctx.style] === undefined) continue;
    covered.push({ start: p.start, end: to });
    out.push({
      kind: 'missing_citation',
      category: 'missing_citation',
      severity: 'error',
      title: 'Passage from a source without a citation',
      message: (s) => `This passage ${p.verdict === 'quoted' ? 'quotes' : 'follows'} "${source.title}" but cites nothing. Cite it in ${s} style.`,
      start: p.start,
      end: to,
      replacement,
      label: 'Cite the source',
      citedSourceId: source.id,
      sourceUrl: source.url,
    });
    if (!linked && !entryAdded.has(source.id)) {
      entryAdded.add(source.id);
      const insertion = entryInsertion(ctx, ref, source);
      if (insertion) out.push(insertion);
    }
  }
  return out;
}
