import { bareLocator, itemInStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { NumericRun, RunNumber } from '../numericRuns.js';
import { citationStyleList, type CitationStyle, type ParsedReference } from '../types.js';

/** A number standing for the work in the sentence: "as [1] showed", "according to [2]", "[3] found". */
const narrativeLead = /(?:^|[\s(])(?:as|by|in|from|to|of|with|see|like|unlike|following|than|cf\.)\s+$/i;
const sentenceOpening = /(?:^|[.!?]["”’)]?\s+|\n\s*)$/;

/**
 * How the citation stands in the sentence: in its own parentheses; as part of the sentence
 * ("as [1] showed"); or inside the writer's parentheses ("(see [1])"), which it then shares.
 */
type Form = 'parenthetical' | 'narrative' | 'bare';

function insideParentheses(text: string, pos: number): boolean {
  const before = text.slice(Math.max(0, pos - 200), pos);
  const open = before.lastIndexOf('(');
  return open >= 0 && open > before.lastIndexOf(')') && !before.slice(open).includes('\n');
}

function formOf(ctx: CitationContext, run: NumericRun, cited: RunNumber[], afterNarrative: boolean): Form {
  if (insideParentheses(ctx.text, run.start)) return 'bare';
  if (cited.length > 1 && cited.some((n) => n.locator)) return 'parenthetical';
  const before = ctx.text.slice(Math.max(0, run.start - 30), run.start);
  if (narrativeLead.test(before)) return 'narrative';
  // "[1] and [2] found": the second names a work as the first did
  if (afterNarrative && /(?:^|\s)(?:and|or)\s+$/.test(before)) return 'narrative';
  // "[2] found the opposite": a number opening a sentence is its subject
  return sentenceOpening.test(ctx.text.slice(Math.max(0, run.start - 4), run.start)) && /^ \p{Ll}/u.test(ctx.text.slice(run.end, run.end + 2))
    ? 'narrative'
    : 'parenthetical';
}

/** "A (2019)", "A (2019) and B (2020)", "A (2019), B (2020), and C (2021)". */
function joinNarratives(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

function citationIn(ctx: CitationContext, cited: { ref: ParsedReference; locator?: string }[], form: Form, style: CitationStyle): string | undefined {
  if (form !== 'narrative') {
    const cite = ctx.csl.citation(cited.map(({ ref, locator }) => (locator ? { ref, locator: bareLocator(locator)! } : { ref })), style);
    return form === 'bare' ? cite?.replace(/^\((.*)\)$/s, '$1') : cite;
  }
  const parts = cited.map(({ ref, locator }) => itemInStyle(ctx.csl, ref, locator ? { form, locator } : { form }, style));
  return parts.every((p) => p !== undefined) ? joinNarratives(parts as string[]) : undefined;
}

const why: Record<CitationStyle, string> = {
  APA: 'APA cites a work by its author and year',
  MLA: 'MLA cites a work by its author, with the page when there is one',
  Chicago: 'Chicago author-date cites a work by its author and year',
};

/**
 * Numbers in the text ("[1]", "[1, 2]", "[2, p. 14]", "(1)") that cite a numbered reference list
 * where the style cites author and date. The fix writes the citation from the entry: one
 * parenthesis for the whole group, or the name and year where the number is part of the sentence.
 */
export function numericCitation(ctx: CitationContext): CitationFinding[] {
  if (!ctx.numbersOff) return [];
  const out: CitationFinding[] = [];
  let narrativeEnd = -1;
  for (const run of ctx.numericRuns) {
    // A number the list lacks is left out, and the orphan check tells of it; a run citing
    // nothing listed is the orphan check's to remove.
    const listed = run.numbers.filter((n) => n.entry);
    if (listed.length === 0) continue;
    // each work once, however often the run repeats its number
    const cited = new Map<string, { ref: ParsedReference; locator?: string; sourceId?: number }>();
    for (const n of listed) {
      const key = `${n.entry!.start}\u0000${n.locator ?? ''}`;
      if (cited.has(key)) continue;
      const work: { ref: ParsedReference; locator?: string; sourceId?: number } = { ref: n.entry!.parsed };
      if (n.locator) work.locator = n.locator;
      if (n.entry!.sourceId !== undefined) work.sourceId = n.entry!.sourceId;
      cited.set(key, work);
    }
    const works = [...cited.values()];
    if (works.some((w) => w.ref.authors.length === 0 && !w.ref.title)) continue;
    const form = formOf(ctx, run, listed, narrativeEnd >= 0 && /^\s+(?:and|or)\s+$/.test(ctx.text.slice(narrativeEnd, run.start)));
    if (form === 'narrative') narrativeEnd = run.end;
    const replacement: Partial<Record<CitationStyle, string>> = {};
    for (const s of citationStyleList) {
      const cite = citationIn(ctx, works, form, s);
      if (cite !== undefined) replacement[s] = cite;
    }
    if (replacement[ctx.style] === undefined) continue;
    let start = run.start;
    // "towns.[1]": the citation goes before the full stop, as the styles place it
    const stop = ctx.text[start - 1];
    if (form === 'parenthetical' && stop !== undefined && /[.,;:]/.test(stop) && /\S/.test(ctx.text[start - 2] ?? '')) {
      start -= 1;
      for (const s of citationStyleList) if (replacement[s] !== undefined) replacement[s] = ` ${replacement[s]}${stop}`;
    } else if (form === 'parenthetical' && stop !== undefined && /\S/.test(stop)) {
      // "leave”[1]": a parenthesis is set off by a space
      for (const s of citationStyleList) if (replacement[s] !== undefined) replacement[s] = ` ${replacement[s]}`;
    }
    const finding: CitationFinding = {
      kind: 'numeric_citation',
      category: 'citation',
      severity: 'warning',
      title: 'Numbered citation',
      message: (s) =>
        `${why[s]}, not by its number in the reference list${replacement[s] !== undefined ? `: "${replacement[s].trim()}"` : ''}.${s === ctx.style ? ' Numbers are for numbered styles such as IEEE and Vancouver.' : ''}`,
      start,
      end: run.end,
      replacement,
      label: `Write as "${replacement[ctx.style]!.trim()}"`,
      citationGroupId: run.groups[0]!.id,
    };
    if (works.length === 1 && works[0]!.sourceId !== undefined) finding.citedSourceId = works[0]!.sourceId;
    out.push(finding);
  }
  return out;
}
