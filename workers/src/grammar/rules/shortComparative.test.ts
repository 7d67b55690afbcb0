import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { shortComparative } from './shortComparative.js';

describe('short_comparative', () => {
  it('gives a short adjective its -er form before "than"', () => {
    expect(fixWithRule(shortComparative, 'This is more easy than that.')).toBe('This is easier than that.');
    expect(fixWithRule(shortComparative, 'He is more tall than me.')).toBe('He is taller than me.');
    expect(fixWithRule(shortComparative, 'The box is more big than the bag.')).toBe('The box is bigger than the bag.');
    expect(fixWithRule(shortComparative, 'More cheap than ever, it sold out.')).toBe('Cheaper than ever, it sold out.');
  });
  it('and after a verb of being where the comparison ends', () => {
    expect(fixWithRule(shortComparative, 'It is more easy to learn English now, and food got more cheap.')).toBe('It is easier to learn English now, and food got cheaper.');
  });
  it('stays quiet where qualities are weighed and on adjectives that take "more"', () => {
    for (const ok of [
      'He was more sad than angry.',
      'The room is more long than wide.',
      'It is more quiet than before.',
      'There is more fat than muscle.',
      'It is more dark than light.',
      'This is easier than that.',
      'She is more clever than her brother.',
      'It was more a hope than a plan.',
      'It is more easy and fun to learn.',
      'The work is more hard work than play.',
      'It became more quiet in the room.',
    ]) {
      expect(runRule(shortComparative, ok)).toEqual([]);
    }
  });
});
