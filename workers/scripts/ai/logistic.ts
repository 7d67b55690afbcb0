// Weighted logistic regression over hashed n-gram frequencies and standardised document
// measurements, fitted by AdaGrad with a fixed seed so that training is repeatable.

import type { SparseVector } from '../../src/ai/vector.js';

export interface Example {
  ngrams: SparseVector;
  /** Standardised, clamped document measurements (style and surprisal). */
  dense: Float64Array;
  y: 0 | 1;
  weight: number;
}

export interface FitOptions {
  bits: number;
  ngramScale: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export interface LinearModel {
  ngramWeights: Float32Array;
  denseWeights: Float64Array;
  bias: number;
}

export function rawScore(m: LinearModel, ngramScale: number, e: Pick<Example, 'ngrams' | 'dense'>): number {
  let s = m.bias;
  for (let k = 0; k < e.dense.length; k++) s += m.denseWeights[k]! * e.dense[k]!;
  let n = 0;
  for (let i = 0; i < e.ngrams.index.length; i++) n += m.ngramWeights[e.ngrams.index[i]!]! * e.ngrams.value[i]!;
  return s + n * ngramScale;
}

/** mulberry32: a small seeded generator, enough for shuffling. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fitLogistic(examples: Example[], denseCount: number, o: FitOptions): LinearModel {
  const size = 1 << o.bits;
  const m: LinearModel = { ngramWeights: new Float32Array(size), denseWeights: new Float64Array(denseCount), bias: 0 };
  const gN = new Float32Array(size);
  const gD = new Float64Array(denseCount);
  let gB = 0;
  const order = examples.map((_, i) => i);
  const random = seededRandom(o.seed);
  const eps = 1e-8;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const e = examples[idx]!;
      const p = 1 / (1 + Math.exp(-rawScore(m, o.ngramScale, e)));
      const g = e.weight * (p - e.y);
      gB += g * g;
      m.bias -= (o.learningRate * g) / Math.sqrt(gB + eps);
      for (let k = 0; k < denseCount; k++) {
        const grad = g * e.dense[k]! + o.l2 * m.denseWeights[k]!;
        gD[k] = gD[k]! + grad * grad;
        m.denseWeights[k] = m.denseWeights[k]! - (o.learningRate * grad) / Math.sqrt(gD[k]! + eps);
      }
      for (let i = 0; i < e.ngrams.index.length; i++) {
        const f = e.ngrams.index[i]!;
        const grad = g * o.ngramScale * e.ngrams.value[i]! + o.l2 * m.ngramWeights[f]!;
        gN[f] = gN[f]! + grad * grad;
        m.ngramWeights[f] = m.ngramWeights[f]! - (o.learningRate * grad) / Math.sqrt(gN[f]! + eps);
      }
    }
  }
  return m;
}
