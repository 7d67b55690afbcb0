import { comparable, parentheticalItem } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { citationStyleList, type CitationStyle } from '../types.js';

// A title the style sets in quotation marks opens its CSL citation: “Rising Water,” 2019.
const quotedTitle = /^“[^”]*?([,.]?)”/;

/**
 * The citation of an entry in one style with the writer's (perhaps shortened) title in place of
 * the one CSL prints; undefined when the style does not quote this title (a book's is italic).
 */
function withWrittenTitle(title: string, cited: string | undefined): string | undefined {
  if (cited === undefined || !quotedTitle.test(cited)) return undefined;
  return cited.replace(quotedTitle, (_, punctuation: string) => `“${title}${punctuation}”`);
}

/**
 * A work without an author cited by the title of an article, chapter or page without its
 * quotation marks: (Rising Water 4) for ("Rising Water" 4). The fix quotes the title as the
 * writer shortened it; a title the style sets in italics cannot be judged in plain text.
 */
export function unquotedTitle(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const r of ctx.resolved) {
    if (!r.item.unquotedTitle || !r.entry || r.item.title === undefined) continue;
    const inStyle = (s: CitationStyle) => withWrittenTitle(r.item.title!, parentheticalItem(ctx.csl, r.entry!.parsed, r.item.locator, s));
    const expected = inStyle(ctx.style);
    if (expected === undefined || comparable(expected) === comparable(r.item.text)) continue;
    const replacement: Partial<Record<CitationStyle, string>> = {};
    for (const s of citationStyleList) {
      const text = s === ctx.style ? expected : (inStyle(s) ?? parentheticalItem(ctx.csl, r.entry.parsed, r.item.locator, s));
      if (text !== undefined) replacement[s] = text;
    }
    const finding: CitationFinding = {
      kind: 'marker_format',
      category: 'citation',
      severity: 'warning',
      title: 'Citation format',
      message: (s) =>
        `In ${s} style this citation is written ${replacement[s] ?? r.item.text}${s === ctx.style ? ': a work without an author is cited by its title, and the title of an article, chapter or page is in quotation marks' : ''}.`,
      start: r.item.start,
      end: r.item.end,
      replacement,
      label: `Write as ${expected}`,
      citationGroupId: r.group.id,
    };
    if (r.entry.sourceId !== undefined) finding.citedSourceId = r.entry.sourceId;
    out.push(finding);
  }
  return out;
}
