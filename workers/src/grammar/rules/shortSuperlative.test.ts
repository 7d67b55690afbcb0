import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { shortSuperlative } from './shortSuperlative.js';

describe('short_superlative', () => {
  it('gives a short adjective its -est form after "the most"', () => {
    expect(fixWithRule(shortSuperlative, 'It is the most cheap flight we found.')).toBe('It is the cheapest flight we found.');
    expect(fixWithRule(shortSuperlative, 'He was the most tall in his class.')).toBe('He was the tallest in his class.');
    expect(fixWithRule(shortSuperlative, 'The most easy way is to ask.')).toBe('The easiest way is to ask.');
    expect(fixWithRule(shortSuperlative, 'Which one is the most big?')).toBe('Which one is the biggest?');
  });
  it('stays quiet where "most" counts and on adjectives that take "most"', () => {
    for (const ok of [
      'Japan has the most old people.',
      'The most young voters live in cities.',
      'It was the most simple of tasks.',
      'The most high-paid staff left.',
      'It is the cheapest flight.',
      'She is the most clever of them.',
      'This is the most clear example.',
      'We want the most fat to burn.',
    ]) {
      expect(runRule(shortSuperlative, ok)).toEqual([]);
    }
  });
});
