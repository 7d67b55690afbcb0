import { itemInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';

/** A citation whose author or year disagrees with the one entry it evidently means. */
export function authorYearMismatch(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const r of ctx.resolved) {
    if ((r.problem !== 'year' && r.problem !== 'author') || !r.entry) continue;
    const replacement = itemInEveryStyle(ctx.csl, r.entry.parsed, r.item);
    if (replacement[ctx.style] === undefined) continue;
    const entry = r.entry;
    const first = entry.parsed.authors[0]?.family ?? '';
    const finding: CitationFinding =
      r.problem === 'year'
        ? {
            kind: 'year_mismatch',
            category: 'citation',
            severity: 'error',
            title: 'Year differs from the reference',
            message: (s) =>
              `"${r.item.text}" gives the year ${r.item.year}, but the reference list has ${first} ${entry.parsed.year ?? '(no date)'}. In ${s} style: ${replacement[s] ?? r.item.text}.`,
            start: r.item.start,
            end: r.item.end,
            replacement,
            label: `Use the year ${entry.parsed.year ?? ''}`.trim(),
            citationGroupId: r.group.id,
          }
        : {
            kind: 'author_mismatch',
            category: 'citation',
            severity: 'error',
            title: 'Author name differs from the reference',
            message: (s) =>
              `"${r.item.names[0]}" does not match the reference list, which has ${first}. In ${s} style: ${replacement[s] ?? r.item.text}.`,
            start: r.item.start,
            end: r.item.end,
            replacement,
            label: `Spell the author as ${first}`,
            citationGroupId: r.group.id,
          };
    if (entry.sourceId !== undefined) finding.citedSourceId = entry.sourceId;
    out.push(finding);
  }
  return out;
}
