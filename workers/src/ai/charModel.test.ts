import { describe, expect, it } from 'vitest';
import { CharCounter, charLogProbs, decodeCharCount, encodeCharCount } from './charModel.js';
import { tokenize } from './tokens.js';

const perChar = (lp: { logProb: Float64Array; chars: Int32Array }) => lp.logProb.reduce((a, b) => a + b, 0) / lp.chars.reduce((a, b) => a + b, 0);

function modelOf(texts: string[]) {
  const counter = new CharCounter(16);
  for (const t of texts) counter.add(t, tokenize(t));
  return counter.build();
}

describe('character language model', () => {
  const semicolons = 'The tide rose; the boats lifted; the harbour woke. Gulls cried; ropes creaked; nets dried.';
  const exclaims = 'Wow!! so cool!!! u gotta see this lol... best day ever!! omg haha';
  const m = modelOf([semicolons.repeat(5)]);

  it('finds text in the style it counted more likely than text in another', () => {
    const similar = 'The wind rose; the sails lifted; the town woke.';
    const other = 'omg!! lol u gotta see this haha!!!';
    expect(perChar(charLogProbs(m, similar, tokenize(similar)))).toBeGreaterThan(perChar(charLogProbs(m, other, tokenize(other))) + 1);
  });

  it('gives every character a probability of at most one and counts every character once', () => {
    const lp = charLogProbs(m, exclaims, tokenize(exclaims));
    for (const x of lp.logProb) expect(x).toBeLessThanOrEqual(0);
    // Every character but the spaces between tokens, plus one space per gap.
    expect(lp.chars.reduce((a, b) => a + b, 0)).toBe(exclaims.length);
  });

  it('reads any run of white space as one space', () => {
    const a = 'The tide rose; the boats lifted.';
    const b = 'The  tide\n\nrose;\t the boats   lifted.';
    expect(perChar(charLogProbs(m, b, tokenize(b)))).toBeCloseTo(perChar(charLogProbs(m, a, tokenize(a))), 10);
  });

  it('stores counts in 8-bit codes that keep small counts close and order large ones', () => {
    for (const c of [0, 1, 2, 3, 5]) expect(Math.abs(decodeCharCount(encodeCharCount(c)) - c)).toBeLessThan(0.2 * c + 0.05);
    expect(encodeCharCount(10)).toBeLessThan(encodeCharCount(1000));
    expect(encodeCharCount(1e12)).toBe(255);
  });

  it('copes with empty text and text of marks only', () => {
    expect(charLogProbs(m, '', []).logProb.length).toBe(0);
    const marks = '?!... ;;';
    const lp = charLogProbs(m, marks, tokenize(marks));
    expect(lp.logProb.every(Number.isFinite)).toBe(true);
  });
});
