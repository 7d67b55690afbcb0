import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { ageWithBe } from './ageWithBe.js';

describe('age_with_be', () => {
  it('gives an age with "be"', () => {
    expect(fixWithRule(ageWithBe, 'I have 20 years old.')).toBe('I am 20 years old.');
    expect(fixWithRule(ageWithBe, 'My sister has twelve years old and she has 9 years.')).toBe('My sister is twelve years old and she is 9 years.');
    expect(fixWithRule(ageWithBe, 'They had ten years old then, and I have twenty-one years old now.')).toBe('They were ten years old then, and I am twenty-one years old now.');
  });

  it('leaves years that are had', () => {
    for (const ok of ['He has 15 years of experience.', 'We have 20 years to pay.', 'I am 20 years old.', 'The firm has 30 years behind it.']) {
      expect(runRule(ageWithBe, ok)).toEqual([]);
    }
  });
});
