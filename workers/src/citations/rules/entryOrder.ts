import { surnameKey } from '../authorNames.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { BibliographyEntry } from '../types.js';

function sortKey(e: BibliographyEntry): string {
  const a = e.parsed.authors[0];
  // Works of one author and year follow the writer's letters ("2017a" before "2017b"), then titles.
  return `${a ? surnameKey(a.family) : surnameKey(e.parsed.title ?? e.text)}\u0000${e.parsed.year ?? ''}${e.parsed.yearSuffix ?? ''}\u0000${surnameKey(e.parsed.title ?? '')}`;
}

/** APA, MLA and Chicago author-date all list references alphabetically by first author. */
export function entryOrder(ctx: CitationContext): CitationFinding[] {
  const entries = ctx.entries;
  if (entries.length < 2 || entries.some((e) => e.number !== undefined)) return [];
  const sorted = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const firstOut = entries.findIndex((e, i) => e !== sorted[i]);
  if (firstOut < 0) return [];
  const lastOut = entries.length - 1 - [...entries].reverse().findIndex((e, i) => e !== sorted[entries.length - 1 - i]);
  const start = entries[firstOut]!.start;
  const end = entries[lastOut]!.end;
  // Keep the writer's separators between entries; only the entries move.
  const separators = entries.slice(firstOut, lastOut).map((e, i) => ctx.text.slice(e.end, entries[firstOut + i + 1]!.start));
  const moved = sorted.slice(firstOut, lastOut + 1).map((e) => e.text);
  const replacement = moved.map((t, i) => t + (separators[i] ?? '')).join('');
  const misplaced = entries[firstOut]!;
  return [
    {
      kind: 'entry_order',
      category: 'citation',
      severity: 'suggestion',
      title: 'References out of order',
      message: (s) =>
        `${s} lists references alphabetically by the first author's surname; "${misplaced.parsed.authors[0]?.family ?? misplaced.text.slice(0, 30)}" is out of place.`,
      start,
      end,
      replacement: { APA: replacement, MLA: replacement, Chicago: replacement },
      label: 'Sort the references',
    },
  ];
}
