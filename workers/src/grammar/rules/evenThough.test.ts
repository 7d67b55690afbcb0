import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { evenThough } from './evenThough.js';

describe('even_though', () => {
  it('joins a clause with "even though"', () => {
    expect(fixWithRule(evenThough, 'Even I tried hard, I failed the exam.')).toBe('Even though I tried hard, I failed the exam.');
  });
  it('leaves "even" that stresses a word', () => {
    for (const ok of ['Even I could do it.', 'Even he, a child, knew the answer.', 'Even though I tried, I failed.', 'Even so, we went.', 'Even I know that, which says a lot.']) {
      expect(runRule(evenThough, ok), ok).toEqual([]);
    }
  });
});
