import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { authorDateName } from '../numberedList.js';

/**
 * The number before each entry of a reference list the style lists by author ("[1] ", "1. ",
 * "1) "). An entry nothing cites is left to uncitedEntry: a finding here would overlap its fix,
 * which removes the entry with its number, so its message tells to remove the number if the
 * entry is kept.
 */
export function numberedEntry(ctx: CitationContext): CitationFinding[] {
  if (!ctx.numbersOff) return [];
  const uncited = new Set(ctx.uncited);
  const out: CitationFinding[] = [];
  for (const entry of ctx.entries) {
    if (entry.label === undefined || uncited.has(entry)) continue;
    const label = entry.label.trim();
    const finding: CitationFinding = {
      kind: 'numbered_entry',
      category: 'citation',
      severity: 'suggestion',
      title: 'Numbered reference',
      message: (s) => `${authorDateName(s)} lists references by author, without numbers: remove "${label}".`,
      start: entry.start,
      end: entry.start + entry.label.length,
      replacement: { APA: '', MLA: '', Chicago: '' },
      label: 'Remove the number',
    };
    if (entry.sourceId !== undefined) finding.citedSourceId = entry.sourceId;
    out.push(finding);
  }
  return out;
}
