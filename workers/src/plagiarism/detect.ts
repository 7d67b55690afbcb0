import { contentDice } from './contentOverlap.js';
import { chainRuns, exactRuns, type RunChain } from './exactRuns.js';
import { extendSeeds, type ExtensionContext, type Fragment } from './extension.js';
import { DEFAULT_SUMMARY_OPTIONS, drawsOnWholeSource, findSummaries, type SummaryCandidate, type SummaryOptions } from './summary.js';
import { rareStemSeeds, type RareStemOptions } from './rareStemSeeds.js';
import { sharedNgramSeeds, similarSentenceSeeds, type Seed } from './seeds.js';
import { splitSentences, type Sentence } from './sentences.js';
import { TermSpace } from './sentenceVectors.js';
import { narrowSource, narrowSuspicious } from './narrowSource.js';
import { isOriginalGap, originalBetween } from './originalGaps.js';
import { quotedRanges } from './quotes.js';
import { chainDetection, snapToRuns } from './runSnapping.js';
import { enclosingParagraph, extendOverPunctuation } from './textSpans.js';
import { trimUnsharedEdges } from './edgeTrim.js';
import { tokenizeWords, type WordToken } from './tokens.js';

export interface DetectOptions {
  /** sentence seed thresholds */
  seedCosine: number;
  seedDice: number;
  /** word n-gram length for exact-overlap seeds; 0 turns them off */
  ngram: number;
  /** seeds from clusters of shared rare stems (a shuffled short passage); minStems 0 turns them off */
  rareStems: RareStemOptions;
  /** how many sentences may separate two seeds of one passage */
  maxGap: number;
  /** the same on the source side */
  maxSrcGap: number;
  /** minimum tf-idf cosine of a passage's two sides */
  minSimilarity: number;
  /** how many words may separate two word-for-word runs of one passage */
  runGap: number;
  /** a fragment with at least this share of its words in word-for-word runs takes the runs' bounds */
  snapShare: number;
  /** ...and is split where the runs leave source order only from this share up */
  copyShare: number;
  /** runs with hardly a changed word, at least `verbatimTokens` words in all, take their bounds
   * from this lower share: a copied block inside reworded or unrelated sentences that seeded */
  verbatimShare: number;
  verbatimTokens: number;
  /** runs with changed words inside them snap only from this share: a randomly obfuscated passage
   * keeps such runs, yet its edges reach past them */
  sparseSnapShare: number;
  /** a cluster of seeds with a rare-stem seed in it needs only this similarity instead of
   * `minSimilarity`: rare terms close together on both sides are evidence the cosine lacks in a
   * scrambled list, whose sentences also carry unrelated words around the copied items */
  rareSeedSimilarity: number;
  /** a neighbouring sentence joins a fragment when it raises the similarity by more than this */
  growGain: number;
  /** a fragment shorter than this many characters (mean of the two sides) may also grow
   * crosswise, taking in the sentences on opposite ends of its two sides: random obfuscation
   * shuffles the sentences of short passages */
  crossLength: number;
  /** ...or, with its counterpart on the other side, when the two are at least this similar */
  growPairSimilarity: number;
  /** finding passages that condense the source */
  summary: SummaryOptions;
  /** passages shorter than this many characters (mean of the two sides) are dropped */
  minLength: number;
  /** passages this close (characters) on both sides, in the same order, become one */
  mergeGap: number;
  /** passages shorter than `shortLength` characters need `shortSimilarity`: a few shared words
   * make two short stretches look alike more easily than two long ones */
  shortLength: number;
  shortSimilarity: number;
  /** ...and their two sides must share at least this Dice coefficient of content-word stems:
   * a few heavy shared terms lift the cosine of two stretches on the same subject; 0 turns it off */
  shortDice: number;
  /** ...unless its seeds pair two or more sentences on each side: several sentence pairs that
   * agree are evidence that one pair is not, so such a passage needs only `minSimilarity` and this
   * Dice (the sentences of a short scrambled passage resemble their sources less one by one) */
  pairedShortDice: number;
  /** ...and one with at least this share of its suspicious words in word-for-word runs needs no
   * more than a long passage: runs of eight or more words in a row are not chance, even when
   * random obfuscation has shuffled and replaced the words around them; above 1 turns it off */
  shortExactShare: number;
  /** every passage but a summary needs at least this Dice of content-word stems: a high cosine
   * from a handful of shared rare terms is a shared subject, not a shared text; 0 turns it off */
  minDice: number;
  /** ...except a passage too long for the short-passage tests whose cosine reaches this: so close a
   * match over a long stretch is no shared subject, even when random obfuscation replaced most of
   * its distinct words and kept the frequent ones (a glossary or word list) */
  denseSimilarity: number;
  /** a passage whose source side is longer than this many times its suspicious side is narrowed
   * to the stretch of the source that matches best; 0 turns it off */
  maxLengthRatio: number;
  /** ...and from this many times up, when that stretch is more similar than the whole source side
   * by at least `narrowGain` */
  narrowRatio: number;
  narrowGain: number;
  /** the same for a suspicious side longer than this many times the source side, when the
   * narrower passage still stands on its own */
  suspNarrowRatio: number;
  /** an edge of the suspicious side with at least this many content words, none of them found on
   * the source side, is cut off; the same for the source side from `srcEdgeWords`; 0 turns a side
   * off */
  edgeWords: number;
  srcEdgeWords: number;
}

