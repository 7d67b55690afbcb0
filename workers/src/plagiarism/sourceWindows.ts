import type { ExtensionContext } from './extension.js';
import type { WeightedVector } from './sentenceVectors.js';
import type { Sentence } from './sentences.js';

/** A run of source sentences `[from, to]` (inclusive) and its cosine with a passage. */
export interface SourceWindow {
  from: number;
  to: number;
  similarity: number;
}

export interface WindowLimits {
  /** first and last source sentence a window may use */
  first: number;
  last: number;
  /** window length in characters; a single sentence longer than `maxChars` still counts */
  minChars: number;
  maxChars: number;
}

/**
 * The run of source sentences within the limits most similar (tf-idf cosine) to `passage`.
 * Each run's vector grows one sentence at a time, so the cost is the number of runs times the
 * words of a sentence rather than of a run.
 */
export function bestSourceWindow(ctx: ExtensionContext, passage: WeightedVector, srcSentences: Sentence[], limits: WindowLimits): SourceWindow | undefined {
  if (!passage.norm) return undefined;
  const idf = ctx.space.idf;
  let best: SourceWindow | undefined;
  for (let a = limits.first; a <= limits.last; a++) {
    const tf = new Map<number, number>();
    let dot = 0, norm2 = 0;
    for (let b = a; b <= limits.last; b++) {
      const chars = srcSentences[b]!.end - srcSentences[a]!.start;
      if (b > a && chars > limits.maxChars) break;
      const c = ctx.src[b]!;
      for (let k = 0; k < c.ids.length; k++) {
        const id = c.ids[k]!, w = idf[id]!;
        const old = tf.get(id) ?? 0, now = old + c.counts[k]!;
        tf.set(id, now);
        norm2 += w * w * (now * now - old * old);
        dot += (passage.weights.get(id) ?? 0) * w * (now - old);
      }
      if (norm2 <= 0 || chars < limits.minChars) continue;
      const similarity = dot / (passage.norm * Math.sqrt(norm2));
      if (!best || similarity > best.similarity) best = { from: a, to: b, similarity };
    }
  }
  return best;
}
