// The detector's parameters and the linear score they define. A model is plain data:
// weights for hashed n-gram frequencies and for standardised document measurements
// (style and surprisal), the four language models the surprisal comes from, a
// calibration and the decision thresholds.

import type { BigramModel } from './bigramModel.js';
import { boostedScore, type BoostedTrees } from './boostedStumps.js';
import type { CharModel } from './charModel.js';
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
  machineCharLm: CharModel;
  humanCharLm: CharModel;
  /** Trees over the linear raw score and the measurements; their output is what gets calibrated. */
  boost: BoostedTrees;
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

/** Edges, in standard deviations, of the bins each measurement also falls into. */
export const DENSE_BIN_EDGES = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5] as const;
const BINS = DENSE_BIN_EDGES.length + 1;
/** Inputs per text: every measurement's standardised value, then its bin as one-hot. */
export const DENSE_INPUTS = DENSE_FEATURES.length * (1 + BINS);

/** The linear model's dense inputs; the bins let it bend where a straight line would not fit. */
export function expandDense(z: Float64Array): Float64Array {
  const k = z.length;
  const out = new Float64Array(k * (1 + BINS));
  out.set(z);
  for (let j = 0; j < k; j++) {
    let b = 0;
    while (b < DENSE_BIN_EDGES.length && z[j]! > DENSE_BIN_EDGES[b]!) b++;
    out[k + j * BINS + b] = 1;
  }
  return out;
}

/** Each measurement's share of the raw score (its value and its bin together). */
export function denseContributions(model: DetectorModel, raw: Float64Array): Float64Array {
  const z = standardise(model.denseMean, model.denseScale, raw);
  const x = expandDense(z);
  const k = z.length;
  const w = model.denseWeights;
  return Float64Array.from(z, (_, j) => {
    let c = x[j]! * w[j]!;
    for (let b = 0; b < BINS; b++) c += x[k + j * BINS + b]! * w[k + j * BINS + b]!;
    return c;
  });
}

/** Inputs of the trees besides the measurements: the linear raw score. */
export const BOOST_EXTRA_INPUTS = 1;

/** The trees' inputs: the linear model's raw score, then the standardised measurements. */
export function boostInput(linearRaw: number, z: Float64Array): Float64Array {
  const x = new Float64Array(BOOST_EXTRA_INPUTS + z.length);
  x[0] = linearRaw;
  x.set(z, BOOST_EXTRA_INPUTS);
  return x;
}

/** The raw score that calibration turns into a probability. */
export function finalRaw(model: DetectorModel, linearRaw: number, rawDense: Float64Array): number {
  return boostedScore(model.boost, boostInput(linearRaw, standardise(model.denseMean, model.denseScale, rawDense)));
}

export function calibrate(model: DetectorModel, raw: number): number {
  return sigmoid(model.calibration.slope * raw + model.calibration.intercept);
}