export const DEFAULT_DETECT_OPTIONS: DetectOptions = {
  seedCosine: 0.33,
  seedDice: 0.33,
  ngram: 4,
  rareStems: { minStems: 4, maxCount: 1, suspWindow: 40, srcWindow: 60 },
  maxGap: 3,
  maxSrcGap: 4,
  minSimilarity: 0.38,
  rareSeedSimilarity: 0.35,
  minLength: 150,
  shortLength: 250,
  mergeGap: 300,
  shortSimilarity: 0.5,
  shortDice: 0.5,
  pairedShortDice: 0.45,
  shortExactShare: 0.5,
  minDice: 0.25,
  denseSimilarity: 0.7,
  maxLengthRatio: 2.5,
  narrowRatio: 1.5,
  narrowGain: 0.05,
  suspNarrowRatio: 1.15,
  edgeWords: 3,
  srcEdgeWords: 4,
  runGap: 10,
  snapShare: 0.75,
  copyShare: 0.95,
  verbatimShare: 0.35,
  verbatimTokens: 30,
  sparseSnapShare: 0.85,
  growGain: 0.02,
  crossLength: 180,
  growPairSimilarity: 0.2,
  summary: DEFAULT_SUMMARY_OPTIONS,
};

export interface PreparedText {
  text: string;
  tokens: WordToken[];
  sentences: Sentence[];
}

export function prepareText(text: string): PreparedText {
  const tokens = tokenizeWords(text);
  return { text, tokens, sentences: splitSentences(text, tokens) };
}

/** A detected passage in character offsets, with the sentence ranges it came from. */
export interface RawDetection {
  suspStart: number;
  suspEnd: number;
  srcStart: number;
  srcEnd: number;
  similarity: number;
  /** the sentence fragment it came from, absent for a passage found by word runs alone */
  fragment?: Fragment;
  /** share of the suspicious side's words inside word-for-word runs */
  exactShare: number;
  /** the passage condenses the whole source */
  summary?: boolean;
}

/** Whether a fragment's seeds take in at least two sentences on each side. */
export function seededPairs(f: Fragment | undefined): boolean {
  if (!f) return false;
  const susp = new Set(f.seeds.map((s) => s.susp)), src = new Set(f.seeds.map((s) => s.src));
  return susp.size >= 2 && src.size >= 2;
}

