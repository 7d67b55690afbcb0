// The detector model as JSON: typed arrays travel as base64 (n-gram weights as
// 16-bit integers with one scale), so the file stays a few megabytes and parses fast
// in Node and in the browser alike.

import type { BigramModel } from './bigramModel.js';
import type { BoostedTrees } from './boostedStumps.js';
import type { CharModel } from './charModel.js';
import { BOOST_EXTRA_INPUTS, DENSE_FEATURES, DENSE_INPUTS, type DetectorModel } from './model.js';

export const MODEL_FORMAT = 'writecheck-ai-detector/2';

interface BigramModelJson {
  wordBits: number;
  pairBits: number;
  total: number;
  wordCounts: string;
  followerCounts: string;
  pairCounts: string;
}

interface BoostedTreesJson {
  base: number;
  feature: number[];
  threshold: (number | null)[];
  leaves: number[];
}

interface CharModelJson {
  bits: number;
  total: number;
  counts: string;
}

export interface DetectorModelJson {
  format: string;
  name: string;
  version: string;
  bits: number;
  ngramScale: number;
  ngramWeights: { scale: number; int16: string };
  denseFeatures: string[];
  denseMean: number[];
  denseScale: number[];
  denseWeights: number[];
  bias: number;
  machineLm: BigramModelJson;
  humanLm: BigramModelJson;
  machineCharLm: CharModelJson;
  humanCharLm: CharModelJson;
  boost: BoostedTreesJson;
  calibration: { slope: number; intercept: number };
  thresholds: { mixed: number; likelyAi: number };
  minWords: number;
  training?: Record<string, unknown>;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function bytesOf(a: Uint16Array | Int16Array | Uint8Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

// Typed arrays are read in the platform's byte order; every platform we run on is little-endian.
function encodeBigram(m: BigramModel): BigramModelJson {
  return {
    wordBits: m.wordBits,
    pairBits: m.pairBits,
    total: m.total,
    wordCounts: toBase64(bytesOf(m.wordCounts)),
    followerCounts: toBase64(bytesOf(m.followerCounts)),
    pairCounts: toBase64(m.pairCounts),
  };
}

function decodeBigram(j: BigramModelJson, what: string): BigramModel {
  const words = fromBase64(j.wordCounts);
  const follow = fromBase64(j.followerCounts);
  const pairs = fromBase64(j.pairCounts);
  const size = 1 << j.wordBits;
  if (words.length !== 2 * size || follow.length !== 2 * size || pairs.length !== 1 << j.pairBits) {
    throw new Error(`detector model: the ${what} language model's tables do not match their sizes`);
  }
  return {
    wordBits: j.wordBits,
    pairBits: j.pairBits,
    total: j.total,
    wordCounts: new Uint16Array(words.buffer),
    followerCounts: new Uint16Array(follow.buffer),
    pairCounts: pairs,
  };
}

function encodeChars(m: CharModel): CharModelJson {
  return { bits: m.bits, total: m.total, counts: toBase64(m.counts) };
}

function decodeBoost(j: BoostedTreesJson, inputs: number): BoostedTrees {
  const trees = j.leaves.length / 4;
  const ok =
    Number.isInteger(trees) &&
    j.feature.length === trees * 3 &&
    j.threshold.length === trees * 3 &&
    j.feature.every((f) => Number.isInteger(f) && f >= 0 && f < inputs) &&
    [...j.leaves, j.base].every(Number.isFinite) &&
    j.threshold.every((t) => typeof t === 'number' || t === null);
  if (!ok) throw new Error('detector model: its trees do not match its measurements');
  return {
    base: j.base,
    feature: Int16Array.from(j.feature),
    // JSON has no infinity: a split that never holds is written as null.
    threshold: Float64Array.from(j.threshold, (t) => t ?? Number.POSITIVE_INFINITY),
    leaves: Float32Array.from(j.leaves),
  };
}

function decodeChars(j: CharModelJson, what: string): CharModel {
  const counts = fromBase64(j.counts);
  if (counts.length !== 1 << j.bits) throw new Error(`detector model: the ${what} character model's table does not match its size`);
  return { bits: j.bits, total: j.total, counts };
}

export function encodeModel(m: DetectorModel, training?: Record<string, unknown>): DetectorModelJson {
  let max = 0;
  for (const w of m.ngramWeights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 32767 : 1;
  const q = Int16Array.from(m.ngramWeights, (w) => Math.round(w / scale));
  const round = (x: number) => Number(x.toPrecision(7));
  return {
    format: MODEL_FORMAT,
    name: m.name,
    version: m.version,
    bits: m.bits,
    ngramScale: m.ngramScale,
    ngramWeights: { scale, int16: toBase64(bytesOf(q)) },
    denseFeatures: [...DENSE_FEATURES],
    denseMean: Array.from(m.denseMean, round),
    denseScale: Array.from(m.denseScale, round),
    denseWeights: Array.from(m.denseWeights, round),
    bias: m.bias,
    machineLm: encodeBigram(m.machineLm),
    humanLm: encodeBigram(m.humanLm),
    machineCharLm: encodeChars(m.machineCharLm),
    humanCharLm: encodeChars(m.humanCharLm),
    boost: {
      base: m.boost.base,
      feature: Array.from(m.boost.feature),
      threshold: Array.from(m.boost.threshold, (t) => (Number.isFinite(t) ? t : null)),
      leaves: Array.from(m.boost.leaves, round),
    },
    calibration: m.calibration,
    thresholds: m.thresholds,
    minWords: m.minWords,
    ...(training ? { training } : {}),
  };
}

function checkShape(value: unknown): DetectorModelJson {
  const j = value as Partial<DetectorModelJson> | null;
  if (!j || typeof j !== 'object') throw new Error('detector model: not a JSON object');
  if (j.format !== MODEL_FORMAT) throw new Error(`detector model: unknown format ${String(j.format)}`);
  const lm = (x: unknown) => {
    const m = x as Partial<BigramModelJson> | null;
    return (
      !!m &&
      typeof m.wordBits === 'number' &&
      typeof m.pairBits === 'number' &&
      typeof m.wordCounts === 'string' &&
      typeof m.followerCounts === 'string' &&
      typeof m.pairCounts === 'string'
    );
  };
  const chars = (x: unknown) => {
    const m = x as Partial<CharModelJson> | null;
    return !!m && typeof m.bits === 'number' && m.bits >= 8 && m.bits <= 26 && typeof m.total === 'number' && typeof m.counts === 'string';
  };
  const boost = (x: unknown) => {
    const b = x as Partial<BoostedTreesJson> | null;
    return !!b && typeof b.base === 'number' && [b.feature, b.threshold, b.leaves].every(Array.isArray);
  };
  const arrays = [j.denseFeatures, j.denseMean, j.denseScale, j.denseWeights].every(Array.isArray);
  if (typeof j.bits !== 'number' || typeof j.ngramWeights?.int16 !== 'string' || !arrays || !lm(j.machineLm) || !lm(j.humanLm) || !chars(j.machineCharLm) || !chars(j.humanCharLm) || !boost(j.boost)) {
    throw new Error('detector model: fields are missing or of the wrong type');
  }
  return j as DetectorModelJson;
}

export function decodeModel(value: unknown): DetectorModel {
  const j = checkShape(value);
  if (j.denseFeatures.join() !== DENSE_FEATURES.join() || j.denseWeights.length !== DENSE_INPUTS) {
    throw new Error('detector model: its measurements differ from this code');
  }
  const q = fromBase64(j.ngramWeights.int16);
  if (q.length !== 2 * (1 << j.bits)) throw new Error('detector model: n-gram weights do not match its hash width');
  const ints = new Int16Array(q.buffer);
  return {
    name: j.name,
    version: j.version,
    bits: j.bits,
    ngramScale: j.ngramScale,
    ngramWeights: Float32Array.from(ints, (v) => v * j.ngramWeights.scale),
    denseMean: Float64Array.from(j.denseMean),
    denseScale: Float64Array.from(j.denseScale),
    denseWeights: Float64Array.from(j.denseWeights),
    bias: j.bias,
    machineLm: decodeBigram(j.machineLm, 'machine'),
    humanLm: decodeBigram(j.humanLm, 'human'),
    machineCharLm: decodeChars(j.machineCharLm, 'machine'),
    humanCharLm: decodeChars(j.humanCharLm, 'human'),
    boost: decodeBoost(j.boost, BOOST_EXTRA_INPUTS + DENSE_FEATURES.length),
    calibration: j.calibration,
    thresholds: j.thresholds,
    minWords: j.minWords,
  };
}
