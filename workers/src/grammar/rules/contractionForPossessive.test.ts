import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { contractionForPossessive } from './contractionForPossessive.js';

describe('contraction_for_possessive', () => {
  it('writes the possessive after a preposition', () => {
    expect(fixWithRule(contractionForPossessive, "I attached the draft for you're review.")).toBe('I attached the draft for your review.');
    expect(fixWithRule(contractionForPossessive, "They stayed in they're house with you're friends.")).toBe('They stayed in their house with your friends.');
    expect(fixWithRule(contractionForPossessive, "Remember that you're life matters more than they're phone.")).toBe('Remember that your life matters more than their phone.');
  });
  it('leaves the contraction where a clause begins', () => {
    for (const ok of ["I know you're right.", "Call me after you're done, before they're gone.", "Tell me when they're ready.", "If you're late, call.", "That's what you're for.", "You're family to me, and they're parents now.", "You're life-long friends."]) {
      expect(runRule(contractionForPossessive, ok)).toEqual([]);
    }
  });
});
