import { entryShape } from './detectStyle.js';
import type { BibliographyEntry, CitationStyle } from './types.js';

/** The style as the messages name it: Chicago cites author and date only in its author-date form. */
export function authorDateName(style: CitationStyle): string {
  return style === 'Chicago' ? 'Chicago author-date' : style;
}

/** An entry without the number a numbered list puts before it. */
export function entryBody(entry: BibliographyEntry): { text: string; start: number } {
  const skip = entry.label?.length ?? 0;
  return { text: entry.text.slice(skip), start: entry.start + skip };
}

/**
 * Whether the reference list is numbered where the chosen style cites author and date. APA
 * and MLA never number it. Chicago notes-bibliography numbers its notes, so a Chicago document
 * with notes, or whose numbered entries read as notes (the year at the end, not after the
 * authors), is left as it is.
 */
export function numberingBreaksStyle(style: CitationStyle, entries: BibliographyEntry[], notes: ReadonlyMap<number, unknown>): boolean {
  const numbered = entries.filter((e) => e.number !== undefined);
  if (numbered.length === 0) return false;
  if (style !== 'Chicago') return true;
  if (notes.size > 0) return false;
  const authorDate = numbered.filter((e) => {
    const shape = entryShape(entryBody(e).text);
    return shape === 'Chicago' || shape === 'APA';
  });
  return authorDate.length * 2 > numbered.length;
}
