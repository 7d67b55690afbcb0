import { limits, passNames, type PassName } from './limits.js';

// decisions.md: a block is 250 words; each started block costs the base rate plus
// the rate of every pass that is on. Checks under 250 words are billed as 250.
export const creditRates = {
  wordsPerCredit: 250,
  passes: { base: 30, plagiarism: 60, grammarSpelling: 15, citations: 15, aiContent: 20, style: 10 },
} as const;

export type PassSelection = Record<PassName, boolean>;

export function billedBlocks(wordCount: number): number {
  const billed = Math.max(wordCount, limits.minBilledWordsPerCheck);
  return Math.ceil(billed / creditRates.wordsPerCredit);
}

export function perBlockRate(passes: PassSelection, styleEnabled = true): number {
  let rate = creditRates.passes.base;
  for (const name of passNames) {
    if (!passes[name]) continue;
    if (name === 'style' && !styleEnabled) continue;
    rate += creditRates.passes[name];
  }
  return rate;
}

/** Credits a check of `wordCount` words costs with the given passes on. */
export function checkCost(wordCount: number, passes: PassSelection, styleEnabled = true): number {
  return billedBlocks(wordCount) * perBlockRate(passes, styleEnabled);
}
