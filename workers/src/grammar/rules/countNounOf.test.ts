import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { countNounOf } from './countNounOf.js';

describe('count_noun_of', () => {
  it('makes hundred, thousand or million plural before "of" when nothing counts them', () => {
    expect(fixWithRule(countNounOf, 'There are still thousand of cases.')).toBe('There are still thousands of cases.');
    expect(fixWithRule(countNounOf, 'Million of people watched.')).toBe('Millions of people watched.');
  });
  it('stays quiet after a number or "a"', () => {
    for (const ok of ['A thousand of them came.', 'Two hundred of the seats, 3 million of which were sold.', 'Thousands of people came.']) {
      expect(runRule(countNounOf, ok)).toEqual([]);
    }
  });
});
