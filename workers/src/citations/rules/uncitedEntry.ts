import { surnameKey } from '../authorNames.js';
import { spanWithLineBreak, type CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { authorDateName, entryBody } from '../numberedList.js';
import type { BibliographyEntry, CitationStyle } from '../types.js';

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

/**
 * What becomes of a numbered entry's number. Where the style lists by author, an entry kept
 * must lose its number too (numberedEntry leaves it to this finding, as its fix takes the
 * number with the entry). Where the list keeps its numbers, those after it are not renumbered:
 * the numbers in the text would then find the wrong entries.
 */
function numberNote(ctx: CitationContext, entry: BibliographyEntry, style: CitationStyle): string {
  const label = entry.label?.trim();
  if (label === undefined) return '';
  if (ctx.numbersOff) return ` The fix removes it with its number; if you cite it instead, remove "${label}" too: ${authorDateName(style)} lists references without numbers.`;
  return ' The fix removes it with its number, and the entries after it keep theirs, so that the numbers in the text still find them.';
}

/** A reference the text never cites: the fix removes it. */
export function uncitedEntry(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const entry of ctx.uncited) {
    const span = spanWithLineBreak(ctx.text, entry.start, entry.end);
    const body = entryBody(entry).text;
    const finding: CitationFinding = {
      kind: 'uncited_entry',
      category: 'citation',
      severity: 'warning',
      title: 'Reference never cited',
      message: (s) =>
        `Nothing in the text cites "${body.slice(0, 80)}${body.length > 80 ? '…' : ''}". ${s} lists only works cited in the text: cite it or remove it.${numberNote(ctx, entry, s)}`,
      start: span.start,
      end: span.end,
      replacement: { APA: '', MLA: '', Chicago: '' },
      label: entry.label === undefined ? 'Remove the reference' : 'Remove the reference and its number',
    };
    if (entry.sourceId !== undefined) finding.citedSourceId = entry.sourceId;
    out.push(finding);
  }
  return out;
}
