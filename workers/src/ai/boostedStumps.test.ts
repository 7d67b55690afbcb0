import { describe, expect, it } from 'vitest';
import { fitBoostedTrees } from '../../scripts/ai/fitBoost.js';
import { seededRandom } from '../../scripts/ai/logistic.js';
import { boostedScore } from './boostedStumps.js';

describe('boosted depth-two trees', () => {
  // The label depends on the sign of x0 times the sign of x1: no straight line separates
  // it, two levels of splits do. x2 is noise.
  const random = seededRandom(3);
  const rows = Array.from({ length: 400 }, () => Float64Array.from([random() * 2 - 1, random() * 2 - 1, random()]));
  const y = rows.map((r) => (r[0]! * r[1]! > 0 ? 1 : 0));
  const w = rows.map(() => 1);
  const trees = fitBoostedTrees(rows, y, w, { rounds: 60, learningRate: 0.3, bins: 16, minLeafWeight: 1, l2: 1 });

  it('learns an interaction a linear score cannot', () => {
    let right = 0;
    rows.forEach((r, i) => (right += (boostedScore(trees, r) > 0 ? 1 : 0) === y[i] ? 1 : 0));
    expect(right / rows.length).toBeGreaterThan(0.9);
  });

  it('splits on the features that matter', () => {
    const used = new Set(trees.feature);
    expect(used.has(0) && used.has(1)).toBe(true);
  });

  it('starts from the weighted base rate and is repeatable', () => {
    const again = fitBoostedTrees(rows, y, w, { rounds: 60, learningRate: 0.3, bins: 16, minLeafWeight: 1, l2: 1 });
    expect(again.leaves).toEqual(trees.leaves);
    const rate = y.reduce<number>((a, b) => a + b, 0) / y.length;
    expect(trees.base).toBeCloseTo(Math.log(rate / (1 - rate)), 10);
  });
});
