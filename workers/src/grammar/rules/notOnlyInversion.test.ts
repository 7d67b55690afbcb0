import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { notOnlyInversion } from './notOnlyInversion.js';

describe('not_only_inversion', () => {
  it('puts the verb first after "Not only"', () => {
    expect(fixWithRule(notOnlyInversion, 'Not only he is smart, but he is also kind.')).toBe('Not only is he smart, but he is also kind.');
    expect(fixWithRule(notOnlyInversion, 'We tried. Not only we can win, we will.')).toBe('We tried. Not only can we win, we will.');
  });
  it('leaves inverted sentences and "not only" inside one', () => {
    for (const ok of ['Not only is he smart, but he is kind.', 'He is not only smart but kind.', 'Not only the students but the teachers came.']) {
      expect(runRule(notOnlyInversion, ok), ok).toEqual([]);
    }
  });
});
