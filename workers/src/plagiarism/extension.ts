import type { Seed } from './seeds.js';
import { cosine, fragmentVector, type TermCounts, type TermSpace } from './sentenceVectors.js';

/** A candidate passage: sentences `[suspFrom, suspTo]` against `[srcFrom, srcTo]`, inclusive. */
export interface Fragment {
  suspFrom: number;
  suspTo: number;
  srcFrom: number;
  srcTo: number;
  seeds: Seed[];
  /** tf-idf cosine of the two sides */
  similarity: number;
  /** the suspicious sentences seeded before the fragment grew, when it did */
  core?: [number, number];
}

/** Whether the suspicious text strictly between sentences `from` and `to` must not be bridged. */
export type SuspBreak = (from: number, to: number) => boolean;

function splitByGap(seeds: Seed[], side: 'susp' | 'src', gap: number, breaks?: SuspBreak): Seed[][] {
  const sorted = [...seeds].sort((a, b) => a[side] - b[side]);
  const groups: Seed[][] = [];
  let current: Seed[] = [];
  let reach = -Infinity;
  for (const s of sorted) {
    if (current.length && (s[side] - reach > gap || (breaks !== undefined && breaks(reach, s[side])))) {
      groups.push(current);
      current = [];
    }
    current.push(s);
    reach = Math.max(reach, s[side]);
  }
  if (current.length) groups.push(current);
  return groups;
}

/**
 * Groups seeds that lie close together in both documents: split by gaps on the suspicious side,
 * then on the source side, again and again until no group splits further. `breaks` also splits
 * the suspicious side where original writing lies between two seeds.
 */
export function clusterSeeds(seeds: Seed[], suspGap: number, srcGap: number, breaks?: SuspBreak): Seed[][] {
  let groups = seeds.length ? [seeds] : [];
  for (let round = 0; round < 50; round++) {
    const next: Seed[][] = [];
    for (const g of groups) for (const a of splitByGap(g, 'susp', suspGap, breaks)) next.push(...splitByGap(a, 'src', srcGap));
    if (next.length === groups.length) return next;
    groups = next;
  }
  return groups;
}

function bounds(seeds: Seed[]): Omit<Fragment, 'similarity'> {
  let suspFrom = Infinity, suspTo = -1, srcFrom = Infinity, srcTo = -1;
  for (const s of seeds) {
    suspFrom = Math.min(suspFrom, s.susp);
    suspTo = Math.max(suspTo, s.susp);
    srcFrom = Math.min(srcFrom, s.src);
    srcTo = Math.max(srcTo, s.src);
  }
  return { suspFrom, suspTo, srcFrom, srcTo, seeds };
}

export interface ExtensionContext {
  space: TermSpace;
  susp: TermCounts[];
  src: TermCounts[];
}

export function fragmentSimilarity(ctx: ExtensionContext, f: Omit<Fragment, 'similarity'>): number {
  return cosine(fragmentVector(ctx.space, ctx.susp, f.suspFrom, f.suspTo), fragmentVector(ctx.space, ctx.src, f.srcFrom, f.srcTo));
}

/**
 * Drops edge sentences that make the two sides less alike: a stray seed at the edge of a cluster
 * pulls in a neighbouring sentence that was not taken.
 */
export function trimFragment(ctx: ExtensionContext, f: Fragment, minGain = 0.005): Fragment {
  let cur = f;
  for (;;) {
    const options: Omit<Fragment, 'similarity'>[] = [];
    if (cur.suspTo > cur.suspFrom) {
      options.push({ ...cur, suspFrom: cur.suspFrom + 1 });
      options.push({ ...cur, suspTo: cur.suspTo - 1 });
    }
    if (cur.srcTo > cur.srcFrom) {
      options.push({ ...cur, srcFrom: cur.srcFrom + 1 });
      options.push({ ...cur, srcTo: cur.srcTo - 1 });
    }
    let best: Fragment | undefined;
    for (const o of options) {
      const similarity = fragmentSimilarity(ctx, o);
      if (similarity > (best?.similarity ?? cur.similarity + minGain)) best = { ...o, similarity };
    }
    if (!best) break;
    cur = best;
  }
  if (cur === f) return f;
  const seeds = f.seeds.filter((s) => s.susp >= cur.suspFrom && s.susp <= cur.suspTo && s.src >= cur.srcFrom && s.src <= cur.srcTo);
  return { ...cur, seeds };
}

export interface GrowOptions {
  /** a neighbouring sentence (or pair) joins when it raises the similarity by more than this */
  gain: number;
  /** failing that, a next pair of sentences, one on each side, joins when the two are at least
   * this similar and the fragment stays at least `minSimilarity` similar */
  pairSimilarity: number;
  minSimilarity: number;
  /** while this holds (the fragment is still too short to report), a next pair may also cross:
   * the sentence after the suspicious side with the one before the source side, or the reverse,
   * for the pieces of a short passage whose sentences were shuffled */
  crossWhile?: (f: Omit<Fragment, 'similarity'>) => boolean;
}

