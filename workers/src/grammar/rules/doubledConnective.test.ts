import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doubledConnective } from './doubledConnective.js';

describe('doubled_connective', () => {
  it('drops the second connective of a clause opened by although or because', () => {
    expect(fixWithRule(doubledConnective, 'Although it was raining, but we went out.')).toBe('Although it was raining, we went out.');
    expect(fixWithRule(doubledConnective, 'We stayed. Because I was tired, so I slept early.')).toBe('We stayed. Because I was tired, I slept early.');
    expect(fixWithRule(doubledConnective, 'Although he is rich but he is not happy.')).toBe('Although he is rich, he is not happy.');
    expect(fixWithRule(doubledConnective, 'Even though the test was hard, but most of us passed.')).toBe('Even though the test was hard, most of us passed.');
    expect(fixWithRule(doubledConnective, 'Since the bus was late, so we walked.')).toBe('Since the bus was late, we walked.');
  });
  it('stays quiet where the second word is no connective or the sentence does not open with the first', () => {
    for (const ok of [
      'Although he is rich but lazy, he works.',
      'Although it was raining, we went out, but only briefly.',
      'Because it was hot, so much ice melted that the road flooded.',
      'We went out although it was raining, but we came back soon.',
      'Because the rules changed, so that nobody knew, we asked.',
      'Although small, the room was bright. But the hall was dark.',
      'Since then, so many things have changed.',
      'Although it was made not by hand, but rather by a machine, it looked old.',
    ]) {
      expect(runRule(doubledConnective, ok)).toEqual([]);
    }
  });
});
