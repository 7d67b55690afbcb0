import { codeSpans } from '../../lint/mask.js';
import { bareLocator, itemInStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import type { CitationGroup, CitationItem } from '../inTextCitations.js';
import { numberingBreaksStyle } from '../numberedList.js';
import type { ResolvedItem } from '../resolveCitations.js';
import { citationStyleList, type CitationStyle, type ParsedReference } from '../types.js';

/** A number standing for the work in the sentence: "as [1] showed", "according to [2]", "[3] found". */
const narrativeLead = /(?:^|[\s(])(?:as|by|in|from|to|of|with|see|like|unlike|following|than|cf\.)\s+$/i;
const sentenceOpening = /(?:^|[.!?]["”’)]?\s+|\n\s*)$/;

/** An index in code ("rows[2]", "f(x)[1]") or a list written in code ("x = [1, 2]"). */
function readsAsCode(text: string, start: number): boolean {
  const before = text[start - 1];
  if (before !== undefined && /[\p{L}\p{N}_)\]}>]/u.test(before)) return true;
  return /[=([{<]\s*$/.test(text.slice(Math.max(0, start - 4), start));
}

/**
 * How the citation stands in the sentence: in its own parentheses; as part of the sentence
 * ("as [1] showed"); or inside the writer's parentheses ("(see [1])"), which it then shares.
 */
type Form = 'parenthetical' | 'narrative' | 'bare';

/** Numbers written apart that cite together: "[1], [2]", "[1]–[3]". */
interface Run {
  first: CitationGroup;
  start: number;
  end: number;
  resolved: ResolvedItem[];
}

function insideParentheses(text: string, pos: number): boolean {
  const before = text.slice(Math.max(0, pos - 200), pos);
  const open = before.lastIndexOf('(');
  return open >= 0 && open > before.lastIndexOf(')') && !before.slice(open).includes('\n');
}

function formOf(ctx: CitationContext, run: Run, afterNarrative: boolean): Form {
  if (insideParentheses(ctx.text, run.start)) return 'bare';
  if (run.resolved.length > 1 && run.resolved.some((r) => r.item.locator)) return 'parenthetical';
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
  if (!numberingBreaksStyle(ctx.style, ctx.entries, ctx.notes)) return [];
  const byGroup = new Map<CitationGroup, ResolvedItem[]>();
  for (const r of ctx.resolved) {
    if (r.item.kind !== 'numeric') continue;
    const list = byGroup.get(r.group) ?? [];
    list.push(r);
    byGroup.set(r.group, list);
  }
  const code = codeSpans(ctx.text.slice(0, ctx.bodyEnd));
  let nextCode = 0;
  const byNumber = new Map(ctx.entries.flatMap((e) => (e.number === undefined ? [] : [[e.number, e] as const])));
  const runs: Run[] = [];
  // groups come in text order, so one pass over the code spans serves them all
  for (const [group, resolved] of byGroup) {
    // An unlisted number is the orphan check's to fix first; a group mixing names and numbers is left as written.
    if (resolved.length !== group.items.length || resolved.some((r) => !r.entry || r.problem)) continue;
    while (nextCode < code.length && code[nextCode]![1] <= group.start) nextCode++;
    const span = code[nextCode];
    if ((span && span[0] <= group.start) || readsAsCode(ctx.text, group.start)) continue;
    const last = runs[runs.length - 1];
    const between = last ? ctx.text.slice(last.end, group.start) : '';
    if (last && /^\s*,\s*$/.test(between)) {
      last.resolved.push(...resolved);
      last.end = group.end;
      continue;
    }
    if (last && /^\s*[–-]\s*$/.test(between)) {
      // "[1]–[3]" cites 2 as well, when the list has it
      const from = last.resolved[last.resolved.length - 1]!.item.number!;
      const to = resolved[0]!.item.number!;
      const inner = Array.from({ length: Math.max(0, Math.min(to - from - 1, 100)) }, (_, i) => from + 1 + i);
      if (to > from && to - from <= 100 && inner.every((n) => byNumber.has(n))) {
        for (const n of inner) {
          const item: CitationItem = { kind: 'numeric', form: 'parenthetical', names: [], etAl: false, number: n, text: '', start: group.start, end: group.start };
          last.resolved.push({ group, item, entry: byNumber.get(n)! });
        }
        last.resolved.push(...resolved);
        last.end = group.end;
        continue;
      }
    }
    runs.push({ first: group, start: group.start, end: group.end, resolved: [...resolved] });
  }
  const out: CitationFinding[] = [];
  let narrativeEnd = -1;
  for (const run of runs) {
    // each work once, however often the run repeats its number
    const cited = new Map<string, { ref: ParsedReference; locator?: string; sourceId?: number }>();
    for (const r of run.resolved) {
      const key = `${r.entry!.start}\u0000${r.item.locator ?? ''}`;
      if (cited.has(key)) continue;
      const work: { ref: ParsedReference; locator?: string; sourceId?: number } = { ref: r.entry!.parsed };
      if (r.item.locator) work.locator = r.item.locator;
      if (r.entry!.sourceId !== undefined) work.sourceId = r.entry!.sourceId;
      cited.set(key, work);
    }
    const works = [...cited.values()];
    if (works.some((w) => w.ref.authors.length === 0 && !w.ref.title)) continue;
    const form = formOf(ctx, run, narrativeEnd >= 0 && /^\s+(?:and|or)\s+$/.test(ctx.text.slice(narrativeEnd, run.start)));
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
      citationGroupId: run.first.id,
    };
    if (works.length === 1 && works[0]!.sourceId !== undefined) finding.citedSourceId = works[0]!.sourceId;
    out.push(finding);
  }
  return out;
}
