import { surnameKey } from '../authorNames.js';
import { narrativeCitation, referenceInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { BibliographyEntry, CitationSource, CitationStyle, ParsedReference } from '../types.js';
import { citationStyleList } from '../types.js';
import { uncitedPassages } from './missingCitation.js';

const listHeading: Record<CitationStyle, string> = { APA: 'References', MLA: 'Works Cited', Chicago: 'References' };

/** An entry as the style would name it in a sentence ("Voicu and Been (2008)"), to say where a new one goes. */
function entryName(ctx: CitationContext, e: BibliographyEntry, style: CitationStyle): string {
  const named = narrativeCitation(ctx.csl, e.parsed, undefined, style);
  if (named) return named;
  const family = e.parsed.authors[0]?.family;
  if (family) return `${family}${e.parsed.year ? ` (${e.parsed.year})` : ''}`;
  return e.text.length <= 40 ? `"${e.text}"` : `"${e.text.slice(0, 40).replace(/\s+\S*$/, '')}…"`;
}

/** What goes between two entries of the list: the writer's own gap, or a line break. */
function entrySeparator(text: string, entries: BibliographyEntry[]): string {
  const gap = entries.length > 1 ? text.slice(entries[0]!.end, entries[1]!.start) : '';
  return /^\s*\n\s*$/.test(gap) ? gap : '\n';
}

/**
 * Where the new entry goes: an empty span (an insertion point) in alphabetical place, so that no
 * entry of the writer's is marked as if it were at fault, and the list stays sorted.
 */
function insertionPoint(ctx: CitationContext, ref: ParsedReference, formatted: Partial<Record<CitationStyle, string>>) {
  const entries = ctx.entries;
  const key = surnameKey(ref.authors[0]?.family ?? ref.title ?? '');
  const index = entries.findIndex((e) => surnameKey(e.parsed.authors[0]?.family ?? e.parsed.title ?? '') > key);
  const sep = entrySeparator(ctx.text, entries);
  const replacement: Partial<Record<CitationStyle, string>> = {};
  if (index < 0) {
    const last = entries[entries.length - 1]!;
    for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${sep}${formatted[s]}`;
    const where = (s: CitationStyle) => `at the end of the list, after ${entryName(ctx, last, s)}`;
    return { at: last.end, replacement, where };
  }
  const next = entries[index]!;
  const previous = entries[index - 1];
  for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${formatted[s]}${sep}`;
  const where = (s: CitationStyle) =>
    previous ? `between ${entryName(ctx, previous, s)} and ${entryName(ctx, next, s)}` : `at the head of the list, before ${entryName(ctx, next, s)}`;
  return { at: next.start, replacement, where };
}

/** A reference list with its heading at the end of a document that has none. */
function newList(ctx: CitationContext, formatted: Partial<Record<CitationStyle, string>>) {
  const replacement: Partial<Record<CitationStyle, string>> = {};
  const lead = ctx.text.endsWith('\n') ? '' : '\n';
  for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${lead}\n${listHeading[s]}\n\n${formatted[s]}\n`;
  const where = (s: CitationStyle) => `in a list headed "${listHeading[s]}" at the end of the document`;
  return { at: ctx.text.length, replacement, where };
}

function entryInsertion(ctx: CitationContext, ref: ParsedReference, source: CitationSource): CitationFinding | undefined {
  const formatted = referenceInEveryStyle(ctx.csl, ref);
  if (formatted[ctx.style] === undefined) return undefined;
  const { at, replacement, where } = ctx.entries.length === 0 ? newList(ctx, formatted) : insertionPoint(ctx, ref, formatted);
  return {
    kind: 'missing_entry',
    category: 'missing_citation',
    severity: 'error',
    title: 'Source missing from the reference list',
    message: (s) =>
      `The text draws on "${source.title}", which the reference list does not include. Add it ${where(s)}. ${s}: ${formatted[s] ?? ''}`,
    start: at,
    end: at,
    replacement,
    label: 'Add the reference',
    citedSourceId: source.id,
    sourceUrl: source.url,
  };
}

/**
 * A report source the text draws on (an uncited matched passage, or a citation that names it)
 * that the reference list lacks. The fix inserts its entry in alphabetical place, or a reference
 * list with its heading when the document has none.
 */
export function missingEntry(ctx: CitationContext): CitationFinding[] {
  const needed = new Set<number>();
  for (const u of uncitedPassages(ctx)) needed.add(u.source.id);
  for (const r of ctx.resolved) if (r.sourceId !== undefined) needed.add(r.sourceId);
  const out: CitationFinding[] = [];
  for (const source of ctx.sources) {
    const ref = ctx.sourceRefs.get(source.id);
    if (!needed.has(source.id) || !ref) continue;
    const finding = entryInsertion(ctx, ref, source);
    if (finding) out.push(finding);
  }
  return out;
}
