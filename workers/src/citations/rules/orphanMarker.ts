import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { ResolvedItem } from '../resolveCitations.js';

/** The span to delete so that the marker goes and the rest of its group stays well punctuated. */
function removalSpan(ctx: CitationContext, r: ResolvedItem): { start: number; end: number } {
  const { group, item } = r;
  // "Jones (2020) argued": the name is part of the sentence; only the parenthesis goes.
  const paren = item.form === 'narrative' && item.names.length > 0 ? item.text.indexOf('(') : -1;
  if (paren > 0) {
    let start = item.start + paren;
    while (start > item.start && ctx.text[start - 1] === ' ') start--;
    return { start, end: item.end };
  }
  if (group.items.length === 1) {
    // Take the space before the marker with it: "text (Ghost, 2020)." becomes "text.".
    const start = group.start > 0 && ctx.text[group.start - 1] === ' ' ? group.start - 1 : group.start;
    return { start, end: group.end };
  }
  if (item.kind === 'numeric' || item.kind === 'note') return { start: item.start, end: item.end };
  const after = ctx.text.slice(item.end);
  const nextSep = /^;\s*/.exec(after);
  if (nextSep) return { start: item.start, end: item.end + nextSep[0].length };
  // back over the spaces only: a pattern anchored at the end of all the text before scanned it
  // whole for each citation
  let sep = item.start;
  while (sep > 0 && /\s/.test(ctx.text[sep - 1]!)) sep--;
  return ctx.text[sep - 1] === ';' ? { start: sep - 1, end: item.end } : { start: item.start, end: item.end };
}

/** "[1-3]" less the numbers that have no entry: the bracket as it should read, or '' when none is left. */
function bracketWithout(numbers: number[], missing: Set<number>): string {
  const kept = numbers.filter((n) => !missing.has(n));
  return kept.length ? `[${kept.join(', ')}]` : '';
}

/** A citation that no bibliography entry (or endnote) answers. */
export function orphanMarker(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  const doneBrackets = new Set<number>();
  // The numbers of each bracket, found once: a document of thousands of brackets looked them up
  // for every number, quadratic.
  const brackets = new Map<number, typeof ctx.resolved>();
  for (const o of ctx.resolved) {
    if (o.item.kind !== 'numeric') continue;
    const list = brackets.get(o.item.start) ?? [];
    list.push(o);
    brackets.set(o.item.start, list);
  }
  for (const r of ctx.resolved) {
    // A citation of a report source the list lacks is answered by adding the entry (missingEntry).
    if (r.problem !== 'orphan' || r.sourceId !== undefined) continue;
    let span = removalSpan(ctx, r);
    let replacement = '';
    let what: string;
    if (r.item.kind === 'numeric') {
      // One finding per bracket: "[2-4]" with 3 and 4 unlisted becomes "[2]".
      if (doneBrackets.has(r.item.start)) continue;
      doneBrackets.add(r.item.start);
      const inBracket = brackets.get(r.item.start)!;
      const missing = new Set(inBracket.filter((o) => o.problem === 'orphan').map((o) => o.item.number!));
      replacement = bracketWithout(inBracket.map((o) => o.item.number!), missing);
      if (replacement) span = { start: r.item.start, end: r.item.end };
      what = `reference ${[...missing].join(', ')}`;
    } else if (r.item.kind === 'note') {
      what = `note ${r.item.number}`;
    } else {
      // a title cited in quotation marks is set off with the other kind ("“Rising Water” 4")
      what = r.item.text.includes('"') ? `“${r.item.text}”` : `"${r.item.text}"`;
    }
    const where = r.item.kind === 'note' ? 'the notes' : 'the reference list';
    out.push({
      kind: 'orphan_marker',
      category: 'citation',
      severity: 'error',
      title: 'Citation without a reference',
      message: (s) =>
        `The citation ${what} has no matching entry in ${where}. Add the ${s} reference for it, or remove the citation.`,
      start: span.start,
      end: span.end,
      replacement: { APA: replacement, MLA: replacement, Chicago: replacement },
      label: replacement ? 'Remove the unlisted numbers' : r.item.form === 'narrative' && r.item.names.length > 0 ? 'Remove the date, keep the name' : 'Remove the citation',
      citationGroupId: r.group.id,
    });
  }
  return out;
}
