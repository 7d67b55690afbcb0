import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { learnerCollocations } from './learnerCollocations.js';

describe('learner_collocation', () => {
  it('mends "feel myself tired" and "very well in English"', () => {
    expect(fixWithRule(learnerCollocations, "I feel myself tired; he is very well in English and she's well in math.")).toBe("I feel tired; he is very good at English and she's good at math.");
  });
  it('leaves "feel myself" before a participle and "did well in"', () => {
    for (const ok of ['I feel myself drawn to it.', 'He did well in English.', 'It is well in hand.']) expect(runRule(learnerCollocations, ok)).toEqual([]);
  });
});
