import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { expensivePrice } from './expensivePrice.js';

describe('expensive_price', () => {
  it('makes a price high or low, not expensive or cheap', () => {
    expect(fixWithRule(expensivePrice, 'The price of the house is very expensive, and the fees are cheap.')).toBe('The price of the house is very high, and the fees are low.');
    expect(fixWithRule(expensivePrice, 'The price of a new phone is too expensive.')).toBe('The price of a new phone is too high.');
  });
  it('leaves things that are expensive', () => {
    for (const ok of ['The house is very expensive.', 'Prices of expensive goods rose.', 'The price was high.', 'The price of houses that are expensive rose.']) expect(runRule(expensivePrice, ok)).toEqual([]);
  });
});
