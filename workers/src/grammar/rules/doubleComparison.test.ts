import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doubleComparison } from './doubleComparison.js';

describe('double_comparison', () => {
  it('drops "more" or "most" before an -er or -est form', () => {
    expect(fixWithRule(doubleComparison, 'This phone is more better than the old one.')).toBe('This phone is better than the old one.');
    expect(fixWithRule(doubleComparison, 'That was the most easiest test.')).toBe('That was the easiest test.');
    expect(fixWithRule(doubleComparison, 'The city is more bigger than I thought.')).toBe('The city is bigger than I thought.');
    expect(fixWithRule(doubleComparison, 'It got more worse.')).toBe('It got worse.');
    expect(fixWithRule(doubleComparison, 'Trains are more cheaper.')).toBe('Trains are cheaper.');
    expect(fixWithRule(doubleComparison, 'Our most biggest client left.')).toBe('Our biggest client left.');
    expect(fixWithRule(doubleComparison, 'It is the most happiest day of my life.')).toBe('It is the happiest day of my life.');
  });
  it('stays quiet where "more" or "most" counts nouns, and on -est words that are not superlatives', () => {
    for (const ok of [
      'More older people now work.',
      'Most younger voters stayed home.',
      'Most latest models sold out.',
      'She is the most honest person I know.',
      'He was most modest about it.',
      'We need more power.',
      'This phone is better than the old one.',
      'The most important thing is rest.',
      'There are more better-paid jobs in the city.',
      'It matters more later in life.',
    ]) {
      expect(runRule(doubleComparison, ok)).toEqual([]);
    }
  });
});
