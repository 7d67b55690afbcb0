import type { CitationGroup } from './inTextCitations.js';
import type { BibliographyEntry, CitationStyle } from './types.js';

/**
 * The style a document's own citations follow, by vote: each author-date or author-page
 * citation votes for the style whose punctuation it uses, endnote markers vote Chicago, and
 * each reference votes by where it puts the year. Null when nothing votes or the vote ties.
 */
export function detectStyle(groups: CitationGroup[], entries: BibliographyEntry[], hasNotes: boolean): CitationStyle | null {
  const votes: Record<CitationStyle, number> = { APA: 0, MLA: 0, Chicago: 0 };
  for (const g of groups) {
    for (const item of g.items) {
      if (item.shape) votes[item.shape] += 1;
      else if (item.kind === 'note' && hasNotes) votes.Chicago += 1;
    }
  }
  for (const e of entries) {
    const shape = entryShape(e.text);
    if (shape) votes[shape] += 1;
  }
  const ranked = (Object.entries(votes) as [CitationStyle, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0 || (second && second[1] === best[1])) return null;
  return best[0];
}

/**
 * The style a reference is written in, by where it puts the year: right after the authors in
 * parentheses (APA) or between full stops (Chicago author-date), or at the end (MLA).
 */
export function entryShape(text: string): CitationStyle | undefined {
  if (/^[^()]{2,300}?\((?:1[5-9]\d\d|20\d\d)[a-z]?(?:, [A-Z][a-z]+(?: \d{1,2})?)?\)\./.test(text)) return 'APA';
  if (/^[^“"]{2,300}?\.\s(?:1[5-9]\d\d|20\d\d)[a-z]?\.\s/.test(text)) return 'Chicago';
  if (/\b(?:vol\.|pp\.)|,\s(?:1[5-9]\d\d|20\d\d)\.$/.test(text)) return 'MLA';
  return undefined;
}
