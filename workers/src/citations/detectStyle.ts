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
    const t = e.text;
    if (/^[^()]{2,300}?\((?:1[5-9]\d\d|20\d\d)[a-z]?(?:, [A-Z][a-z]+(?: \d{1,2})?)?\)\./.test(t)) votes.APA += 1;
    else if (/^[^“"]{2,300}?\.\s(?:1[5-9]\d\d|20\d\d)[a-z]?\.\s/.test(t)) votes.Chicago += 1;
    else if (/\b(?:vol\.|pp\.)|,\s(?:1[5-9]\d\d|20\d\d)\.$/.test(t)) votes.MLA += 1;
  }
  const ranked = (Object.entries(votes) as [CitationStyle, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0 || (second && second[1] === best[1])) return null;
  return best[0];
}
