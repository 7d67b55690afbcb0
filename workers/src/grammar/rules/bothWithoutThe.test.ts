import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { bothWithoutThe } from './bothWithoutThe.js';

describe('both_without_the', () => {
  it('drops "the" before "both"', () => {
    expect(fixWithRule(bothWithoutThe, 'The both sisters live in Leeds.')).toBe('Both sisters live in Leeds.');
    expect(fixWithRule(bothWithoutThe, 'I called the both teams.')).toBe('I called both teams.');
  });
  it('stays quiet on "both the" and "the both of"', () => {
    for (const ok of ['Both the sisters live in Leeds.', 'It is enough for the both of us.', 'He thanked them both.', 'The Both Hands Trust met.']) {
      expect(runRule(bothWithoutThe, ok)).toEqual([]);
    }
  });
});
