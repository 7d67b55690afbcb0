import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { everyDay } from './everyDay.js';

describe('every_day', () => {
  it('splits "everyday" where it means each day', () => {
    expect(fixWithRule(everyDay, 'I go to the gym everyday.')).toBe('I go to the gym every day.');
    expect(fixWithRule(everyDay, 'We talk everyday, and it helps.')).toBe('We talk every day, and it helps.');
    expect(fixWithRule(everyDay, 'She runs everyday in the park.')).toBe('She runs every day in the park.');
  });
  it('stays quiet on the adjective', () => {
    for (const ok of ['It is part of everyday life.', 'These are everyday problems.', 'I go every day.', 'Everyday objects, like cups, break.', 'Wear your everyday clothes.']) {
      expect(runRule(everyDay, ok)).toEqual([]);
    }
  });
});
