import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doubleNegative } from './doubleNegative.js';

describe('double_negative', () => {
  it('replaces the second negative after a negated verb', () => {
    expect(fixWithRule(doubleNegative, "If we don't do nothing, the next generation will suffer.")).toBe("If we don't do anything, the next generation will suffer.");
    expect(fixWithRule(doubleNegative, 'I didn’t see nobody at the station.')).toBe('I didn’t see anybody at the station.');
    expect(fixWithRule(doubleNegative, "They can't go nowhere without a car.")).toBe("They can't go anywhere without a car.");
    expect(fixWithRule(doubleNegative, "She doesn't have none left.")).toBe("She doesn't have any left.");
    expect(fixWithRule(doubleNegative, "He won't tell no one.")).toBe("He won't tell anyone.");
    expect(fixWithRule(doubleNegative, 'People do not do nothing, and he never says nothing.')).toBe('People do not do anything, and he never says anything.');
    expect(fixWithRule(doubleNegative, "He doesn't have no money, and I don't want no trouble.")).toBe("He doesn't have any money, and I don't want any trouble.");
  });
  it('stays quiet where the negative opens a clause or is meant', () => {
    for (const ok of [
      "I can't say nothing happened.",
      "I didn't think nobody would come.",
      "It isn't nothing, after all.",
      "We don't do anything on Sundays.",
      'Nothing matters and nobody cares.',
      "You don't get something for nothing.",
      "I didn't say nothing changed.",
      // one must act
      'We cannot do nothing about it.',
      "I didn't say no to it. They won't take no for an answer. I don't care no matter what.",
      'It does not mean no error. Do not define no longer used names.',
    ]) {
      expect(runRule(doubleNegative, ok)).toEqual([]);
    }
  });
});