/** Whether a passage is long enough, and its two sides alike enough for its length, to report. */
export function reportable(d: RawDetection, susp: PreparedText, src: PreparedText, opts: DetectOptions): boolean {
  // Both sides count: an obfuscated copy is often much shorter than its source.
  const len = (d.suspEnd - d.suspStart + d.srcEnd - d.srcStart) / 2;
  if (len < opts.minLength) return false;
  const short = len < opts.shortLength && d.exactShare < opts.shortExactShare;
  const paired = short && seededPairs(d.fragment);
  if (short && d.similarity < (paired ? opts.minSimilarity : opts.shortSimilarity)) return false;
  const dense = !short && d.similarity >= opts.denseSimilarity;
  const needed = Math.max(d.summary || dense ? 0 : opts.minDice, short ? (paired ? opts.pairedShortDice : opts.shortDice) : 0);
  return needed <= 0 || contentDice(susp.tokens, d.suspStart, d.suspEnd, src.tokens, d.srcStart, d.srcEnd) >= needed;
}

function toChars(p: PreparedText, from: number, to: number): [number, number] {
  return [p.sentences[from]!.start, extendOverPunctuation(p.text, p.sentences[to]!.end)];
}

/**
 * Keeps the best of fragments that overlap on the suspicious side. With `fit`, a passage that could
 * be reported on its own beats any that could not: a short word-for-word run inside a reworded
 * sentence must not push out the sentence that carries it.
 */
export function dropOverlaps(dets: RawDetection[], fit?: (d: RawDetection) => boolean): RawDetection[] {
  const score = (d: RawDetection): number => d.similarity * Math.sqrt(d.suspEnd - d.suspStart);
  const fits = new Map(dets.map((d) => [d, fit?.(d) ? 1 : 0]));
  const ranked = [...dets].sort((a, b) => fits.get(b)! - fits.get(a)! || score(b) - score(a));
  const kept: RawDetection[] = [];
  for (const d of ranked) {
    if (kept.some((k) => d.suspStart < k.suspEnd && k.suspStart < d.suspEnd)) continue;
    kept.push(d);
  }
  return kept.sort((a, b) => a.suspStart - b.suspStart);
}

/**
 * Joins passages that follow each other closely on both sides: one copied passage that the
 * sentence clustering cut in two; never across original writing (`original`). Two passages whose
 * source sides lie within `gap` of each other in either order also join when one of them is too
 * short to be reported (`fit`): the pieces of a short passage whose words were shuffled.
 */
export function mergeAdjacent(
  dets: RawDetection[],
  gap: number,
  original: (start: number, end: number) => boolean,
  fit: (d: RawDetection) => boolean,
): RawDetection[] {
  if (gap <= 0) return dets;
  const sorted = [...dets].sort((a, b) => a.suspStart - b.suspStart);
  const out: RawDetection[] = [];
  for (const d of sorted) {
    const last = out[out.length - 1];
    const suspGap = last ? d.suspStart - last.suspEnd : Infinity;
    const srcGap = last ? d.srcStart - last.srcEnd : Infinity;
    const inOrder = last !== undefined && srcGap <= gap && d.srcEnd > last.srcEnd && srcGap >= -gap;
    const pieces = last !== undefined && Math.max(srcGap, last.srcStart - d.srcEnd) <= gap && (!fit(last) || !fit(d));
    if (last && suspGap <= gap && (inOrder || pieces) && !original(last.suspEnd, d.suspStart)) {
      const wl = last.suspEnd - last.suspStart, wd = d.suspEnd - d.suspStart;
      out[out.length - 1] = {
        ...last,
        suspEnd: Math.max(last.suspEnd, d.suspEnd),
        srcStart: Math.min(last.srcStart, d.srcStart),
        srcEnd: Math.max(last.srcEnd, d.srcEnd),
        similarity: (last.similarity * wl + d.similarity * wd) / (wl + wd),
        exactShare: (last.exactShare * wl + d.exactShare * wd) / (wl + wd),
      };
    } else out.push(d);
  }
  return out;
}

function unionSeeds(base: Seed[], extra: Seed[], width: number): Seed[] {
  const known = new Set(base.map((s) => s.susp * width + s.src));
  const out = [...base];
  for (const s of extra) {
    const id = s.susp * width + s.src;
    if (known.has(id)) continue;
    known.add(id);
    out.push(s);
  }
  return out;
}

