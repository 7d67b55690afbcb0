// The Binoculars score (Hans et al., 2024): how surprising a text is to an observer
// model, divided by how surprising the observer finds what a second, performer model
// expects at each position. Machine text is unsurprising relative to what machines
// expect, so a low ratio points to machine writing; the ratio cancels the effect of a
// topic or prompt that makes any text predictable.

import type { PromptLogprobs } from './completionLogprobs.js';
import { EndpointError } from './completionLogprobs.js';

export interface TokenTerms {
  /** Character offset of the token in the text. */
  offset: number;
  /** Its length in characters. */
  length: number;
  /** The observer's surprise at the token: minus its log probability. */
  surprise: number;
  /** Cross-entropy of the performer's expectation under the observer at that position. */
  crossEntropy: number;
}

/**
 * Per-token terms of the score. The endpoints return only the likeliest alternatives,
 * so the performer's distribution is its top tokens renormalised, and a token outside
 * the observer's top list gets the observer's lowest listed log probability (an upper
 * bound for it).
 */
export function binocularsTerms(observer: PromptLogprobs, performer: PromptLogprobs): TokenTerms[] {
  const n = observer.tokens.length;
  if (performer.tokens.length !== n || performer.tokens.some((t, i) => t !== observer.tokens[i])) {
    throw new EndpointError('the observer and performer models tokenise the text differently; Binoculars needs one tokeniser');
  }
  const terms: TokenTerms[] = [];
  for (let i = 0; i < n; i++) {
    const own = observer.logprobs[i];
    const expected = performer.top[i];
    if (own == null || !expected) continue;
    const observed: Record<string, number> = { ...(observer.top[i] ?? {}), [observer.tokens[i]!]: own };
    const floor = Math.min(...Object.values(observed));
    const entries = Object.entries(expected);
    if (!entries.length) continue;
    let mass = 0;
    for (const [, lp] of entries) mass += Math.exp(lp);
    let crossEntropy = 0;
    for (const [token, lp] of entries) crossEntropy -= (Math.exp(lp) / mass) * (observed[token] ?? floor);
    terms.push({ offset: observer.offsets[i]!, length: observer.tokens[i]!.length, surprise: -own, crossEntropy });
  }
  return terms;
}

/** The score over terms [from, to): total surprise over total cross-entropy; null when there is nothing to divide. */
export function binocularsScore(terms: TokenTerms[], from = 0, to = terms.length): number | null {
  let surprise = 0;
  let cross = 0;
  for (let i = from; i < to; i++) {
    surprise += terms[i]!.surprise;
    cross += terms[i]!.crossEntropy;
  }
  return to > from && cross > 0 ? surprise / cross : null;
}
