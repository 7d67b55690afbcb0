import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thinkingOf } from './thinkingOf.js';

describe('thinking_of', () => {
  it('gives a plan one weighs "of" and the -ing form', () => {
    expect(fixWithRule(thinkingOf, 'I am thinking to buy a new car.')).toBe('I am thinking of buying a new car.');
    expect(fixWithRule(thinkingOf, "We're still thinking to move abroad.")).toBe("We're still thinking of moving abroad.");
  });
  it('stays quiet on "thinking to oneself" and on "thinking of"', () => {
    for (const ok of ['I was thinking to myself that it was late.', 'I am thinking of buying a car.', 'Thinking to the future, we plan.']) {
      expect(runRule(thinkingOf, ok)).toEqual([]);
    }
  });
});
