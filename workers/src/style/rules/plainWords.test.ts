import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { plainWords } from './plainWords.js';

describe('plainWords', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(plainWords, 'We utilize a new method.')).toBe('We use a new method.');
    expect(fixWithRule(plainWords, 'Prior to the test, we slept.')).toBe('Before the test, we slept.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(plainWords, 'We use a new method before the test.')).toEqual([]);
  });
});
