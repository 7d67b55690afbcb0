import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { asAsComparison } from './asAsComparison.js';

describe('as_as_comparison', () => {
  it('closes an equal comparison with "as"', () => {
    expect(fixWithRule(asAsComparison, 'Her bike is as fast than mine.')).toBe('Her bike is as fast as mine.');
    expect(fixWithRule(asAsComparison, 'It is not as expensive than it looks.')).toBe('It is not as expensive as it looks.');
    expect(fixWithRule(asAsComparison, 'Tea is twice as good than coffee.')).toBe('Tea is twice as good as coffee.');
  });
  it('stays quiet on comparatives and right comparisons', () => {
    for (const ok of ['Her bike is as fast as mine.', 'Small cars, such as cheaper than most, sell well.', 'It is faster than mine.', 'Pick one as good as this.', 'It works as well as expected.']) {
      expect(runRule(asAsComparison, ok)).toEqual([]);
    }
  });
});
