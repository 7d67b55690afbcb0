// The baseline `pnpm bench:ai` measures the detector against: a logistic regression on
// the style measurements alone (sentence rhythm, word lengths, punctuation, ...), the
// kind of model the issue quotes at AUROC 0.83. Trained and scored on the same folds.

import { balancedWeights } from '../scripts/ai/dataset.js';
import { fitLogistic, rawScore } from '../scripts/ai/logistic.js';
import type { PreparedText } from '../scripts/ai/trainDetector.js';

const NO_NGRAMS = { index: new Int32Array(0), value: new Float32Array(0) };

/** A scorer of prepared texts: the baseline's raw score (higher: more machine-like). */
export function trainStyleBaseline(train: PreparedText[]): (t: PreparedText) => number {
  const k = train[0]!.style.length;
  const mean = new Float64Array(k);
  const scale = new Float64Array(k);
  for (const t of train) for (let j = 0; j < k; j++) mean[j] = mean[j]! + t.style[j]! / train.length;
  for (const t of train) for (let j = 0; j < k; j++) scale[j] = scale[j]! + (t.style[j]! - mean[j]!) ** 2 / train.length;
  for (let j = 0; j < k; j++) scale[j] = Math.sqrt(scale[j]!) || 1;
  const z = (t: PreparedText) => Float64Array.from(t.style, (x, j) => Math.max(-4, Math.min(4, (x - mean[j]!) / scale[j]!)));
  const weights = balancedWeights(train.map((t) => t.doc));
  const model = fitLogistic(
    train.map((t, i) => ({ ngrams: NO_NGRAMS, dense: z(t), y: t.doc.label === 'ai' ? 1 : 0, weight: weights[i]! })),
    k,
    { bits: 1, ngramScale: 0, epochs: 20, learningRate: 0.1, l2: 1e-4, seed: 7 },
  );
  return (t) => rawScore(model, 0, { ngrams: NO_NGRAMS, dense: z(t) });
}
