import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { untilForBy } from './untilForBy.js';

describe('until_for_by', () => {
  it('gives a deadline "by"', () => {
    expect(fixWithRule(untilForBy, 'I will finish it until tomorrow.')).toBe('I will finish it by tomorrow.');
    expect(fixWithRule(untilForBy, 'Please submit the report until Friday, and pay the fee until next week.')).toBe('Please submit the report by Friday, and pay the fee by next week.');
    expect(fixWithRule(untilForBy, 'It must be ready until 5 pm.')).toBe('It must be ready by 5 pm.');
  });
  it('leaves what lasts, and a negated clause', () => {
    for (const ok of ["I won't finish it until tomorrow.", 'We waited until Friday.', 'It will not be ready until Monday.', 'The shop is open until 5 pm.', 'He finished it by Friday.']) {
      expect(runRule(untilForBy, ok), ok).toEqual([]);
    }
  });
});
