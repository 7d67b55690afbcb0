import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { progressiveAfterBe } from './progressiveAfterBe.js';

describe('progressive_after_be', () => {
  it('puts the verb after a form of "be" in its -ing form', () => {
    expect(fixWithRule(progressiveAfterBe, 'This year I am study in Paris.')).toBe('This year I am studying in Paris.');
    expect(fixWithRule(progressiveAfterBe, 'People who are try to help get tired.')).toBe('People who are trying to help get tired.');
    expect(fixWithRule(progressiveAfterBe, 'They were make a cake.')).toBe('They were making a cake.');
  });
  it('stays quiet on participles, nouns and -ing forms', () => {
    for (const ok of ['He was let go and it was put aside.', 'What they did is reduce the tax; all we do is ask.', 'The goal is study, not work.', 'We are studying.', 'The fear was spread by rumours.']) {
      expect(runRule(progressiveAfterBe, ok)).toEqual([]);
    }
  });
});
