import { codeSpans } from '../lint/mask.js';
import type { CitationGroup } from './inTextCitations.js';
import type { ResolvedItem } from './resolveCitations.js';
import type { BibliographyEntry } from './types.js';

/** A number a run cites, with its entry (none when the list lacks it) and the page it gives. */
export interface RunNumber {
  number: number;
  entry?: BibliographyEntry;
  locator?: string;
}

/**
 * Numbered citations written apart that cite together ("[1], [2]", "[1]–[4]"), or one bracket
 * alone. A fix rewrites or removes the run whole, so that no comma or dash is left behind.
 */
export interface NumericRun {
  start: number;
  end: number;
  /** The groups of the run, in order; the first one's id is what its findings carry. */
  groups: CitationGroup[];
  /** Every number the run cites, in order: those between the ends of "[1]–[4]" too. */
  numbers: RunNumber[];
}

/** An index in code ("rows[2]", "f(x)[1]") or a list written in code ("x = [1, 2]"). */
function readsAsCode(text: string, start: number): boolean {
  const before = text[start - 1];
  if (before !== undefined && /[\p{L}\p{N}_)\]}>]/u.test(before)) return true;
  return /[=([{<]\s*$/.test(text.slice(Math.max(0, start - 4), start));
}

/** The widest range "[1]–[n]" read as citing every number between. */
const maxRange = 100;

/**
 * The runs of numbered citations in the body, in text order. A group mixing names and numbers,
 * a number that points at a note, and brackets in code are in none. `entryFor` finds the entry
 * of a number between the two ends of a range.
 */
export function numericRuns(text: string, bodyEnd: number, resolved: ResolvedItem[], entryFor: (n: number) => BibliographyEntry | undefined): NumericRun[] {
  const byGroup = new Map<CitationGroup, ResolvedItem[]>();
  for (const r of resolved) {
    if (r.item.kind !== 'numeric') continue;
    const list = byGroup.get(r.group) ?? [];
    list.push(r);
    byGroup.set(r.group, list);
  }
  if (byGroup.size === 0) return [];
  const code = codeSpans(text.slice(0, bodyEnd));
  let nextCode = 0;
  const runs: NumericRun[] = [];
  // a number between the ends of a range reads the same in every range: one record each
  const between = new Map<number, RunNumber>();
  const inRange = (n: number): RunNumber => {
    let found = between.get(n);
    if (!found) {
      const entry = entryFor(n);
      found = entry ? { number: n, entry } : { number: n };
      between.set(n, found);
    }
    return found;
  };
  const own = (r: ResolvedItem): RunNumber => {
    const out: RunNumber = { number: r.item.number! };
    if (r.entry) out.entry = r.entry;
    if (r.item.locator) out.locator = r.item.locator;
    return out;
  };
  // groups come in text order, so one pass over the code spans serves them all
  for (const [group, items] of byGroup) {
    if (items.length !== group.items.length || items.some((r) => !r.entry && r.problem !== 'orphan')) continue;
    while (nextCode < code.length && code[nextCode]![1] <= group.start) nextCode++;
    const span = code[nextCode];
    if ((span && span[0] <= group.start) || readsAsCode(text, group.start)) continue;
    const last = runs[runs.length - 1];
    const gap = last ? text.slice(last.end, group.start) : '';
    if (last && /^\s*,\s*$/.test(gap)) {
      last.groups.push(group);
      last.numbers.push(...items.map(own));
      last.end = group.end;
      continue;
    }
    if (last && /^\s*[–-]\s*$/.test(gap)) {
      // "[1]–[4]" cites 2 and 3 as well; one the list lacks is missing as 4 would be
      const from = last.numbers[last.numbers.length - 1]!.number;
      const to = items[0]!.item.number!;
      if (to > from && to - from <= maxRange) {
        for (let n = from + 1; n < to; n++) last.numbers.push(inRange(n));
        last.groups.push(group);
        last.numbers.push(...items.map(own));
        last.end = group.end;
        continue;
      }
    }
    runs.push({ start: group.start, end: group.end, groups: [group], numbers: items.map(own) });
  }
  return runs;
}
