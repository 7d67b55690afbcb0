import { surnameKey } from '../authorNames.js';
import { spanWithLineBreak, type CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { BibliographyEntry } from '../types.js';

/**
 * The references the text never cites (by author and year, by number, within a range such as
 * "[1]–[4]", or in an endnote). MLA cites a work without pages by naming its author in the
 * sentence ("as Baptiste argued"), so there the names of the body count as the names of notes do.
 */
export function uncitedEntries(
  ctx: Pick<CitationContext, 'text' | 'style' | 'bodyEnd' | 'entries' | 'resolved' | 'numericRuns' | 'notes'>,
): BibliographyEntry[] {
  const cited = new Set(ctx.resolved.filter((r) => r.entry).map((r) => r.entry!));
  for (const run of ctx.numericRuns) for (const n of run.numbers) if (n.entry) cited.add(n.entry);
  const named = [...ctx.notes.values()].map((l) => l.text);
  if (ctx.style === 'MLA') named.push(ctx.text.slice(0, ctx.bodyEnd));
  const noteText = named.join('\n');
  const noteWords = new Set((noteText.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map(surnameKey));
  return ctx.entries.filter((entry) => {
    if (cited.has(entry)) return false;
    const first = entry.parsed.authors[0];
    return !(first && noteWords.has(surnameKey(first.family)));
  });
}

/** A reference the text never cites: the fix removes it. */
export function uncitedEntry(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const entry of ctx.uncited) {
    const span = spanWithLineBreak(ctx.text, entry.start, entry.end);
    const finding: CitationFinding = {
      kind: 'uncited_entry',
      category: 'citation',
      severity: 'warning',
      title: 'Reference never cited',
      message: (s) =>
        `Nothing in the text cites "${entry.text.slice(0, 80)}${entry.text.length > 80 ? '…' : ''}". ${s} lists only works cited in the text: cite it or remove it.`,
      start: span.start,
      end: span.end,
      replacement: { APA: '', MLA: '', Chicago: '' },
      label: 'Remove the reference',
    };
    if (entry.sourceId !== undefined) finding.citedSourceId = entry.sourceId;
    out.push(finding);
  }
  return out;
}
