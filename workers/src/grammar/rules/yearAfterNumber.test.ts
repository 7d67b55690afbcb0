import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { yearAfterNumber } from './yearAfterNumber.js';

describe('year_after_number', () => {
  it('names a year by its number alone', () => {
    expect(fixWithRule(yearAfterNumber, 'I was born in 1990 year.')).toBe('I was born in 1990.');
    expect(fixWithRule(yearAfterNumber, 'In the 2019 year we moved, and since 2020 year I work here.')).toBe('In 2019 we moved, and since 2020 I work here.');
  });
  it('leaves compounds and the year spelled out', () => {
    for (const ok of ['The 2020 year-end report was late.', 'In the 2021 year end results, sales rose.', 'In the year 1990 I was born.', 'He ran 1990 yards in one year.']) {
      expect(runRule(yearAfterNumber, ok), ok).toEqual([]);
    }
  });
});
