import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commaBeforeBut } from './commaBeforeBut.js';

describe('comma_before_but', () => {
  it('puts a comma before "but" between two clauses', () => {
    expect(fixWithRule(commaBeforeBut, 'We shipped the new parser last week but it still fails on tables.')).toBe(
      'We shipped the new parser last week, but it still fails on tables.',
    );
    expect(fixWithRule(commaBeforeBut, 'She is famous in many countries but she revealed the truth.')).toBe('She is famous in many countries, but she revealed the truth.');
  });
  it('leaves short clauses, a comma already there, "not ... but" and "but" meaning "except"', () => {
    for (const ok of [
      'I tried but I failed.',
      'We shipped the new parser last week, but it still fails.',
      'He came not to praise the plan but to bury it.',
      'She did not stay for the meeting but she wrote to us.',
      'Everyone in the room agreed but the chairman.',
    ]) {
      expect(runRule(commaBeforeBut, ok), ok).toEqual([]);
    }
  });
});
