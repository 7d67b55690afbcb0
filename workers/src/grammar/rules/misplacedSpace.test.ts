import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { misplacedSpace } from './misplacedSpace.js';

describe('misplaced_space', () => {
  it('gives "the" back its "t"', () => {
    expect(fixWithRule(misplacedSpace, 'It hurts int he family, ont he table and tot he end.')).toBe('It hurts in the family, on the table and to the end.');
    expect(fixWithRule(misplacedSpace, 'This ist he right way.')).toBe('This is the right way.');
  });
  it('leaves "he" the pronoun', () => {
    for (const ok of ['This is the fort he built, and oft he wondered what he says.', 'The tot he will meet is small, and the fort he can see.']) {
      expect(runRule(misplacedSpace, ok)).toEqual([]);
    }
  });
});
