// Trains the whole detector on labelled texts. Language-model surprisal is a stacked
// feature: for training, each text's surprisal comes from language models that did
// not count that text (out of fold), so the classifier learns the weight it deserves
// on unseen text; the shipped language models then count every training text.

import { BigramCounter, modelWords } from '../../src/ai/bigramModel.js';
import { boostInput, DENSE_FEATURES, DENSE_INPUTS, expandDense, standardise, type DetectorModel } from '../../src/ai/model.js';
import { CharCounter } from '../../src/ai/charModel.js';
import { SHIPPED_DETECTOR } from '../../src/ai/shippedVersion.js';
import { surprisalFeatures, tokenSurprisal, type LanguageModels } from '../../src/ai/surprisal.js';
import { analyseText, sparseFrequencies, type SparseVector } from '../../src/ai/vector.js';
import { fitPlatt, thresholdForFpr } from './calibration.js';
import { balancedWeights, foldOf, type LabeledText } from './dataset.js';
import { boostedScore } from '../../src/ai/boostedStumps.js';
import { DEFAULT_BOOST_OPTIONS, fitBoostedTrees, type BoostOptions } from './fitBoost.js';
import { fitLogistic, rawScore, type Example, type FitOptions } from './logistic.js';

export interface TrainOptions {
  name: string;
  version: string;
  bits: number;
  machineLmBits: { word: number; pair: number };
  humanLmBits: { word: number; pair: number };
  /** Hash width of each character model's table. */
  charLmBits: number;
  folds: number;
  fit: Omit<FitOptions, 'bits'>;
  boost: BoostOptions;
  /** Share of human texts per domain allowed over the `likely_ai` threshold (out of fold). */
  likelyAiFpr: number;
  mixedFpr: number;
  minWords: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  name: SHIPPED_DETECTOR.name,
  version: SHIPPED_DETECTOR.version,
  bits: 18,
  machineLmBits: { word: 17, pair: 19 },
  humanLmBits: { word: 16, pair: 18 },
  charLmBits: 20,
  folds: 4,
  fit: { ngramScale: 2, epochs: 8, learningRate: 0.1, l2: 1e-4, seed: 7 },
  boost: DEFAULT_BOOST_OPTIONS,
  likelyAiFpr: 0.005,
  mixedFpr: 0.05,
  minWords: 150,
};

export interface PreparedText {
  doc: LabeledText;
  /** The text the detector reads: its prose, code and markup blanked (see `proseOf`). */
  prose: string;
  ngrams: SparseVector;
  style: Float64Array;
  words: number[];
  tokens: ReturnType<typeof analyseText>['tokens'];
}

export function prepareTexts(docs: LabeledText[], bits: number): PreparedText[] {
  return docs.map((doc) => {
    const a = analyseText(doc.text, bits);
    return { doc, prose: a.prose, ngrams: sparseFrequencies(a.features, 0, a.tokens.length), style: a.style, words: modelWords(a.tokens), tokens: a.tokens };
  });
}

function buildLms(texts: PreparedText[], o: TrainOptions): LanguageModels {
  const machine = new BigramCounter();
  const human = new BigramCounter();
  const machineChars = new CharCounter(o.charLmBits);
  const humanChars = new CharCounter(o.charLmBits);
  for (const t of texts) {
    (t.doc.label === 'ai' ? machine : human).add(t.words);
    (t.doc.label === 'ai' ? machineChars : humanChars).add(t.prose, t.tokens);
  }
  return {
    machine: machine.build(o.machineLmBits.word, o.machineLmBits.pair),
    human: human.build(o.humanLmBits.word, o.humanLmBits.pair),
    machineChars: machineChars.build(),
    humanChars: humanChars.build(),
  };
}

function denseRaw(t: PreparedText, lms: LanguageModels): Float64Array {
  const s = tokenSurprisal(lms, t.prose, t.tokens);
  return Float64Array.from([...t.style, ...surprisalFeatures(s, 0, t.tokens.length)]);
}

function standardisation(rows: Float64Array[]): { mean: Float64Array; scale: Float64Array } {
  const k = DENSE_FEATURES.length;
  const mean = new Float64Array(k);
  const scale = new Float64Array(k);
  for (const r of rows) for (let j = 0; j < k; j++) mean[j] = mean[j]! + r[j]! / rows.length;
  for (const r of rows) for (let j = 0; j < k; j++) scale[j] = scale[j]! + (r[j]! - mean[j]!) ** 2 / rows.length;
  for (let j = 0; j < k; j++) scale[j] = Math.sqrt(scale[j]!) || 1;
  return { mean, scale };
}

