import { describe, expect, it } from 'vitest';
import {
  BigramCounter,
  decodePairCount,
  decodeWordCount,
  encodePairCount,
  encodeWordCount,
  modelWords,
  tokenLogProbs,
} from './bigramModel.js';
import { tokenize } from './tokens.js';

describe('count codes', () => {
  it('are exact for small pair counts and within 2% above', () => {
    for (const c of [0, 1, 5, 127]) expect(decodePairCount(encodePairCount(c))).toBe(c);
    for (const c of [128, 300, 1000, 5000]) expect(Math.abs(decodePairCount(encodePairCount(c)) / c - 1)).toBeLessThan(0.02);
    expect(encodePairCount(1e9)).toBe(255);
  });

  it('keep word counts within 0.1%', () => {
    for (const c of [1, 10, 12345, 2_000_000]) expect(Math.abs(decodeWordCount(encodeWordCount(c)) / c - 1)).toBeLessThan(0.001);
  });
});

describe('bigram model', () => {
  const words = (text: string) => modelWords(tokenize(text));
  const counter = new BigramCounter();
  for (let i = 0; i < 20; i++) counter.add(words('the cat sat on the mat .'));
  counter.add(words('a dog ran in the park .'));
  const model = counter.build(12, 14);

  it('finds a seen word pair more likely than an unseen one', () => {
    const seen = tokenLogProbs(model, words('the cat sat'));
    const unseen = tokenLogProbs(model, words('the park sat'));
    expect(seen[1]!).toBeGreaterThan(unseen[1]!);
  });

  it('gives every token a finite log probability at most 0, even unknown words', () => {
    const lp = tokenLogProbs(model, words('zebras quietly juggle 42 plums'));
    expect(lp.length).toBe(5);
    for (const x of lp) {
      expect(Number.isFinite(x)).toBe(true);
      expect(x).toBeLessThanOrEqual(0);
    }
  });
});
