import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { toAfterMotionVerb } from './toAfterMotionVerb.js';

describe('to_after_motion_verb', () => {
  it('puts "to" between a verb of going and where one goes', () => {
    expect(fixWithRule(toAfterMotionVerb, 'Last year I went France with my family, and I want to go America.')).toBe(
      'Last year I went to France with my family, and I want to go to America.',
    );
    expect(fixWithRule(toAfterMotionVerb, 'He does not like to come school, so we went school by bus.')).toBe('He does not like to come to school, so we went to school by bus.');
  });
  it('leaves verbs that take the place as an object, cheers, possessives, routes, outings and "home"', () => {
    for (const ok of [
      'We travelled Europe by train and visited Paris.',
      'Go France!',
      "They returned France's colonies.",
      'We flew London to Paris.',
      'We go school shopping in August.',
      'I came home late and went abroad.',
      'We went to France.',
    ]) {
      expect(runRule(toAfterMotionVerb, ok), ok).toEqual([]);
    }
  });
});
