// How predictable each word is under a language model of machine-written text and
// under one of human-written text, summarised over any stretch of tokens. Machine
// text tends to be predictable in a machine's way; the ratio of the two models is a
// likelihood ratio, and the spread shows how evenly predictable the writing is.

import { modelWords, tokenLogProbs, type BigramModel } from './bigramModel.js';
import { charLogProbs, type CharModel } from './charModel.js';
import type { Token } from './tokens.js';

// Histogram edges: the share of tokens whose log probability (or log ratio) is above each.
const MACHINE_BINS = [-1, -3, -5, -7, -9] as const;
const RATIO_BINS = [-2, -1, 0, 1, 2] as const;

export const SURPRISAL_FEATURES = [
  'machineLogProb',
  'humanLogProb',
  'likelihoodRatio',
  'machineLogProbSpread',
  'humanLogProbSpread',
  'likelihoodRatioSpread',
  'machinePredictableShare',
  'machineSurprisingShare',
  'humanSurprisingShare',
  'machineContextGain',
  'humanContextGain',
  ...MACHINE_BINS.map((b) => `machineLogProbAbove${b}`),
  ...RATIO_BINS.map((b) => `likelihoodRatioAbove${b}`),
  'charMachineLogProb',
  'charHumanLogProb',
  'charLikelihoodRatio',
  'charLikelihoodRatioSpread',
  'charMachineFavouredShare',
] as const;

/** The four language models a detector reads text with: words and characters, machine and human. */
export interface LanguageModels {
  machine: BigramModel;
  human: BigramModel;
  machineChars: CharModel;
  humanChars: CharModel;
}

export interface TokenSurprisal {
  machine: Float64Array;
  human: Float64Array;
  /** Log probabilities of each token alone, without the word before it. */
  machineUnigram: Float64Array;
  humanUnigram: Float64Array;
  /** Per token: summed log probability of its characters under each character model, and their count. */
  machineChars: Float64Array;
  humanChars: Float64Array;
  charCount: Int32Array;
}

export function tokenSurprisal(lms: LanguageModels, text: string, tokens: Token[]): TokenSurprisal {
  const words = modelWords(tokens);
  const machineUnigram = new Float64Array(tokens.length);
  const humanUnigram = new Float64Array(tokens.length);
  const machineChars = charLogProbs(lms.machineChars, text, tokens);
  return {
    machine: tokenLogProbs(lms.machine, words, machineUnigram),
    human: tokenLogProbs(lms.human, words, humanUnigram),
    machineUnigram,
    humanUnigram,
    machineChars: machineChars.logProb,
    humanChars: charLogProbs(lms.humanChars, text, tokens).logProb,
    charCount: machineChars.chars,
  };
}

/** The summary measures of tokens [from, to), in the order of SURPRISAL_FEATURES. */
export function surprisalFeatures(s: TokenSurprisal, from: number, to: number): Float64Array {
  const n = to - from;
  const out = new Float64Array(SURPRISAL_FEATURES.length);
  if (n <= 0) return out;
  let sm = 0, sh = 0, sr = 0, qm = 0, qh = 0, qr = 0, predictable = 0, surprisingM = 0, surprisingH = 0, gainM = 0, gainH = 0;
  const machineBins = new Float64Array(MACHINE_BINS.length);
  const ratioBins = new Float64Array(RATIO_BINS.length);
  for (let i = from; i < to; i++) {
    const m = s.machine[i]!;
    const h = s.human[i]!;
    const r = m - h;
    sm += m; sh += h; sr += r;
    qm += m * m; qh += h * h; qr += r * r;
    if (m > -2) predictable++;
    if (m < -10) surprisingM++;
    if (h < -10) surprisingH++;
    // How much the word before helps predict this one: context that machines lean on.
    gainM += m - s.machineUnigram[i]!;
    gainH += h - s.humanUnigram[i]!;
    for (let b = 0; b < MACHINE_BINS.length; b++) if (m > MACHINE_BINS[b]!) machineBins[b]!++;
    for (let b = 0; b < RATIO_BINS.length; b++) if (r > RATIO_BINS[b]!) ratioBins[b]!++;
  }
  const spread = (sum: number, sq: number) => Math.sqrt(Math.max(0, sq / n - (sum / n) ** 2));
  out[0] = sm / n;
  out[1] = sh / n;
  out[2] = sr / n;
  out[3] = spread(sm, qm);
  out[4] = spread(sh, qh);
  out[5] = spread(sr, qr);
  out[6] = predictable / n;
  out[7] = surprisingM / n;
  out[8] = surprisingH / n;
  out[9] = gainM / n;
  out[10] = gainH / n;
  machineBins.forEach((c, b) => (out[11 + b] = c / n));
  ratioBins.forEach((c, b) => (out[11 + MACHINE_BINS.length + b] = c / n));
  out.set(charMeasures(s, from, to), 11 + MACHINE_BINS.length + RATIO_BINS.length);
  return out;
}

// Per character means of both character models and their ratio; the spread and the
// machine-favoured share are over tokens, each token's ratio taken per character.
function charMeasures(s: TokenSurprisal, from: number, to: number): number[] {
  let chars = 0, cm = 0, ch = 0, sr = 0, qr = 0, favoured = 0, counted = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCount[i]!;
    if (c === 0) continue;
    chars += c;
    cm += s.machineChars[i]!;
    ch += s.humanChars[i]!;
    const r = (s.machineChars[i]! - s.humanChars[i]!) / c;
    sr += r;
    qr += r * r;
    if (r > 0) favoured++;
    counted++;
  }
  if (chars === 0) return [0, 0, 0, 0, 0];
  const mean = sr / counted;
  return [cm / chars, ch / chars, (cm - ch) / chars, Math.sqrt(Math.max(0, qr / counted - mean * mean)), favoured / counted];
}
