import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { hedges } from './hedges.js';

describe('hedges', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(hedges, 'It seems that the method works.')).toBe('The method works.');
    expect(fixWithRule(hedges, 'The results may possibly be biased.')).toBe('The results may be biased.');
    expect(fixWithRule(hedges, 'The result is basically correct.')).toBe('The result is correct.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(hedges, 'The method works.')).toEqual([]);
    expect(runRule(hedges, 'This kind of result is common.')).toEqual([]);
  });
});
