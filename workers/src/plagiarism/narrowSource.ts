import type { PreparedText, RawDetection } from './detect.js';
import type { ExtensionContext } from './extension.js';
import { cosine, fragmentVector } from './sentenceVectors.js';
import type { Sentence } from './sentences.js';
import { bestSourceWindow } from './sourceWindows.js';
import { extendOverPunctuation } from './textSpans.js';

/** Indices of the first and last sentence overlapping `[start, end)`, or undefined if none does. */
function sentencesIn(sentences: Sentence[], start: number, end: number): [number, number] | undefined {
  let lo = 0, hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo - 1;
  while (last + 1 < sentences.length && sentences[last + 1]!.start < end) last++;
  return last >= lo ? [lo, last] : undefined;
}

export interface NarrowOptions {
  /** a source side longer than this many times the suspicious side is always narrowed; 0 turns
   * narrowing off */
  maxRatio: number;
  /** from this many times up, only when the narrower stretch is more similar by `minGain` */
  fromRatio: number;
  minGain: number;
}

/**
 * A reworded passage stays about as long as what it rewords. When the source side of a passage is
 * more than `maxRatio` times longer than the suspicious side, stray seeds have stretched it:
 * keep the stretch of it, between `1 / maxRatio` and `maxRatio` times the suspicious side's
 * length, that is most similar to the suspicious side. A source side only somewhat longer
 * (`fromRatio`) may be a copy with words left out, so it is narrowed only when the narrower
 * stretch matches clearly better: growing or merging took in a neighbouring source sentence.
 */
export function narrowSource(d: RawDetection, ctx: ExtensionContext, susp: PreparedText, src: PreparedText, opts: NarrowOptions): RawDetection {
  const suspChars = d.suspEnd - d.suspStart;
  const srcChars = d.srcEnd - d.srcStart;
  const { maxRatio } = opts;
  if (d.summary || maxRatio <= 0 || srcChars <= Math.min(maxRatio, opts.fromRatio) * suspChars) return d;
  const own = sentencesIn(susp.sentences, d.suspStart, d.suspEnd);
  const theirs = sentencesIn(src.sentences, d.srcStart, d.srcEnd);
  if (!own || !theirs) return d;
  const passage = fragmentVector(ctx.space, ctx.susp, own[0], own[1]);
  const best = bestSourceWindow(ctx, passage, src.sentences, {
    first: theirs[0],
    last: theirs[1],
    minChars: suspChars / maxRatio,
    maxChars: maxRatio * suspChars,
  });
  if (!best) return d;
  if (srcChars <= maxRatio * suspChars && best.similarity < cosine(passage, fragmentVector(ctx.space, ctx.src, theirs[0], theirs[1])) + opts.minGain) return d;
  const srcStart = Math.max(d.srcStart, src.sentences[best.from]!.start);
  const srcEnd = Math.min(d.srcEnd, extendOverPunctuation(src.text, src.sentences[best.to]!.end));
  return { ...d, srcStart, srcEnd, similarity: best.similarity };
}

/**
 * The same on the suspicious side: an obfuscated passage is rarely longer than what it takes from
 * (words get dropped or swapped, not added), so a suspicious side longer than `fromRatio` times the
 * source side is narrowed to the stretch of it that matches the source side clearly better.
 */
export function narrowSuspicious(d: RawDetection, ctx: ExtensionContext, susp: PreparedText, src: PreparedText, opts: NarrowOptions): RawDetection {
  if (d.summary) return d;
  const swapped: RawDetection = { ...d, suspStart: d.srcStart, suspEnd: d.srcEnd, srcStart: d.suspStart, srcEnd: d.suspEnd };
  const n = narrowSource(swapped, { space: ctx.space, susp: ctx.src, src: ctx.susp }, src, susp, opts);
  return n === swapped ? d : { ...d, suspStart: n.srcStart, suspEnd: n.srcEnd, similarity: n.similarity };
}
