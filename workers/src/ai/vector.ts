// Turns a text into the detector's input: the averaged hashed n-gram features and
// the style measurements. Shared by training and scoring so both see the same numbers.

import { FEATURES_PER_TOKEN, tokenFeatures } from './features.js';
import { styleFeatures } from './style.js';
import { splitSentences, tokenize, type SentenceSpan, type Token } from './tokens.js';
import { maskNonProse } from '../lint/mask.js';

export interface AnalysedText {
  /** The text as the detector reads it (see `proseOf`). */
  prose: string;
  tokens: Token[];
  sentences: SentenceSpan[];
  /** FEATURES_PER_TOKEN hashed indices per token (-1 where absent). */
  features: Int32Array;
  style: Float64Array;
}

/**
 * What the detector reads: the text with its code, markup, file names and list or heading
 * markers blanked to spaces, so every offset still indexes the text. They are not writing,
 * and read as prose they pushed human READMEs to the machine side (20 of 77 at or above
 * "mixed"; 3 with them blanked).
 */
export function proseOf(text: string): string {
  return maskNonProse(text);
}

/** Reads the prose of `text`; a sentence ends where a block of code or markup begins. */
export function analyseText(text: string, bits: number): AnalysedText {
  const prose = proseOf(text);
  const tokens = tokenize(prose);
  const sentences = splitSentences(prose, tokens, text);
  return { prose, tokens, sentences, features: tokenFeatures(tokens, bits), style: styleFeatures(prose, tokens, sentences) };
}

export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

/**
 * The hashed features of tokens [from, to) as frequencies: each occurrence adds
 * 1 / (number of tokens), so a sentence and a whole document are on one scale.
 */
export function sparseFrequencies(features: Int32Array, from: number, to: number): SparseVector {
  const counts = new Map<number, number>();
  for (let i = from * FEATURES_PER_TOKEN; i < to * FEATURES_PER_TOKEN; i++) {
    const f = features[i]!;
    if (f >= 0) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const n = Math.max(1, to - from);
  const index = Int32Array.from(counts.keys()).sort();
  const value = Float32Array.from(index, (k) => counts.get(k)! / n);
  return { index, value };
}
