import { itemInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { findQuotations } from '../quotations.js';
import type { ResolvedItem } from '../resolveCitations.js';

/** The `?` the fix puts where the page number goes; the writer replaces it with the page. */
export const pageSlot = '?';

function sentenceStartBefore(text: string, pos: number): number {
  const cut = Math.max(text.lastIndexOf('. ', pos - 1), text.lastIndexOf('\n', pos - 1));
  return cut < 0 ? 0 : cut + 1;
}

/**
 * A direct quotation attributed to a work without a page: all three styles want the page (or
 * other locator) of a quotation. The citation right after the quotation, or the narrative
 * citation earlier in its sentence, gets a page slot.
 */
export function quoteWithoutPage(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  const reported = new Set<ResolvedItem>();
  for (const q of findQuotations(ctx.text, ctx.bodyEnd)) {
    // The citation that closes the quotation's sentence: "…peers," one team writes (Smith et al.).
    // A quotation that ends its own sentence ("…first one.") has nothing after it to look at.
    const closesSentence = /[.!?]$/.test(ctx.text.slice(q.start, q.end - 1));
    const tail = closesSentence ? '' : /^[^.!?\n]{0,120}/.exec(ctx.text.slice(q.end))![0];
    const firstAfter = ctx.resolved.find((r) => r.group.start >= q.end && r.group.start <= q.end + tail.length);
    const following = firstAfter ? ctx.resolved.filter((r) => r.group === firstAfter.group) : [];
    const sentence = sentenceStartBefore(ctx.text, q.start);
    const narrative = ctx.resolved.filter(
      (r) => r.item.form === 'narrative' && r.item.names.length > 0 && r.item.start >= sentence && r.item.end <= q.start,
    );
    const attributions = following.length > 0 ? following : narrative.slice(-1);
    const hasPage = following.some((r) => r.item.locator) || (following.length === 0 && narrative.some((r) => r.item.locator));
    if (hasPage) continue;
    for (const r of attributions) {
      if (r.problem || !r.entry || r.item.locator || reported.has(r)) continue;
      if (r.item.kind !== 'author-date' && r.item.kind !== 'author-page') continue;
      const replacement = itemInEveryStyle(ctx.csl, r.entry.parsed, { form: r.item.form, locator: pageSlot });
      if (replacement[ctx.style] === undefined) continue;
      reported.add(r);
      const finding: CitationFinding = {
        kind: 'quote_without_page',
        category: 'citation',
        severity: 'warning',
        title: 'Quotation without a page number',
        message: (s) => `A direct quotation needs the page it comes from. In ${s} style: ${replacement[s] ?? r.item.text}, with the page in place of ${pageSlot}.`,
        start: r.item.start,
        end: r.item.end,
        replacement,
        label: 'Add the page number',
        citationGroupId: r.group.id,
      };
      if (r.entry.sourceId !== undefined) finding.citedSourceId = r.entry.sourceId;
      out.push(finding);
    }
  }
  return out;
}
