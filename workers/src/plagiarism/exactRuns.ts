import type { WordToken } from './tokens.js';

/** Token ranges `[suspFrom, suspTo)` and `[srcFrom, srcTo)` that are word-for-word the same. */
export interface TokenRun {
  suspFrom: number;
  suspTo: number;
  srcFrom: number;
  srcTo: number;
}

/** A chain of runs close to each other on both sides: a copied passage with small edits. */
export interface RunChain extends TokenRun {
  runs: TokenRun[];
  /** suspicious-side tokens inside runs */
  matched: number;
}

/**
 * Maximal runs of identical normalised words, found through shared word n-grams; an n-gram that
 * recurs more than `maxRepeats` times in the source is skipped as boilerplate.
 */
export function exactRuns(susp: WordToken[], src: WordToken[], n = 3, maxRepeats = 16): TokenRun[] {
  if (susp.length < n || src.length < n) return [];
  const keyAt = (toks: WordToken[], at: number): string => {
    let k = toks[at]!.norm;
    for (let t = at + 1; t < at + n; t++) k += ` ${toks[t]!.norm}`;
    return k;
  };
  const where = new Map<string, number[]>();
  for (let h = 0; h + n <= src.length; h++) {
    const k = keyAt(src, h);
    const list = where.get(k);
    if (list) list.push(h);
    else where.set(k, [h]);
  }
  const runs: TokenRun[] = [];
  // open run per diagonal (src - susp), extended while the next n-gram also matches
  let open = new Map<number, TokenRun>();
  for (let t = 0; t + n <= susp.length; t++) {
    const next = new Map<number, TokenRun>();
    const hits = where.get(keyAt(susp, t));
    if (hits && hits.length <= maxRepeats) {
      for (const h of hits) {
        const d = h - t;
        const run = open.get(d);
        if (run) {
          run.suspTo = t + n;
          run.srcTo = h + n;
          next.set(d, run);
          open.delete(d);
        } else next.set(d, { suspFrom: t, suspTo: t + n, srcFrom: h, srcTo: h + n });
      }
    }
    for (const run of open.values()) runs.push(run);
    open = next;
  }
  for (const run of open.values()) runs.push(run);
  return runs.sort((a, b) => a.suspFrom - b.suspFrom || a.srcFrom - b.srcFrom);
}

/**
 * Chains runs that follow each other within `gap` tokens on both sides, so that a copy with a few
 * words changed, added or dropped comes out as one passage.
 */
export function chainRuns(runs: TokenRun[], gap: number): RunChain[] {
  const chains: RunChain[] = [];
  let active: RunChain[] = [];
  for (const r of runs) {
    active = active.filter((ch) => r.suspFrom - ch.suspTo <= gap);
    let best: RunChain | undefined;
    let bestDist = Infinity;
    for (const ch of active) {
      const dSusp = Math.max(0, r.suspFrom - ch.suspTo);
      const dSrc = r.srcFrom - ch.srcTo;
      if (dSrc > gap || dSrc < -gap || r.srcTo <= ch.srcTo) continue;
      const dist = dSusp + Math.abs(dSrc);
      if (dist < bestDist) {
        bestDist = dist;
        best = ch;
      }
    }
    if (best) {
      if (r.suspTo > best.suspTo) {
        best.matched += r.suspTo - Math.max(r.suspFrom, best.suspTo);
        best.suspTo = r.suspTo;
        best.srcTo = Math.max(best.srcTo, r.srcTo);
        best.runs.push(r);
      }
    } else {
      const ch: RunChain = { ...r, runs: [r], matched: r.suspTo - r.suspFrom };
      chains.push(ch);
      active.push(ch);
    }
  }
  return chains;
}
