import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { worthIng } from './worthIng.js';

describe('worth_ing', () => {
  it('puts the -ing form after "worth"', () => {
    expect(fixWithRule(worthIng, 'It is worth to spend money on it, and worth to have help.')).toBe('It is worth spending money on it, and worth having help.');
    expect(fixWithRule(worthIng, "It's worth to visit the museum.")).toBe("It's worth visiting the museum.");
  });
  it('leaves "worth to" before a person or a noun phrase alone', () => {
    for (const ok of ['It is worth to me more than gold.', 'The deal is worth to the company a million.', 'It is worth spending.']) expect(runRule(worthIng, ok), ok).toEqual([]);
  });
});
