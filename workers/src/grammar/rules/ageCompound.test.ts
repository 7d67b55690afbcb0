import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { ageCompound } from './ageCompound.js';

describe('age_compound', () => {
  it('joins an age before a noun with hyphens', () => {
    expect(fixWithRule(ageCompound, "It's a 10 years old car, and she has a two year old daughter.")).toBe("It's a 10-year-old car, and she has a two-year-old daughter.");
  });
  it('leaves an age that follows its noun or a verb', () => {
    for (const ok of ['He is 10 years old.', 'It is a 10-year-old car.', 'She was a child of ten years old and lived here.', 'It took a 10 years old and a new one.']) {
      expect(runRule(ageCompound, ok), ok).toEqual([]);
    }
  });
});
