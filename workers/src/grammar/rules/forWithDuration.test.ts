import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { forWithDuration } from './forWithDuration.js';

describe('for_with_duration', () => {
  it('puts "for" before a length of time in a perfect', () => {
    expect(fixWithRule(forWithDuration, 'I have lived here since three years.')).toBe('I have lived here for three years.');
    expect(fixWithRule(forWithDuration, 'He has been working here since five years.')).toBe('He has been working here for five years.');
    expect(fixWithRule(forWithDuration, "We've known them since many years.")).toBe("We've known them for many years.");
    expect(fixWithRule(forWithDuration, "I haven't seen her for last year.")).toBe("I haven't seen her since last year.");
    expect(fixWithRule(forWithDuration, 'I came to London for three years ago. He left for a few days ago.')).toBe('I came to London three years ago. He left a few days ago.');
    expect(fixWithRule(forWithDuration, 'It had rained since 3 days when we came.')).toBe('It had rained for 3 days when we came.');
    expect(fixWithRule(forWithDuration, 'He has lived here for 2010, and I have known her for 1999.')).toBe('He has lived here since 2010, and I have known her since 1999.');
    expect(fixWithRule(forWithDuration, 'I live in this house since ten years.')).toBe('I live in this house for ten years.');
    expect(fixWithRule(forWithDuration, 'She is studying English since two years now.')).toBe('She is studying English for two years now.');
  });
  it('stays quiet on a point in time', () => {
    for (const ok of [
      'I have lived here since 2019.',
      'The meeting was scheduled for two weeks ago.',
      "The figures for last year have not changed. I have worked here for last year's team. We haven't paid the bill for last month yet.",
      'We made plans for 2010. The budget for 2025 has grown. It has been popular for 1990s music.',
      'I have lived here since three years ago.',
      'Since two years have passed, we can apply.',
      'I have lived here for three years.',
      'She has been ill since a few days before the trip.',
      'Since three weeks is too long, we left.',
      'They met three years ago. Since two days later she left, nothing happened.',
      'He has changed. Since three years of war, the town is quiet.',
      'We left, since two days seemed enough.',
      'They sold the farm since ten years of drought ruined it.',
      'I moved and since two years is long, I stayed.',
    ]) {
      expect(runRule(forWithDuration, ok)).toEqual([]);
    }
  });
});
