import { surnameKey } from '../authorNames.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { authorDateName } from '../numberedList.js';
import type { BibliographyEntry } from '../types.js';

function sortKey(e: BibliographyEntry): string {
  const a = e.parsed.authors[0];
  // Works of one author and year follow the writer's letters ("2017a" before "2017b"), then titles.
  return `${a ? surnameKey(a.family) : surnameKey(e.parsed.title ?? e.text)}\u0000${e.parsed.year ?? ''}${e.parsed.yearSuffix ?? ''}\u0000${surnameKey(e.parsed.title ?? '')}`;
}

/** APA, MLA and Chicago author-date all list references alphabetically by first author. */
export function entryOrder(ctx: CitationContext): CitationFinding[] {
  const entries = ctx.entries;
  if (entries.length < 2) return [];
  const numbered = entries.some((e) => e.number !== undefined);
  if (numbered && !ctx.numbersOff) return [];
  const sorted = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const firstOut = entries.findIndex((e, i) => e !== sorted[i]);
  if (firstOut < 0) return [];
  if (numbered) return [unsortedNumberedList(ctx, entries[firstOut]!)];
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

/**
 * A numbered list in citation order, where the style sorts by author. Its numbers are removed
 * entry by entry (numberedEntry) and their entries may be reformatted, so no one fix can also
 * move them: the finding, on the list's heading, says what to do and changes nothing; once the
 * numbers are gone the list gets the sorting fix above.
 */
function unsortedNumberedList(ctx: CitationContext, misplaced: BibliographyEntry): CitationFinding {
  const bib = ctx.bibliography;
  let start = misplaced.start;
  let end = start;
  if (bib?.ownsHeading) {
    start = bib.start;
    const lineEnd = ctx.text.indexOf('\n', start);
    end = start + ctx.text.slice(start, lineEnd < 0 ? ctx.text.length : lineEnd).trimEnd().length;
  } else if (bib) {
    start = end = bib.start;
  }
  const heading = ctx.text.slice(start, end);
  const name = misplaced.parsed.authors[0]?.family ?? misplaced.text.slice(0, 30);
  return {
    kind: 'entry_order',
    category: 'citation',
    severity: 'suggestion',
    title: 'References out of order',
    message: (s) =>
      `${authorDateName(s)} lists references alphabetically by the first author's surname, not in the order they are cited; "${name}" is out of place. Remove the numbers, then sort the list.`,
    start,
    end,
    replacement: { APA: heading, MLA: heading, Chicago: heading },
    label: 'Sort once the numbers are gone',
  };
}
