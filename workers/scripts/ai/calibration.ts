// Turns out-of-fold raw scores into a probability (Platt scaling with class-balanced
// weights) and picks the decision thresholds from the human texts of every domain.

import { sigmoid } from '../../src/ai/model.js';

export function fitPlatt(raw: ArrayLike<number>, y: ArrayLike<number>, weight: ArrayLike<number>): { slope: number; intercept: number } {
  let a = 1;
  let b = 0;
  // Newton's method on the two parameters; the problem is convex and small.
  for (let iter = 0; iter < 50; iter++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (let i = 0; i < raw.length; i++) {
      const x = raw[i]!;
      const p = sigmoid(a * x + b);
      const w = weight[i]!;
      const r = w * (p - y[i]!);
      const h = w * Math.max(p * (1 - p), 1e-12);
      ga += r * x; gb += r;
      haa += h * x * x; hab += h * x; hbb += h;
    }
    haa += 1e-9; hbb += 1e-9;
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { slope: a, intercept: b };
}

/**
 * The lowest threshold at which, in every domain, at most `maxFpr` of the human
 * texts score at or above it.
 */
export function thresholdForFpr(humanScoresByDomain: Map<string, number[]>, maxFpr: number): number {
  let threshold = 0;
  for (const scores of humanScoresByDomain.values()) {
    const sorted = [...scores].sort((x, y) => y - x);
    const allowed = Math.floor(maxFpr * sorted.length);
    // Flagging scores >= t must leave at most `allowed` humans above; sit just over the next one.
    const bar = sorted[allowed];
    if (bar !== undefined) threshold = Math.max(threshold, nextUp(bar));
  }
  return threshold;
}

function nextUp(x: number): number {
  return x + Math.max(1e-9, Math.abs(x) * 1e-9);
}
