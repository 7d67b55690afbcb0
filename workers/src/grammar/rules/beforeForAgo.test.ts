import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { beforeForAgo } from './beforeForAgo.js';

describe('before_for_ago', () => {
  it('counts back from now with "ago"', () => {
    expect(fixWithRule(beforeForAgo, 'I have finished my homework before two hours.')).toBe('I have finished my homework two hours ago.');
    expect(fixWithRule(beforeForAgo, 'We moved to London before three years, and we like it.')).toBe('We moved to London three years ago, and we like it.');
  });
  it('leaves "before" with a span that is not counted from now', () => {
    for (const ok of ['Finish it before two days have passed.', 'It expired before two weeks from now.', 'Please send it before two weeks.', 'He left two hours ago.', 'It happened the day before.']) {
      expect(runRule(beforeForAgo, ok), ok).toEqual([]);
    }
  });
});