export interface TrainResult {
  model: DetectorModel;
  /** Calibrated out-of-fold probabilities of the training texts. */
  outOfFold: Float64Array;
}

export function trainDetector(texts: PreparedText[], o: TrainOptions, log: (line: string) => void = () => {}): TrainResult {
  const fold = texts.map((t) => foldOf(t.doc, o.folds, `train-${o.fit.seed}`));
  const dense: Float64Array[] = new Array(texts.length);
  for (let k = 0; k < o.folds; k++) {
    const lms = buildLms(texts.filter((_, i) => fold[i] !== k), o);
    texts.forEach((t, i) => {
      if (fold[i] === k) dense[i] = denseRaw(t, lms);
    });
  }
  log(`surprisal measured out of fold (${o.folds} folds)`);
  const { mean, scale } = standardisation(dense);
  const examples: Example[] = texts.map((t, i) => ({ ngrams: t.ngrams, dense: expandDense(standardise(mean, scale, dense[i]!)), y: t.doc.label === 'ai' ? 1 : 0, weight: 1 }));
  const fitOptions: FitOptions = { ...o.fit, bits: o.bits };
  const fit = (idx: number[]) => {
    const w = balancedWeights(idx.map((i) => texts[i]!.doc));
    return fitLogistic(idx.map((i, n) => ({ ...examples[i]!, weight: w[n]! })), DENSE_INPUTS, fitOptions);
  };

  const oofRaw = new Float64Array(texts.length);
  for (let k = 0; k < o.folds; k++) {
    const m = fit(texts.map((_, i) => i).filter((i) => fold[i] !== k));
    texts.forEach((_, i) => {
      if (fold[i] === k) oofRaw[i] = rawScore(m, o.fit.ngramScale, examples[i]!);
    });
    log(`classifier fold ${k + 1}/${o.folds} done`);
  }
  // The trees learn from the linear model's out-of-fold scores, and are themselves
  // measured out of fold for the calibration and thresholds.
  const boostRows = texts.map((_, i) => boostInput(oofRaw[i]!, standardise(mean, scale, dense[i]!)));
  const ys = examples.map((e) => e.y);
  const fitTrees = (idx: number[]) =>
    fitBoostedTrees(
      idx.map((i) => boostRows[i]!),
      idx.map((i) => ys[i]!),
      balancedWeights(idx.map((i) => texts[i]!.doc)),
      o.boost,
    );
  const oofBoost = new Float64Array(texts.length);
  for (let k = 0; k < o.folds; k++) {
    const trees = fitTrees(texts.map((_, i) => i).filter((i) => fold[i] !== k));
    texts.forEach((_, i) => {
      if (fold[i] === k) oofBoost[i] = boostedScore(trees, boostRows[i]!);
    });
  }
  log('boosted trees measured out of fold');
  const all = texts.map((_, i) => i);
  const weights = balancedWeights(texts.map((t) => t.doc));
  const calibration = fitPlatt(oofBoost, ys, weights);
  const outOfFold = oofBoost.map((r) => 1 / (1 + Math.exp(-(calibration.slope * r + calibration.intercept))));
  const humans = new Map<string, number[]>();
  texts.forEach((t, i) => {
    if (t.doc.label !== 'human') return;
    const list = humans.get(t.doc.domain) ?? [];
    list.push(outOfFold[i]!);
    humans.set(t.doc.domain, list);
  });
  const thresholds = { mixed: thresholdForFpr(humans, o.mixedFpr), likelyAi: thresholdForFpr(humans, o.likelyAiFpr) };

  const final = fit(all);
  const boost = fitTrees(all);
  const lms = buildLms(texts, o);
  log('final classifier and language models done');
  return {
    model: {
      name: o.name,
      version: o.version,
      bits: o.bits,
      ngramScale: o.fit.ngramScale,
      ngramWeights: final.ngramWeights,
      denseMean: mean,
      denseScale: scale,
      denseWeights: final.denseWeights,
      bias: final.bias,
      machineLm: lms.machine,
      humanLm: lms.human,
      machineCharLm: lms.machineChars,
      humanCharLm: lms.humanChars,
      boost,
      calibration,
      thresholds,
      minWords: o.minWords,
    },
    outOfFold,
  };
}
