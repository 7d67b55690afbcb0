import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { suchForSo } from './suchForSo.js';

describe('such_for_so', () => {
  it('gives an adjective with its noun "such"', () => {
    expect(fixWithRule(suchForSo, 'It was a so nice day, and it was so nice weather. She is an so interesting person.')).toBe(
      'It was such a nice day, and it was such nice weather. She is such an interesting person.',
    );
    expect(fixWithRule(suchForSo, 'They are so friendly people.')).toBe('They are such friendly people.');
  });
  it('leaves "so" before an adjective alone, and the phrases with "so"', () => {
    for (const ok of ['The day was so nice.', 'It finds a so far unused range.', 'It is a so-called fix.', 'We have so many friends.', 'I was tired, so good food helped.', 'It was a so nice and quiet day.']) {
      expect(runRule(suchForSo, ok), ok).toEqual([]);
    }
  });
});
