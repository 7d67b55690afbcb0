import { clusterSeeds, type ExtensionContext } from './extension.js';
import type { Seed } from './seeds.js';
import { cosine, fragmentVector, type WeightedVector } from './sentenceVectors.js';
import { bestSourceWindow } from './sourceWindows.js';
import type { Sentence } from './sentences.js';

export interface SummaryOptions {
  /** sentences that may separate two seeds of one summary on the suspicious side */
  gap: number;
  /** minimum tf-idf cosine between the summary and the whole source */
  minSimilarity: number;
  /** the seeds' extent in the source must be this many times the summary's length */
  minCondensation: number;
  /** ...and the whole source at most this many times: a passage that would condense a long
   * document into a few lines shares too few words with it to tell a summary from a paraphrase
   * of one part */
  maxCondensation: number;
  /** distinct source sentences a summary must draw on */
  minSourceSentences: number;
  /** ...and the share of the source between the first and the last of them: a summary draws on
   * the whole source, a reworded passage whose loose seeds stray stays in one part of it */
  minSpread: number;
  /** sentence seed thresholds for summaries: condensed sentences resemble their sources less */
  seedCosine: number;
  seedDice: number;
  /** the passage must resemble the whole source at least this fraction as much as it resembles
   * the closest stretch of the source no longer than itself: a paraphrase of one stretch resembles
   * that stretch far more than the whole, a summary does not */
  minWholeToLocal: number;
  /** ...and the stretch of the source at most `localLength` times the passage's length that
   * resembles it most must hold less than this share of the content terms the passage shares
   * with the whole source: a summary gathers its words from all over the source, a translation
   * or reworded copy finds nearly all of them in the stretch it comes from; 1 turns it off */
  maxLocalCoverage: number;
  localLength: number;
}

export const DEFAULT_SUMMARY_OPTIONS: SummaryOptions = {
  gap: 3,
  minSimilarity: 0.25,
  minCondensation: 3,
  maxCondensation: 40,
  minSourceSentences: 2,
  minSpread: 0.35,
  seedCosine: 0.25,
  seedDice: 0.25,
  minWholeToLocal: 0.7,
  maxLocalCoverage: 0.8,
  localLength: 1.5,
};

export interface SummaryCandidate {
  suspFrom: number;
  suspTo: number;
  similarity: number;
  /** share of the source's characters between the first and last source sentence drawn on */
  spread: number;
  seeds: Seed[];
}

/**
 * Whether a candidate draws on the source as a whole rather than paraphrasing one stretch of it.
 * Costlier than the other tests, so the caller runs it last.
 */
export function drawsOnWholeSource(ctx: ExtensionContext, c: SummaryCandidate, suspSentences: Sentence[], srcSentences: Sentence[], opts: SummaryOptions): boolean {
  const passage = fragmentVector(ctx.space, ctx.susp, c.suspFrom, c.suspTo);
  const chars = suspSentences[c.suspTo]!.end - suspSentences[c.suspFrom]!.start;
  const last = srcSentences.length - 1;
  const local = bestSourceWindow(ctx, passage, srcSentences, { first: 0, last, minChars: 0, maxChars: chars });
  if (c.similarity < opts.minWholeToLocal * (local?.similarity ?? 0)) return false;
  if (opts.maxLocalCoverage >= 1) return true;
  const near = bestSourceWindow(ctx, passage, srcSentences, { first: 0, last, minChars: 0, maxChars: opts.localLength * chars });
  return !near || localCoverage(ctx, passage, near.from, near.to) < opts.maxLocalCoverage;
}

/** Share of the passage's terms found anywhere in the source that source sentences `[from, to]` hold. */
function localCoverage(ctx: ExtensionContext, passage: WeightedVector, from: number, to: number): number {
  const inWhole = new Set<number>(), inLocal = new Set<number>();
  ctx.src.forEach((c, s) => {
    for (const id of c.ids) {
      if (!passage.weights.has(id)) continue;
      inWhole.add(id);
      if (s >= from && s <= to) inLocal.add(id);
    }
  });
  return inWhole.size ? inLocal.size / inWhole.size : 0;
}

/**
 * Passages that condense the source: a few adjacent sentences whose seeds reach far apart in the
 * source. A summary draws on the source as a whole, so it is compared with the whole source
 * rather than with the span of its seeds.
 */
export function findSummaries(
  ctx: ExtensionContext,
  seeds: Seed[],
  suspSentences: Sentence[],
  srcSentences: Sentence[],
  opts: SummaryOptions,
): SummaryCandidate[] {
  if (!srcSentences.length) return [];
  const whole = fragmentVector(ctx.space, ctx.src, 0, srcSentences.length - 1);
  const out: SummaryCandidate[] = [];
  for (const cluster of clusterSeeds(seeds, opts.gap, Number.MAX_SAFE_INTEGER)) {
    const srcIds = new Set(cluster.map((s) => s.src));
    if (srcIds.size < opts.minSourceSentences) continue;
    let suspFrom = Infinity, suspTo = -1, srcFrom = Infinity, srcTo = -1;
    for (const s of cluster) {
      suspFrom = Math.min(suspFrom, s.susp);
      suspTo = Math.max(suspTo, s.susp);
      srcFrom = Math.min(srcFrom, s.src);
      srcTo = Math.max(srcTo, s.src);
    }
    const suspChars = suspSentences[suspTo]!.end - suspSentences[suspFrom]!.start;
    const srcChars = srcSentences[srcTo]!.end - srcSentences[srcFrom]!.start;
    if (srcChars < opts.minCondensation * suspChars) continue;
    const similarity = cosine(fragmentVector(ctx.space, ctx.susp, suspFrom, suspTo), whole);
    if (similarity < opts.minSimilarity) continue;
    const total = srcSentences[srcSentences.length - 1]!.end - srcSentences[0]!.start;
    if (total > opts.maxCondensation * suspChars) continue;
    const spread = srcChars / Math.max(1, total);
    if (spread < opts.minSpread) continue;
    out.push({ suspFrom, suspTo, similarity, spread, seeds: cluster });
  }
  return out;
}
