import { comparable, itemInEveryStyle, itemInStyle } from '../citationText.js';
import { withLocalJoiner } from '../authorJoiners.js';
import type { CitationContext } from '../context.js';
import { isPageLocator } from '../inTextCitations.js';
import { citationStyleList } from '../types.js';
import type { CitationFinding } from '../finding.js';

function reason(written: string, expected: string): string {
  if (/ et al\./.test(expected) !== / et al\./.test(written)) {
    return / et al\./.test(expected) ? 'this many authors are shortened to the first and "et al."' : 'with this few authors every name is given, without "et al."';
  }
  if (expected.includes(' & ') !== written.includes(' & ')) return expected.includes(' & ') ? 'two authors are joined with "&" in parentheses' : 'authors are joined with "and"';
  return 'the order or punctuation of the name, year and page differs';
}

/**
 * A citation that points at the right entry but is not written as the chosen style writes it:
 * the comma before the year, "et al." thresholds, "&" or "and", the page label.
 */
export function markerFormat(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const r of ctx.resolved) {
    if (r.problem || !r.entry || r.item.kind === 'numeric' || r.item.kind === 'note' || r.item.names.length === 0) continue;
    if (r.item.sharedAuthor) continue;
    // "para. 4", "Table 2": the style's CSL knows only pages, so the writer's label stands
    if (r.item.locator && !isPageLocator(r.item.locator)) continue;
    // an organisation written with its abbreviation, as APA introduces and then uses it
    if (r.item.abbreviated || r.item.text.includes('[')) continue;
    // The other styles' forms are only worked out for a citation that needs a fix.
    const formatted = itemInStyle(ctx.csl, r.entry.parsed, r.item, ctx.style);
    if (formatted === undefined) continue;
    const expected = withLocalJoiner(formatted, ctx.language);
    if (comparable(expected) === comparable(r.item.text)) continue;
    const replacement = itemInEveryStyle(ctx.csl, r.entry.parsed, r.item);
    for (const s of citationStyleList) if (replacement[s] !== undefined) replacement[s] = withLocalJoiner(replacement[s], ctx.language);
    // A narrative citation is checked for its names only: the sentence around it is the writer's.
    if (r.item.form === 'narrative' && ctx.style === 'MLA') continue;
    const why = reason(r.item.text, expected);
    const finding: CitationFinding = {
      kind: 'marker_format',
      category: 'citation',
      severity: 'warning',
      title: 'Citation format',
      message: (s) => `In ${s} style this citation is written "${replacement[s] ?? r.item.text}"${s === ctx.style ? `: ${why}` : ''}.`,
      start: r.item.start,
      end: r.item.end,
      replacement,
      label: `Write as "${expected}"`,
      citationGroupId: r.group.id,
    };
    if (r.entry.sourceId !== undefined) finding.citedSourceId = r.entry.sourceId;
    out.push(finding);
  }
  return out;
}
