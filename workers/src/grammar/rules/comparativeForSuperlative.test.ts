import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { comparativeForSuperlative } from './comparativeForSuperlative.js';

describe('comparative_for_superlative', () => {
  it('puts the superlative where one is picked out of a group', () => {
    expect(fixWithRule(comparativeForSuperlative, 'She is the more beautiful girl in the class.')).toBe('She is the most beautiful girl in the class.');
    expect(fixWithRule(comparativeForSuperlative, 'This is the worse day of my life, in the bigger city in the world.')).toBe('This is the worst day of my life, in the biggest city in the world.');
    expect(fixWithRule(comparativeForSuperlative, 'It was the better film I have ever seen.')).toBe('It was the best film I have ever seen.');
  });
  it('leaves idioms, comparisons of two and words that are no adjective', () => {
    for (const ok of [
      'He spent the better part of his life abroad.',
      'The more money people in the world have, the more they spend.',
      'She is the better of the two players in the team.',
      'The most beautiful girl in the class smiled.',
    ]) {
      expect(runRule(comparativeForSuperlative, ok), ok).toEqual([]);
    }
  });
});
