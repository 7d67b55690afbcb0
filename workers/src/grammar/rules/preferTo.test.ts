import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { preferTo } from './preferTo.js';

describe('prefer_to', () => {
  it('compares with "to" after prefer', () => {
    expect(fixWithRule(preferTo, 'I prefer tea than coffee.')).toBe('I prefer tea to coffee.');
    expect(fixWithRule(preferTo, 'Most students prefer online classes than lectures.')).toBe('Most students prefer online classes to lectures.');
    expect(fixWithRule(preferTo, 'She preferred walking than driving.')).toBe('She preferred walking to driving.');
  });
  it('stays quiet on "to", "rather than" and comparisons of more', () => {
    for (const ok of [
      'I prefer tea to coffee.',
      'I prefer to walk rather than drive.',
      'We prefer tea rather than coffee.',
      'They prefer it more than ever.',
      'I prefer that you stay; it is better than leaving.',
      'The preferred option costs less than the other.',
    ]) {
      expect(runRule(preferTo, ok)).toEqual([]);
    }
  });
});
