// Small gradient-boosted trees of depth two over the detector's inputs: the linear
// model's raw score and the document measurements. Trees let a measurement count
// differently by kind of text (rhythm that is ordinary in a story is telling in an
// encyclopedia article), which a single linear score cannot express.

export interface BoostedTrees {
  /** Per tree: the feature split at the root, its threshold, the features and thresholds of its two children. */
  feature: Int16Array;
  threshold: Float64Array;
  /** Four leaf values per tree, in the order left-left, left-right, right-left, right-right. */
  leaves: Float32Array;
  base: number;
}

/** The trees' raw score (log-odds) for one input vector. */
export function boostedScore(m: BoostedTrees, x: ArrayLike<number>): number {
  let s = m.base;
  const trees = m.leaves.length / 4;
  for (let t = 0; t < trees; t++) {
    const o = t * 3;
    const right = x[m.feature[o]!]! > m.threshold[o]! ? 1 : 0;
    const child = o + 1 + right;
    const leaf = right * 2 + (x[m.feature[child]!]! > m.threshold[child]! ? 1 : 0);
    s += m.leaves[t * 4 + leaf]!;
  }
  return s;
}
