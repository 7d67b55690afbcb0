// Scores a text with a detector model: one calibrated probability for the document,
// one for every sentence (read with its neighbours, since a lone sentence says little),
// a band, and the signals that moved the score.

import { FEATURES_PER_TOKEN } from './features.js';
import { calibrate, denseContributions, finalRaw, type DetectorModel } from './model.js';
import { describeSignals, type AiSignal } from './signals.js';
import { surprisalFeatures, tokenSurprisal, type LanguageModels } from './surprisal.js';
import type { Token } from './tokens.js';
import { analyseText } from './vector.js';

export type AiBand = 'insufficient_text' | 'likely_human' | 'mixed' | 'likely_ai';

export interface AiSentenceScore {
  start: number;
  end: number;
  /** Likelihood, 0 to 1, that the sentence (read with its neighbours) is machine-written. */
  score: number;
}

export interface AiContentResult {
  /** Likelihood, 0 to 1, that the document is machine-written. */
  score: number;
  band: AiBand;
  sentences: AiSentenceScore[];
  signals: AiSignal[];
  detector: { name: string; version: string };
  /** True when the text is too short for a verdict. */
  partial: boolean;
  words: number;
  /** The probabilities at which the band turns `mixed` and `likely_ai`. */
  thresholds: { mixed: number; likelyAi: number };
}

const round = (x: number) => Math.round(x * 10000) / 10000;

export function languageModels(model: DetectorModel): LanguageModels {
  return { machine: model.machineLm, human: model.humanLm, machineChars: model.machineCharLm, humanChars: model.humanCharLm };
}

export function bandFor(model: DetectorModel, score: number, words: number): AiBand {
  if (words < model.minWords) return 'insufficient_text';
  if (score >= model.thresholds.likelyAi) return 'likely_ai';
  if (score >= model.thresholds.mixed) return 'mixed';
  return 'likely_human';
}

export function scoreWithModel(model: DetectorModel, text: string): AiContentResult {
  if (typeof text !== 'string') throw new TypeError('AI-content scoring needs the text as a string');
  const a = analyseText(text, model.bits);
  const n = a.tokens.length;
  const words = a.tokens.reduce((c, t) => c + (t.word ? 1 : 0), 0);
  const surprisal = tokenSurprisal(languageModels(model), a.prose, a.tokens);
  const styleCount = a.style.length;
  const rawDense = Float64Array.from([...a.style, ...surprisalFeatures(surprisal, 0, n)]);
  const dense = denseContributions(model, rawDense);
  const styleShare = dense.subarray(0, styleCount).reduce((s, x) => s + x, 0);

  const ngrams = explainNgrams(model, a.tokens, a.features);
  const raw = model.bias + dense.reduce((sum, x) => sum + x, 0) + ngrams.wordChoice + ngrams.patterns;
  const score = n === 0 ? 0 : calibrate(model, finalRaw(model, raw, rawDense));

  // Prefix sums of each token's n-gram weight: a window's n-gram share is then its
  // mean times the scale, the same value the document formula gives for that window.
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + ngrams.perToken[i]!;
  const sentences = a.sentences.map((s, i) => {
    const from = a.sentences[Math.max(0, i - 1)]!.tokenStart;
    const to = a.sentences[Math.min(a.sentences.length - 1, i + 1)]!.tokenEnd;
    const windowDense = Float64Array.from([...a.style, ...surprisalFeatures(surprisal, from, to)]);
    const window = denseContributions(model, windowDense);
    const local = window.subarray(styleCount).reduce((sum, x) => sum + x, 0);
    const ngramShare = ((prefix[to]! - prefix[from]!) / Math.max(1, to - from)) * model.ngramScale;
    const sentenceRaw = model.bias + styleShare + local + ngramShare;
    return { start: s.start, end: s.end, score: round(calibrate(model, finalRaw(model, sentenceRaw, windowDense))) };
  });

  return {
    score: round(score),
    band: bandFor(model, score, words),
    sentences,
    signals: describeSignals({ dense, ...ngrams }),
    detector: { name: model.name, version: model.version },
    partial: words < model.minWords,
    words,
    thresholds: model.thresholds,
  };
}

// The n-gram share of the score, split into word choice (word 1- to 3-grams) and
// sentence patterns (function-word skeletons), with the phrases that weighed most.
function explainNgrams(model: DetectorModel, tokens: Token[], features: Int32Array) {
  const n = tokens.length;
  const scale = model.ngramScale / Math.max(1, n);
  const perToken = new Float64Array(n);
  let wordChoice = 0;
  let patterns = 0;
  // The strongest word n-grams either way, kept as (weight, last token, length).
  const machine = new StrongestList(12, 1);
  const human = new StrongestList(12, -1);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < FEATURES_PER_TOKEN; k++) {
      const f = features[i * FEATURES_PER_TOKEN + k]!;
      if (f < 0) continue;
      const w = model.ngramWeights[f]!;
      perToken[i] = perToken[i]! + w;
      if (k >= 3) {
        patterns += w * scale;
        continue;
      }
      wordChoice += w * scale;
      machine.offer(w, i, k + 1);
      human.offer(w, i, k + 1);
    }
  }
  const phrases = (list: StrongestList) => {
    const out: string[] = [];
    for (const [, last, len] of list.entries) {
      const span = tokens.slice(last - len + 1, last + 1);
      if (!span.every((t) => t.word && t.norm !== '<num>')) continue;
      const p = span.map((t) => t.norm).join(' ');
      if (p.length >= 4 && !out.includes(p)) out.push(p);
      if (out.length === 3) break;
    }
    return out;
  };
  return { wordChoice, patterns, perToken, machinePhrases: phrases(machine), humanPhrases: phrases(human) };
}

/** The `size` entries of largest weight times `sign`, strongest first. */
class StrongestList {
  readonly entries: [number, number, number][] = [];
  constructor(
    private readonly size: number,
    private readonly sign: 1 | -1,
  ) {}

  offer(weight: number, token: number, length: number): void {
    const v = weight * this.sign;
    if (v <= 0) return;
    const e = this.entries;
    if (e.length === this.size && v <= e[e.length - 1]![0] * this.sign) return;
    let at = e.length;
    while (at > 0 && e[at - 1]![0] * this.sign < v) at--;
    e.splice(at, 0, [weight, token, length]);
    if (e.length > this.size) e.pop();
  }
}