export type DetectOptionsInput = Partial<Omit<DetectOptions, 'summary' | 'rareStems'>> & {
  summary?: Partial<SummaryOptions>;
  rareStems?: Partial<RareStemOptions>;
};

/** Finds the passages of `susp` taken from `src`, in character offsets of both texts. */
export function detectPassages(susp: PreparedText, src: PreparedText, options: DetectOptionsInput = {}): RawDetection[] {
  const opts: DetectOptions = {
    ...DEFAULT_DETECT_OPTIONS,
    ...options,
    summary: { ...DEFAULT_SUMMARY_OPTIONS, ...options.summary },
    rareStems: { ...DEFAULT_DETECT_OPTIONS.rareStems, ...options.rareStems },
  };
  const space = new TermSpace();
  const suspCounts = space.countSentences(susp.tokens, susp.sentences);
  const srcCounts = space.countSentences(src.tokens, src.sentences);
  space.finish();
  const rareSeeds = rareStemSeeds(susp.tokens, susp.sentences, src.tokens, src.sentences, opts.rareStems);
  const extra = unionSeeds(sharedNgramSeeds(susp.tokens, susp.sentences, src.tokens, src.sentences, opts.ngram), rareSeeds, src.sentences.length);
  const rareIds = new Set(rareSeeds.map((s) => s.susp * src.sentences.length + s.src));
  const minSimilarityFor = (cluster: Seed[]): number =>
    cluster.some((s) => rareIds.has(s.susp * src.sentences.length + s.src)) ? Math.min(opts.minSimilarity, opts.rareSeedSimilarity) : opts.minSimilarity;
  const sentenceSeeds = (cosine: number, dice: number): Seed[] =>
    unionSeeds(similarSentenceSeeds(space, suspCounts, srcCounts, { cosine, dice }), extra, src.sentences.length);
  const seeds = sentenceSeeds(opts.seedCosine, opts.seedDice);
  const ctx = { space, susp: suspCounts, src: srcCounts };
  const quotes = quotedRanges(susp.text);
  const fragments = extendSeeds(
    ctx, seeds, opts.maxGap, opts.maxSrcGap, minSimilarityFor,
    {
      gain: opts.growGain,
      pairSimilarity: opts.growPairSimilarity,
      // by the mean of the two sides, as `longEnough` measures them
      crossWhile: (f) => susp.sentences[f.suspTo]!.end - susp.sentences[f.suspFrom]!.start + src.sentences[f.srcTo]!.end - src.sentences[f.srcFrom]!.start < 2 * opts.crossLength,
    },
    (from, to) => originalBetween(susp.text, quotes, susp.sentences, from, to),
  );
  const chains = chainRuns(exactRuns(susp.tokens, src.tokens), opts.runGap).filter((c) => c.matched >= 8);
  const used = new Set<RunChain>();
  const dets = fragments.flatMap((f): RawDetection[] => {
    const [suspStart, suspEnd] = toChars(susp, f.suspFrom, f.suspTo);
    const [srcStart, srcEnd] = toChars(src, f.srcFrom, f.srcTo);
    const det: RawDetection = { suspStart, suspEnd, srcStart, srcEnd, similarity: f.similarity, fragment: f, exactShare: 0 };
    return snapToRuns(det, susp, src, chains, used, {
      minShare: opts.snapShare,
      copyShare: opts.copyShare,
      verbatimShare: opts.verbatimShare,
      verbatimTokens: opts.verbatimTokens,
      sparseShare: opts.sparseSnapShare,
    });
  });
  for (const c of chains) {
    if (used.has(c)) continue;
    const d = chainDetection(c, susp, src);
    if (d.exactShare >= 0.5) dets.push(d);
  }
  const longEnough = (d: RawDetection): boolean => reportable(d, susp, src, opts);
  const original = (start: number, end: number): boolean => isOriginalGap(susp.text, quotes, start, end);
  const kept = dropOverlaps(mergeAdjacent(dropOverlaps(dets, longEnough), opts.mergeGap, original, longEnough).filter(longEnough));
  const sm = opts.summary;
  const summarySeeds = sm.seedCosine === opts.seedCosine && sm.seedDice === opts.seedDice ? seeds : sentenceSeeds(sm.seedCosine, sm.seedDice);
  const summaries = findSummaries(ctx, summarySeeds, susp.sentences, src.sentences, sm);
  return addSummaries(kept, summaries, susp, src, (c) => drawsOnWholeSource(ctx, c, susp.sentences, src.sentences, sm))
    .map((d) => narrowSource(d, ctx, susp, src, { maxRatio: opts.maxLengthRatio, fromRatio: opts.narrowRatio, minGain: opts.narrowGain }))
    .map((d) => {
      // bounds taken from word-for-word runs are exact already; a passage mostly in runs that kept its
      // sentence bounds (runs broken by changed words) is not narrowed either
      if (d.exactShare >= opts.snapShare) return d;
      const n = narrowSuspicious(d, ctx, susp, src, { maxRatio: opts.maxLengthRatio, fromRatio: opts.suspNarrowRatio, minGain: opts.narrowGain });
      return longEnough(n) ? n : d;
    })
    // a summary's sides are the paragraph and the whole source; runs' bounds are exact already
    .map((d) => (d.summary || d.exactShare >= opts.snapShare ? d : trimUnsharedEdges(d, susp, src, opts.edgeWords, opts.srcEdgeWords)))
    .filter(longEnough);
}

