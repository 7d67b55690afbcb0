import { describe, expect, it } from 'vitest';
import { fitPlatt, thresholdForFpr } from '../../scripts/ai/calibration.js';
import type { LabeledText } from '../../scripts/ai/dataset.js';
import { seededRandom } from '../../scripts/ai/logistic.js';
import { DEFAULT_TRAIN_OPTIONS, prepareTexts, trainDetector, type TrainOptions } from '../../scripts/ai/trainDetector.js';
import { decodeModel, encodeModel } from './modelCodec.js';
import { scoreWithModel } from './score.js';

// Two made-up "writers": one with uneven sentences and its own stock phrases, one with
// even sentences and others. Enough to show that training learns and is repeatable.
function syntheticTexts(count: number, seed: number): LabeledText[] {
  const random = seededRandom(seed);
  const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const nouns = 'garden river letter kitchen station winter village market teacher window'.split(' ');
  const human = ['to be honest', 'I reckon', 'funny enough', 'anyway'];
  const machine = ['it is important to note', 'in today’s world', 'plays a crucial role', 'overall'];
  const out: LabeledText[] = [];
  for (let i = 0; i < count; i++) {
    const ai = i % 2 === 1;
    const sentences: string[] = [];
    while (sentences.join(' ').split(' ').length < 160) {
      const length = ai ? 9 : 3 + Math.floor(random() * 14);
      const words = Array.from({ length }, () => pick(nouns));
      words.splice(Math.floor(random() * length), 0, pick(ai ? machine : human));
      sentences.push(`${words.join(' ')}.`.replace(/^./, (c) => c.toUpperCase()));
    }
    out.push({ id: `t${i}`, text: sentences.join(' '), label: ai ? 'ai' : 'human', domain: i % 4 < 2 ? 'one' : 'two', generator: ai ? 'maker' : null });
  }
  return out;
}

const options: TrainOptions = {
  ...DEFAULT_TRAIN_OPTIONS,
  bits: 14,
  machineLmBits: { word: 12, pair: 13 },
  humanLmBits: { word: 12, pair: 13 },
  charLmBits: 14,
  folds: 2,
  fit: { ...DEFAULT_TRAIN_OPTIONS.fit, epochs: 3 },
  // Thirty texts a fold: leaves must be allowed to hold a few of them.
  boost: { ...DEFAULT_TRAIN_OPTIONS.boost, rounds: 60, minLeafWeight: 0.5 },
};

describe('trainDetector', () => {
  const texts = prepareTexts(syntheticTexts(60, 11), options.bits);
  const first = trainDetector(texts, options);

  it('separates the two writers out of fold and sets thresholds in order', () => {
    const ai = texts.flatMap((t, i) => (t.doc.label === 'ai' ? [first.outOfFold[i]!] : []));
    const human = texts.flatMap((t, i) => (t.doc.label === 'human' ? [first.outOfFold[i]!] : []));
    expect(Math.min(...ai)).toBeGreaterThan(Math.max(...human));
    expect(first.model.thresholds.likelyAi).toBeGreaterThanOrEqual(first.model.thresholds.mixed);
  });

  it('is repeatable: the same data and seed give the same model', () => {
    const again = trainDetector(texts, options);
    expect(again.model.ngramWeights).toEqual(first.model.ngramWeights);
    expect(again.model.calibration).toEqual(first.model.calibration);
  });

  it('scores the same after a trip through the model file format', () => {
    const decoded = decodeModel(JSON.parse(JSON.stringify(encodeModel(first.model))));
    const text = syntheticTexts(3, 99)[1]!.text;
    expect(scoreWithModel(decoded, text).score).toBeCloseTo(scoreWithModel(first.model, text).score, 3);
    expect(scoreWithModel(decoded, text).band).toBe('likely_ai');
  });

  it('refuses a model file of another format or with damaged tables', () => {
    const json = encodeModel(first.model);
    expect(() => decodeModel({ ...json, format: 'other' })).toThrow(/unknown format/);
    expect(() => decodeModel(null)).toThrow(/not a JSON object/);
    expect(() => decodeModel({ ...json, humanLm: { ...json.humanLm, wordCounts: 7 } })).toThrow(/wrong type/);
    expect(() => decodeModel({ ...json, machineLm: { ...json.machineLm, pairCounts: 'AAAA' } })).toThrow(/do not match/);
    expect(() => decodeModel({ ...json, humanCharLm: { ...json.humanCharLm, counts: 'AAAA' } })).toThrow(/does not match/);
    expect(() => decodeModel({ ...json, machineCharLm: { ...json.machineCharLm, bits: 40 } })).toThrow(/wrong type/);
    expect(() => decodeModel({ ...json, boost: { ...json.boost, feature: json.boost.feature.map(() => 9999) } })).toThrow(/trees do not match/);
    expect(() => decodeModel({ ...json, boost: { ...json.boost, leaves: json.boost.leaves.slice(1) } })).toThrow(/trees do not match/);
  });
});

describe('calibration', () => {
  it('fits a Platt scaling that orders and separates scores', () => {
    const raw = [-3, -2, -1, -0.5, 0.5, 1, 2, 3];
    const y = [0, 0, 0, 1, 0, 1, 1, 1];
    const { slope, intercept } = fitPlatt(raw, y, raw.map(() => 1));
    expect(slope).toBeGreaterThan(0);
    expect(Math.abs(intercept)).toBeLessThan(0.5);
  });

  it('picks a threshold that holds the false-positive bound in every domain', () => {
    const humans = new Map([
      ['a', Array.from({ length: 100 }, (_, i) => i / 100)],
      ['b', Array.from({ length: 200 }, (_, i) => i / 400)],
    ]);
    const t = thresholdForFpr(humans, 0.01);
    for (const scores of humans.values()) expect(scores.filter((s) => s >= t).length / scores.length).toBeLessThanOrEqual(0.01);
    expect(t).toBeGreaterThan(0.98);
    expect(t).toBeLessThan(0.991);
  });
});
