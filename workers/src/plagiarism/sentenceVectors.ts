import type { Sentence } from './sentences.js';
import type { WordToken } from './tokens.js';

/** Content-word counts of one sentence: parallel arrays of term ids and counts. */
export interface TermCounts {
  ids: number[];
  counts: number[];
}

/**
 * Term statistics shared by the two documents of one comparison: every content stem gets an id,
 * and an inverse sentence frequency over the sentences of both documents, so that words common
 * to many sentences weigh little.
 */
export class TermSpace {
  private readonly ids = new Map<string, number>();
  private df: number[] = [];
  private sentences = 0;
  idf: Float64Array = new Float64Array(0);

  /** Counts the content stems of each sentence, registering new terms. */
  countSentences(tokens: WordToken[], sentences: Sentence[]): TermCounts[] {
    const out: TermCounts[] = [];
    for (const s of sentences) {
      const local = new Map<number, number>();
      for (let t = s.tokStart; t < s.tokEnd; t++) {
        const tok = tokens[t]!;
        if (tok.stop) continue;
        let id = this.ids.get(tok.stem);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(tok.stem, id);
          this.df.push(0);
        }
        local.set(id, (local.get(id) ?? 0) + 1);
      }
      for (const id of local.keys()) this.df[id]!++;
      this.sentences++;
      out.push({ ids: [...local.keys()], counts: [...local.values()] });
    }
    return out;
  }

  /** Freezes the inverse frequencies once every sentence of both documents is counted. */
  finish(): void {
    const n = Math.max(this.sentences, 1);
    this.idf = Float64Array.from(this.df, (d) => Math.log((n + 1) / d));
  }

  get size(): number {
    return this.ids.size;
  }
}

/** A weighted sparse vector: term id -> weight, with its Euclidean norm. */
export interface WeightedVector {
  weights: Map<number, number>;
  norm: number;
}

/** The tf-idf vector of the sentences `[from, to]` (inclusive) taken together. */
export function fragmentVector(space: TermSpace, counts: TermCounts[], from: number, to: number): WeightedVector {
  const weights = new Map<number, number>();
  for (let s = from; s <= to; s++) {
    const c = counts[s]!;
    for (let k = 0; k < c.ids.length; k++) {
      const id = c.ids[k]!;
      weights.set(id, (weights.get(id) ?? 0) + c.counts[k]!);
    }
  }
  let norm = 0;
  for (const [id, tf] of weights) {
    const w = tf * space.idf[id]!;
    weights.set(id, w);
    norm += w * w;
  }
  return { weights, norm: Math.sqrt(norm) };
}

export function cosine(a: WeightedVector, b: WeightedVector): number {
  if (!a.norm || !b.norm) return 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, w] of small.weights) {
    const v = large.weights.get(id);
    if (v !== undefined) dot += w * v;
  }
  return dot / (a.norm * b.norm);
}