// A passage about as long on both sides with this share of word-for-word runs, or this
// similarity, reads as a copy; copies covering this share of a summary candidate veto it.
const COPY_SHARE = 0.5;
const COPY_SIM = 0.6;
const COPY_COVER = 0.4;

/** About as long on both sides and mostly the same words or content: a copy. */
function isCopy(d: RawDetection): boolean {
  const ratio = (d.srcEnd - d.srcStart) / (d.suspEnd - d.suspStart);
  return ratio >= 0.67 && ratio <= 1.5 && (d.exactShare >= COPY_SHARE || d.similarity >= COPY_SIM);
}

/**
 * A summary replaces the passages inside it, unless copies already explain much of it: then the
 * spread of its seeds comes from copied passages, not from condensing.
 */
function addSummaries(
  dets: RawDetection[],
  summaries: SummaryCandidate[],
  susp: PreparedText,
  src: PreparedText,
  wholeSource: (c: SummaryCandidate) => boolean,
): RawDetection[] {
  let out = dets;
  const first = src.tokens[0], last = src.tokens[src.tokens.length - 1];
  if (!first || !last) return out;
  for (const sm of summaries) {
    const [start, end] = enclosingParagraph(susp.text, susp.sentences[sm.suspFrom]!.start, extendOverPunctuation(susp.text, susp.sentences[sm.suspTo]!.end));
    const core = [susp.sentences[sm.suspFrom]!.start, susp.sentences[sm.suspTo]!.end] as const;
    let copied = 0;
    for (const d of out) if (isCopy(d)) copied += Math.max(0, Math.min(core[1], d.suspEnd) - Math.max(core[0], d.suspStart));
    if (copied >= COPY_COVER * (core[1] - core[0])) continue;
    // Passages taken from the source elsewhere in the document explain its scattered seeds.
    if (dets.some((d) => d.suspEnd <= start || d.suspStart >= end)) continue;
    if (!wholeSource(sm)) continue;
    out = out.filter((d) => d.suspEnd <= start || d.suspStart >= end);
    out.push({
      suspStart: start,
      suspEnd: end,
      srcStart: first.start,
      srcEnd: extendOverPunctuation(src.text, last.end),
      similarity: sm.similarity,
      exactShare: 0,
      summary: true,
    });
  }
  return out.sort((a, b) => a.suspStart - b.suspStart);
}
