import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { arriveIn } from './arriveIn.js';

describe('arrive_in', () => {
  it('puts "in" before a place name', () => {
    expect(fixWithRule(arriveIn, 'They arrived to Madrid at noon.')).toBe('They arrived in Madrid at noon.');
    expect(fixWithRule(arriveIn, 'When you arrive to New York, call me.')).toBe('When you arrive in New York, call me.');
  });
  it('stays quiet elsewhere', () => {
    for (const ok of ['He arrived to find the door locked.', 'She arrived to cheers.', 'We arrived in Madrid.', 'How We Arrived To Find Peace', 'The band arrived to Find Out Why.']) {
      expect(runRule(arriveIn, ok)).toEqual([]);
    }
  });
});
