import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { toughPassive } from './toughPassive.js';

describe('tough_passive', () => {
  it('makes the infinitive after "difficult" or "easy" active when the subject is what it acts on', () => {
    expect(fixWithRule(toughPassive, 'This problem is difficult to be solved.')).toBe('This problem is difficult to solve.');
    expect(fixWithRule(toughPassive, 'Some cases are very hard to be defined.')).toBe('Some cases are very hard to define.');
  });
  it('stays quiet after a dummy "it", after "too" and on the active form', () => {
    for (const ok of [
      'It is difficult to be accepted by them.',
      "It's not easy to be understood.",
      'The box was too heavy to be lifted.',
      'This problem is difficult to solve.',
    ]) {
      expect(runRule(toughPassive, ok)).toEqual([]);
    }
  });
});
