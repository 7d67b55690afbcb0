import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { marryWith } from './marryWith.js';

describe('marry_with', () => {
  it('takes "with" from "marry", and gives "married" after "be" or "get" its "to"', () => {
    expect(fixWithRule(marryWith, 'She married with a doctor and wants to marry with a foreigner.')).toBe('She married a doctor and wants to marry a foreigner.');
    expect(fixWithRule(marryWith, 'He got married with a rich man; she is married with my cousin.')).toBe('He got married to a rich man; she is married to my cousin.');
    expect(fixWithRule(marryWith, 'He married with her in 2010. She wanted to marry with him. I got married with her.')).toBe(
      'He married her in 2010. She wanted to marry him. I got married to her.',
    );
  });
  it('leaves "married with" anything but a person', () => {
    for (const ok of ['He is married with children.', 'They married with the blessing of the church.', 'She married a doctor.', "He married with her parents' consent.", 'She married with her family around her.']) {
      expect(runRule(marryWith, ok)).toEqual([]);
    }
  });
  it('drops the "to" of "married to" without "be" or "get"', () => {
    expect(fixWithRule(marryWith, 'She married to a doctor last year, and he married to Anna.')).toBe('She married a doctor last year, and he married Anna.');
    for (const ok of ['She is married to a doctor.', 'They married to secure the alliance.', 'He got married to her.', 'She was happily married to him.', 'They married to please their parents.']) {
      expect(runRule(marryWith, ok)).toEqual([]);
    }
  });
});
