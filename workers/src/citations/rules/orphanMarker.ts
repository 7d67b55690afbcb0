import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { CitationGroup } from '../inTextCitations.js';
import type { NumericRun } from '../numericRuns.js';
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

const orphanTitle = 'Citation without a reference';

/**
 * A run of numbers ("[1]–[4]", "[1], [5]") citing one the list lacks, as one finding. Where the
 * numbers are rewritten as the style's citation (numericCitation), the rewrite leaves the
 * missing one out and this finding, an insertion point after the run, only tells of it: two
 * fixes on one span could not both apply. Elsewhere the fix writes the run as one bracket of
 * the numbers left, or removes it when none is.
 */
function runFinding(ctx: CitationContext, run: NumericRun): CitationFinding | undefined {
  const missing = new Set(run.numbers.filter((n) => !n.entry).map((n) => n.number));
  if (missing.size === 0) return undefined;
  const what = `reference ${[...missing].join(', ')}`;
  const written = ctx.text.slice(run.start, run.end);
  const listed = run.numbers.filter((n) => n.entry);
  if (ctx.numbersOff && listed.length > 0) {
    return {
      kind: 'orphan_marker',
      category: 'citation',
      severity: 'error',
      title: orphanTitle,
      message: (s) =>
        `The citation "${written}" cites ${what}, which has no matching entry in the reference list. Add the ${s} reference for it: the ${s} citation offered for "${written}" leaves it out.`,
      start: run.end,
      end: run.end,
      replacement: { APA: '', MLA: '', Chicago: '' },
      label: 'Add the missing reference',
      citationGroupId: run.groups[0]!.id,
    };
  }
  let replacement = '';
  let start = run.start;
  if (listed.length > 0) {
    const kept = [...new Set(listed.map((n) => n.number))];
    // the page goes with the last number, and only a number kept keeps it
    const locator = listed[listed.length - 1]!.locator;
    replacement = `[${kept.join(', ')}${locator ? `, ${locator}` : ''}]`;
  } else if (ctx.text[start - 1] === ' ') {
    // Take the space before the citation with it: "text [5]." becomes "text.".
    start -= 1;
  }
  return {
    kind: 'orphan_marker',
    category: 'citation',
    severity: 'error',
    title: orphanTitle,
    message: (s) => `The citation ${what} has no matching entry in the reference list. Add the ${s} reference for it, or remove the citation.`,
    start,
    end: run.end,
    replacement: { APA: replacement, MLA: replacement, Chicago: replacement },
    label: replacement ? 'Remove the unlisted numbers' : 'Remove the citation',
    citationGroupId: run.groups[0]!.id,
  };
}

/** A citation that no bibliography entry (or endnote) answers. */
export function orphanMarker(ctx: CitationContext): CitationFinding[] {
  const out: CitationFinding[] = [];
  const runOf = new Map<CitationGroup, NumericRun>();
  for (const run of ctx.numericRuns) for (const g of run.groups) runOf.set(g, run);
  const doneRuns = new Set<NumericRun>();
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
    const run = r.item.kind === 'numeric' ? runOf.get(r.group) : undefined;
    if (run) {
      if (doneRuns.has(run)) continue;
      doneRuns.add(run);
      const finding = runFinding(ctx, run);
      if (finding) out.push(finding);
      continue;
    }
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
      title: orphanTitle,
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