/**
 * Adds neighbouring sentences to a fragment: an obfuscated passage often begins or ends with a
 * sentence reworded too much to seed on its own, but still close to its counterpart.
 */
export function growFragment(ctx: ExtensionContext, f: Fragment, opts: GrowOptions): Fragment {
  let cur = f;
  for (;;) {
    // both sides at once: a reworded sentence pair that only adds up together; [susp, src, fragment]
    const pairs: [number, number, Omit<Fragment, 'similarity'>][] = [];
    if (cur.suspFrom > 0 && cur.srcFrom > 0) pairs.push([cur.suspFrom - 1, cur.srcFrom - 1, { ...cur, suspFrom: cur.suspFrom - 1, srcFrom: cur.srcFrom - 1 }]);
    if (cur.suspTo + 1 < ctx.susp.length && cur.srcTo + 1 < ctx.src.length) pairs.push([cur.suspTo + 1, cur.srcTo + 1, { ...cur, suspTo: cur.suspTo + 1, srcTo: cur.srcTo + 1 }]);
    if (opts.crossWhile?.(cur)) {
      if (cur.suspTo + 1 < ctx.susp.length && cur.srcFrom > 0) pairs.push([cur.suspTo + 1, cur.srcFrom - 1, { ...cur, suspTo: cur.suspTo + 1, srcFrom: cur.srcFrom - 1 }]);
      if (cur.suspFrom > 0 && cur.srcTo + 1 < ctx.src.length) pairs.push([cur.suspFrom - 1, cur.srcTo + 1, { ...cur, suspFrom: cur.suspFrom - 1, srcTo: cur.srcTo + 1 }]);
    }
    const options: Omit<Fragment, 'similarity'>[] = pairs.map((p) => p[2]);
    if (cur.suspFrom > 0) options.push({ ...cur, suspFrom: cur.suspFrom - 1 });
    if (cur.suspTo + 1 < ctx.susp.length) options.push({ ...cur, suspTo: cur.suspTo + 1 });
    if (cur.srcFrom > 0) options.push({ ...cur, srcFrom: cur.srcFrom - 1 });
    if (cur.srcTo + 1 < ctx.src.length) options.push({ ...cur, srcTo: cur.srcTo + 1 });
    let best: Fragment | undefined;
    for (const o of options) {
      const similarity = fragmentSimilarity(ctx, o);
      if (similarity > (best?.similarity ?? cur.similarity + opts.gain)) best = { ...o, similarity };
    }
    if (!best && opts.pairSimilarity > 0) {
      for (const [i, j, o] of pairs) {
        if (fragmentSimilarity(ctx, { suspFrom: i, suspTo: i, srcFrom: j, srcTo: j, seeds: [] }) < opts.pairSimilarity) continue;
        const similarity = fragmentSimilarity(ctx, o);
        if (similarity >= opts.minSimilarity && similarity > (best?.similarity ?? -1)) best = { ...o, similarity };
      }
    }
    if (!best) return cur;
    cur = best;
  }
}

/**
 * Clusters seeds into fragments, keeps those whose two sides are similar as wholes; a cluster
 * that fails is clustered again with a smaller gap, so that a true passage is not lost because
 * it was joined to a stray seed. Each kept fragment is trimmed, then grown.
 */
export function extendSeeds(
  ctx: ExtensionContext,
  seeds: Seed[],
  gap: number,
  srcGap: number,
  /** a fixed floor, or one for each cluster (a cluster with stronger seeds may need less) */
  minSimilarityFor: number | ((cluster: Seed[]) => number),
  grow: Omit<GrowOptions, 'minSimilarity'>,
  breaks?: SuspBreak,
): Fragment[] {
  const out: Fragment[] = [];
  const visit = (group: Seed[], g: number, sg: number): void => {
    for (const cluster of clusterSeeds(group, g, sg, breaks)) {
      const f = bounds(cluster);
      const similarity = fragmentSimilarity(ctx, f);
      const minSimilarity = typeof minSimilarityFor === 'number' ? minSimilarityFor : minSimilarityFor(cluster);
      if (similarity >= minSimilarity) {
        const trimmed = trimFragment(ctx, { ...f, similarity });
        const grown = growFragment(ctx, trimmed, { ...grow, minSimilarity });
        out.push(grown === trimmed ? trimmed : { ...grown, core: [trimmed.suspFrom, trimmed.suspTo] });
      }
      else if (g > 0 && cluster.length > 1) visit(cluster, g - 1, Math.max(0, sg - Math.max(1, Math.round(sg / g))));
    }
  };
  visit(seeds, gap, srcGap);
  return out;
}
