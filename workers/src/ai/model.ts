// The detector's parameters and the linear score they define. A model is plain data:
// weights for hashed n-gram frequencies and for standardised document measurements
// (style and surprisal), the two language models the surprisal comes from, a
// calibration and the decision thresholds.

import type { BigramModel } from './bigramModel.js';
import { STYLE_FEATURES } from './style.js';
import { SURPRISAL_FEATURES } from './surprisal.js';
import type { SparseVector } from './vector.js';

export const DENSE_FEATURES = [...STYLE_FEATURES, ...SURPRISAL_FEATURES] as const;
export type DenseFeature = (typeof DENSE_FEATURES)[number];

export interface DetectorModel {
  name: string;
  version: string;
  /** Hash width: n-gram features fall into 2^bits buckets. */
  bits: number;
  /** Multiplier on n-gram frequencies, so their weights live on a sensible scale. */
  ngramScale: number;
  ngramWeights: Float32Array;
  denseMean: Float64Array;
  denseScale: Float64Array;
  denseWeights: Float64Array;
  bias: number;
  machineLm: BigramModel;
  humanLm: BigramModel;
  /** Platt calibration: probability = sigmoid(slope * raw + intercept). */
  calibration: { slope: number; intercept: number };
  /** Probabilities at which the band turns `mixed` and `likely_ai`. */
  thresholds: { mixed: number; likelyAi: number };
  /** Shortest text (in words) that gets a verdict. */
  minWords: number;
}

/** Standardised measurements are clamped so that one extreme value cannot decide alone. */
export const DENSE_CLAMP = 4;

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

export function standardise(mean: Float64Array, scale: Float64Array, raw: Float64Array): Float64Array {
  return Float64Array.from(raw, (x, k) => Math.max(-DENSE_CLAMP, Math.min(DENSE_CLAMP, (x - mean[k]!) / scale[k]!)));
}

/** The n-gram part of the raw score: weights times frequencies. */
export function ngramLogit(model: Pick<DetectorModel, 'ngramWeights' | 'ngramScale'>, v: SparseVector): number {
  let sum = 0;
  for (let i = 0; i < v.index.length; i++) sum += model.ngramWeights[v.index[i]!]! * v.value[i]!;
  return sum * model.ngramScale;
}

/** Each measurement's share of the raw score. */
export function denseContributions(model: DetectorModel, raw: Float64Array): Float64Array {
  const z = standardise(model.denseMean, model.denseScale, raw);
  return z.map((v, k) => v * model.denseWeights[k]!);
}

export function calibrate(model: DetectorModel, raw: number): number {
  return sigmoid(model.calibration.slope * raw + model.calibration.intercept);
}
