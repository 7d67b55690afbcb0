import { surnameKey } from '../authorNames.js';
import { referenceInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { CitationSource, CitationStyle, ParsedReference } from '../types.js';
import { citationStyleList } from '../types.js';
import { uncitedPassages } from './missingCitation.js';

const listHeading: Record<CitationStyle, string> = { APA: 'References', MLA: 'Works Cited', Chicago: 'References' };

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
 * A report source the text draws on (an uncited matched passage, or a citation that names it)
 * that the reference list lacks. The fix adds its entry in alphabetical place, or a reference
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
