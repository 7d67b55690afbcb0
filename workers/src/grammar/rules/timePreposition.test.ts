import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { timePreposition } from './timePreposition.js';

describe('time_preposition', () => {
  it('puts a day or a date after "on" and a part of the day after "in the"', () => {
    expect(fixWithRule(timePreposition, 'We are going to the cinema in Sunday.')).toBe('We are going to the cinema on Sunday.');
    expect(fixWithRule(timePreposition, 'I was born in 5 May 1990, and she in March 3rd.')).toBe('I was born on 5 May 1990, and she on March 3rd.');
    expect(fixWithRule(timePreposition, 'The meeting starts on 9 am and ends in 5 p.m.')).toBe('The meeting starts at 9 am and ends at 5 p.m.');
    expect(fixWithRule(timePreposition, 'They arrived at the morning, and we left at the evening.')).toBe('They arrived in the morning, and we left in the evening.');
  });
  it('leaves months, years and days that name something else', () => {
    for (const ok of ['He won bronze in Sunday’s race.', 'She taught in Sunday school.', 'It opened in May and closed in 1990.', 'We met at the morning meeting.', 'I was born on 5 May.', 'Sales rose in May 5 percent.']) {
      expect(runRule(timePreposition, ok), ok).toEqual([]);
    }
  });
});
