import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { theirForThere } from './theirForThere.js';

describe('their_for_there', () => {
  it('puts the possessive after a preposition or an object verb', () => {
    expect(fixWithRule(theirForThere, 'Noise can affect there sleep.')).toBe('Noise can affect their sleep.');
    expect(fixWithRule(theirForThere, 'They talked about there plans.')).toBe('They talked about their plans.');
    expect(fixWithRule(theirForThere, 'Both were proud of there daughter.')).toBe('Both were proud of their daughter.');
    expect(fixWithRule(theirForThere, 'Walks improve there lives.')).toBe('Walks improve their lives.');
    expect(fixWithRule(theirForThere, 'They read in there free time.')).toBe('They read in their free time.');
    expect(fixWithRule(theirForThere, 'The team lost there home match.')).toBe('The team lost their home match.');
    expect(fixWithRule(theirForThere, 'The twins lost there first tooth on the same day.')).toBe('The twins lost their first tooth on the same day.');
    expect(fixWithRule(theirForThere, 'We talked about there last trip.')).toBe('We talked about their last trip.');
  });
  it('stays quiet on the place adverb', () => {
    for (const ok of [
      'Their house is there.',
      'Put the box in there.',
      'Get out of there now.',
      'From there we walked home.',
      'She lived there for years.',
      'What they did there matters.',
      'The tales shared there were sad.',
      'For there to be peace, we must talk.',
      'We stayed there last year.',
      'He worried about there being no bus.',
      'Many people settled in there Tuesday.',
      'The people in there look happy.',
      'The water in there tastes odd.',
      'Were you in there long?',
      'We lost there last season.',
      'We lost there twice.',
      'Many hikers got lost there first thing in the morning.',
      'They lost there first time round.',
      'I met him in there first, then outside.',
      'We talked about there first and then left.',
      'Is anything in there worth keeping?',
    ]) {
      expect(runRule(theirForThere, ok)).toEqual([]);
    }
  });
});
