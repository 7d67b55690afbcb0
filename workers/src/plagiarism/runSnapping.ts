import type { RunChain } from './exactRuns.js';
import type { PreparedText, RawDetection } from './detect.js';
import type { Fragment } from './extension.js';
import { extendOverPunctuation } from './textSpans.js';

function chainBounds(c: RunChain, susp: PreparedText, src: PreparedText): [number, number, number, number] {
  return [
    susp.tokens[c.suspFrom]!.start,
    extendOverPunctuation(susp.text, susp.tokens[c.suspTo - 1]!.end),
    src.tokens[c.srcFrom]!.start,
    extendOverPunctuation(src.text, src.tokens[c.srcTo - 1]!.end),
  ];
}

/** A passage found by word-for-word runs alone. */
export function chainDetection(c: RunChain, susp: PreparedText, src: PreparedText): RawDetection {
  const [suspStart, suspEnd, srcStart, srcEnd] = chainBounds(c, susp, src);
  const share = c.matched / (c.suspTo - c.suspFrom);
  return { suspStart, suspEnd, srcStart, srcEnd, similarity: share, exactShare: share };
}

// Runs this dense (matched words over their span) are verbatim, not a reworded passage.
const VERBATIM_DENSITY = 0.98;

export interface SnapOptions {
  /** a fragment with at least this share of its words in runs takes the runs' bounds */
  minShare: number;
  /** ...and is split where the runs leave source order only from this share up */
  copyShare: number;
  /** verbatim runs of at least `verbatimTokens` words snap from this lower share */
  verbatimShare: number;
  verbatimTokens: number;
  /** runs with changed words inside them (random obfuscation keeps word pairs and triples here
   * and there) snap only from this higher share: below it the sentence bounds are nearer */
  sparseShare: number;
}

/**
 * A sentence fragment made mostly of word-for-word runs takes the runs' exact word boundaries,
 * which sentence splitting can only approximate, unless the runs are out of order and the fragment
 * is not near-verbatim (below `copyShare`). Runs that overlap the fragment are marked used
 * either way, so they do not come back as passages of their own.
 */
export function snapToRuns(
  det: RawDetection,
  susp: PreparedText,
  src: PreparedText,
  chains: RunChain[],
  used: Set<RunChain>,
  opts: SnapOptions,
): RawDetection[] {
  const inside = chains.filter((c) => {
    const [s0, s1, r0, r1] = chainBounds(c, susp, src);
    return s0 < det.suspEnd && det.suspStart < s1 && r0 < det.srcEnd && det.srcStart < r1;
  });
  if (!inside.length || !det.fragment) return [det];
  const f = det.fragment;
  // measured on the seeded sentences: neighbours taken in by growing are reworded, not copied
  const [from, to] = f.core ?? [f.suspFrom, f.suspTo];
  const fragTokens = susp.sentences[to]!.tokEnd - susp.sentences[from]!.tokStart;
  const matched = inside.reduce((n, c) => n + c.matched, 0);
  const exactShare = Math.min(1, matched / Math.max(1, fragTokens));
  for (const c of inside) used.add(c);
  // A verbatim block (runs with hardly a changed word between them) inside a longer fragment is a
  // copy with reworded or unrelated sentences around it: it snaps from a lower share.
  const dense = inside.every((c) => c.matched >= VERBATIM_DENSITY * (c.suspTo - c.suspFrom));
  const verbatim = matched >= opts.verbatimTokens && dense && !reworded(f, inside, susp, src);
  const floor = verbatim ? Math.min(opts.verbatimShare, opts.minShare) : dense ? opts.minShare : Math.max(opts.minShare, opts.sparseShare);
  if (exactShare < floor) return [{ ...det, exactShare }];
  const groups = orderedGroups(inside);
  // Runs out of source order with changed words between them are a shuffled rewording of one
  // passage, whose sentence bounds are right; only a near-verbatim fragment is several copies.
  if (groups.length > 1 && exactShare < opts.copyShare) return [{ ...det, exactShare }];
  return groups.map((group) => {
    const sf = Math.min(...group.map((c) => c.suspFrom)), st = Math.max(...group.map((c) => c.suspTo));
    const rf = Math.min(...group.map((c) => c.srcFrom)), rt = Math.max(...group.map((c) => c.srcTo));
    return {
      ...det,
      suspStart: susp.tokens[sf]!.start,
      suspEnd: extendOverPunctuation(susp.text, susp.tokens[st - 1]!.end),
      srcStart: src.tokens[rf]!.start,
      srcEnd: extendOverPunctuation(src.text, src.tokens[rt - 1]!.end),
      exactShare,
    };
  });
}

/**
 * Whether a seed outside the runs pairs a suspicious sentence with a source sentence that is also
 * outside them: a reworded neighbour of the copied block, part of the same passage. Seeds that
 * only pair other sentences with the copied source text are stray.
 */
function reworded(f: Fragment, inside: RunChain[], susp: PreparedText, src: PreparedText): boolean {
  const suspFrom = Math.min(...inside.map((c) => c.suspFrom)), suspTo = Math.max(...inside.map((c) => c.suspTo));
  const srcFrom = Math.min(...inside.map((c) => c.srcFrom)), srcTo = Math.max(...inside.map((c) => c.srcTo));
  const outside = (s: { tokStart: number; tokEnd: number }, from: number, to: number): boolean => s.tokEnd <= from || s.tokStart >= to;
  return f.seeds.some((seed) => outside(susp.sentences[seed.susp]!, suspFrom, suspTo) && outside(src.sentences[seed.src]!, srcFrom, srcTo));
}

/** Splits chains where the source order breaks: two copies from different places of the source. */
function orderedGroups(chains: RunChain[]): RunChain[][] {
  const sorted = [...chains].sort((a, b) => a.suspFrom - b.suspFrom);
  const groups: RunChain[][] = [];
  let srcReach = -Infinity;
  for (const c of sorted) {
    const g = groups[groups.length - 1];
    if (g && c.srcFrom >= srcReach - 5) {
      g.push(c);
      srcReach = Math.max(srcReach, c.srcTo);
    } else {
      groups.push([c]);
      srcReach = c.srcTo;
    }
  }
  return groups;
}
