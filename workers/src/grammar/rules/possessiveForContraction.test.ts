import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { possessiveForContraction } from './possessiveForContraction.js';

describe('possessive_for_contraction', () => {
  it('turns "your" and "their" into the contraction where a clause follows', () => {
    expect(fixWithRule(possessiveForContraction, 'Your the only one who came.')).toBe("You're the only one who came.");
    expect(fixWithRule(possessiveForContraction, 'I think your going to win.')).toBe("I think you're going to win.");
    expect(fixWithRule(possessiveForContraction, 'Their not ready yet.')).toBe("They're not ready yet.");
    expect(fixWithRule(possessiveForContraction, 'Their so kind to us.')).toBe("They're so kind to us.");
    expect(fixWithRule(possessiveForContraction, 'Their going away now.')).toBe("They're going away now.");
    expect(fixWithRule(possessiveForContraction, 'Your a star.')).toBe("You're a star.");
  });
  it('stays quiet on the possessive', () => {
    for (const ok of [
      "You're the best.",
      'Your coat is here.',
      'Your a cappella group sang well.',
      'Their a priori view was wrong.',
      'Your very own copy arrived.',
      'Your not knowing the rules is no excuse.',
      'Their not being there hurt.',
      'Your so-called friends left.',
      'Their so called friends left.',
      'Their going home early surprised us.',
      'Your A grade was earned.',
      'Their too many rules annoy us.',
      "They're going home.",
    ]) {
      expect(runRule(possessiveForContraction, ok)).toEqual([]);
    }
  });
});
