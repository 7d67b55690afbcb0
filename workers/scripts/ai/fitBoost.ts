// Fits boosted depth-two trees by Newton steps on the weighted logistic loss, with
// each feature's candidate splits at its quantiles, so that a round costs one pass
// over the examples per tree level.

import type { BoostedTrees } from '../../src/ai/boostedStumps.js';

export interface BoostOptions {
  rounds: number;
  learningRate: number;
  /** Candidate thresholds per feature. */
  bins: number;
  /** Smallest total Hessian weight a leaf may hold. */
  minLeafWeight: number;
  l2: number;
}

export const DEFAULT_BOOST_OPTIONS: BoostOptions = { rounds: 600, learningRate: 0.1, bins: 32, minLeafWeight: 4, l2: 1 };

interface Split {
  feature: number;
  bin: number;
  gain: number;
}

export function fitBoostedTrees(rows: Float64Array[], y: ArrayLike<number>, weight: ArrayLike<number>, o: BoostOptions): BoostedTrees {
  const n = rows.length;
  const f = rows[0]!.length;
  // Quantile thresholds per feature and each example's bin.
  const edges: Float64Array[] = [];
  const bin = new Uint8Array(n * f);
  for (let j = 0; j < f; j++) {
    const sorted = Float64Array.from(rows, (r) => r[j]!).sort();
    const e: number[] = [];
    for (let b = 1; b < o.bins; b++) {
      const v = sorted[Math.floor((b * n) / o.bins)]!;
      if (!e.length || v > e[e.length - 1]!) e.push(v);
    }
    edges.push(Float64Array.from(e));
    for (let i = 0; i < n; i++) {
      const v = rows[i]![j]!;
      let b = 0;
      while (b < e.length && v > e[b]!) b++;
      bin[i * f + j] = b;
    }
  }
  let pos = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos += weight[i]! * y[i]!;
    total += weight[i]!;
  }
  const p0 = Math.min(1 - 1e-6, Math.max(1e-6, pos / total));
  const base = Math.log(p0 / (1 - p0));
  const raw = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const feature: number[] = [];
  const threshold: number[] = [];
  const leaves: number[] = [];

  // The best split of the examples in `members` (its gain and where), by histogram.
  const bestSplit = (members: Int32Array): Split | null => {
    let G = 0, H = 0;
    for (const i of members) {
      G += g[i]!;
      H += h[i]!;
    }
    const parent = (G * G) / (H + o.l2);
    let best: Split | null = null;
    const hg = new Float64Array(o.bins);
    const hh = new Float64Array(o.bins);
    for (let j = 0; j < f; j++) {
      const count = edges[j]!.length;
      if (!count) continue;
      hg.fill(0);
      hh.fill(0);
      for (const i of members) {
        const b = bin[i * f + j]!;
        hg[b] = hg[b]! + g[i]!;
        hh[b] = hh[b]! + h[i]!;
      }
      let gl = 0, hl = 0;
      for (let b = 0; b < count; b++) {
        gl += hg[b]!;
        hl += hh[b]!;
        const gr = G - gl, hr = H - hl;
        if (hl < o.minLeafWeight || hr < o.minLeafWeight) continue;
        const gain = (gl * gl) / (hl + o.l2) + (gr * gr) / (hr + o.l2) - parent;
        if (!best || gain > best.gain) best = { feature: j, bin: b, gain };
      }
    }
    return best;
  };
  const partition = (members: Int32Array, s: Split | null): [Int32Array, Int32Array] => {
    if (!s) return [members, new Int32Array(0)];
    const left: number[] = [];
    const right: number[] = [];
    for (const i of members) (bin[i * f + s.feature]! > s.bin ? right : left).push(i);
    return [Int32Array.from(left), Int32Array.from(right)];
  };
  const leafValue = (members: Int32Array) => {
    let G = 0, H = 0;
    for (const i of members) {
      G += g[i]!;
      H += h[i]!;
    }
    return (-G / (H + o.l2)) * o.learningRate;
  };
  // An absent split sends everything left: feature 0 above +Infinity never holds.
  const record = (s: Split | null) => {
    feature.push(s ? s.feature : 0);
    threshold.push(s ? edges[s.feature]![s.bin]! : Number.POSITIVE_INFINITY);
  };

  const all = Int32Array.from({ length: n }, (_, i) => i);
  for (let round = 0; round < o.rounds; round++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-raw[i]!));
      g[i] = weight[i]! * (p - y[i]!);
      h[i] = weight[i]! * Math.max(p * (1 - p), 1e-6);
    }
    const root = bestSplit(all);
    const [l, r] = partition(all, root);
    const ls = bestSplit(l);
    const rs = r.length ? bestSplit(r) : null;
    record(root);
    record(ls);
    record(rs);
    const parts = [...partition(l, ls), ...partition(r, rs)];
    parts.forEach((members, leaf) => {
      const v = members.length ? leafValue(members) : 0;
      leaves.push(v);
      for (const i of members) raw[i] = raw[i]! + v;
    });
  }
  return { feature: Int16Array.from(feature), threshold: Float64Array.from(threshold), leaves: Float32Array.from(leaves), base };
}
