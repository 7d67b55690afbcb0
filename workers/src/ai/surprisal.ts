// How predictable each word is under a language model of machine-written text and
// under one of human-written text, summarised over any stretch of tokens. Machine
// text tends to be predictable in a machine's way; the ratio of the two models is a
// likelihood ratio, and the spread shows how evenly predictable the writing is.

import { modelWords, tokenLogProbs, type BigramModel } from './bigramModel.js';
import type { Token } from './tokens.js';

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
] as const;

export interface TokenSurprisal {
  machine: Float64Array;
  human: Float64Array;
}

export function tokenSurprisal(machine: BigramModel, human: BigramModel, tokens: Token[]): TokenSurprisal {
  const words = modelWords(tokens);
  return { machine: tokenLogProbs(machine, words), human: tokenLogProbs(human, words) };
}

/** The summary measures of tokens [from, to), in the order of SURPRISAL_FEATURES. */
export function surprisalFeatures(s: TokenSurprisal, from: number, to: number): Float64Array {
  const n = to - from;
  const out = new Float64Array(SURPRISAL_FEATURES.length);
  if (n <= 0) return out;
  let sm = 0, sh = 0, sr = 0, qm = 0, qh = 0, qr = 0, predictable = 0, surprisingM = 0, surprisingH = 0;
  for (let i = from; i < to; i++) {
    const m = s.machine[i]!;
    const h = s.human[i]!;
    const r = m - h;
    sm += m; sh += h; sr += r;
    qm += m * m; qh += h * h; qr += r * r;
    if (m > -2) predictable++;
    if (m < -10) surprisingM++;
    if (h < -10) surprisingH++;
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
  return out;
}
