import { surnameKey } from '../authorNames.js';
import { narrativeCitation, referenceInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { authorDateName } from '../numberedList.js';
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

const sortKey = (e: { authors: { family: string }[]; title?: string }): string => surnameKey(e.authors[0]?.family ?? e.title ?? '');

/**
 * Where the new entry goes: an empty span (an insertion point) in alphabetical place, so that no
 * entry of the writer's is marked as if it were at fault, and the list stays sorted. A numbered
 * list is another matter (numberedPlace).
 */
function insertionPoint(ctx: CitationContext, ref: ParsedReference, formatted: Partial<Record<CitationStyle, string>>) {
  const entries = ctx.entries;
  const numbered = entries.filter((e) => e.number !== undefined);
  const sorted = entries.every((e, i) => i === 0 || sortKey(entries[i - 1]!.parsed) <= sortKey(e.parsed));
  if (numbered.length > 0 && (!ctx.numbersOff || !sorted)) return numberedPlace(ctx, numbered, formatted);
  const key = sortKey(ref);
  const index = entries.findIndex((e) => sortKey(e.parsed) > key);
  const sep = entrySeparator(ctx.text, entries);
  // a numbered list sorted by author: every number goes by its own fix, so the new entry has none
  const unnumbered = numbered.length > 0 ? (s: CitationStyle) => `, without a number (${authorDateName(s)} numbers no reference)` : () => '';
  const replacement: Partial<Record<CitationStyle, string>> = {};
  if (index < 0) {
    const last = entries[entries.length - 1]!;
    for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${sep}${formatted[s]}`;
    const where = (s: CitationStyle) => `at the end of the list, after ${entryName(ctx, last, s)}${unnumbered(s)}`;
    return { at: last.end, replacement, where };
  }
  const next = entries[index]!;
  const previous = entries[index - 1];
  for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${formatted[s]}${sep}`;
  const where = (s: CitationStyle) =>
    `${previous ? `between ${entryName(ctx, previous, s)} and ${entryName(ctx, next, s)}` : `at the head of the list, before ${entryName(ctx, next, s)}`}${unnumbered(s)}`;
  return { at: next.start, replacement, where };
}

/**
 * A numbered list in the order its works are cited goes on to the next number, at its end.
 * Where the list keeps its numbers, the new entry takes that number, written as the others are
 * ("[4] ", "4. "): put anywhere else, it would renumber the entries after it and so the text's
 * citations of them. Where the style lists by author, it takes none, as every other number goes
 * by its own fix, and the list is sorted once they are gone (entryOrder).
 */
function numberedPlace(ctx: CitationContext, numbered: BibliographyEntry[], formatted: Partial<Record<CitationStyle, string>>) {
  const last = ctx.entries[ctx.entries.length - 1]!;
  const sep = entrySeparator(ctx.text, ctx.entries);
  const highest = numbered.reduce((max, e) => Math.max(max, e.number!), 0);
  const label = ctx.numbersOff ? '' : numbered[numbered.length - 1]!.label!.replace(/\d+/, String(highest + 1));
  const replacement: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) if (formatted[s] !== undefined) replacement[s] = `${sep}${label}${formatted[s]}`;
  const where = (s: CitationStyle) =>
    `at the end of the list, after ${entryName(ctx, last, s)}, ` +
    (ctx.numbersOff
      ? `without a number: ${authorDateName(s)} numbers no reference, and the list is sorted by author once the numbers are gone`
      : `as "${label.trim()}": the list is numbered, and the text cites its entries by those numbers`);
  return { at: last.end, replacement, where };
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
