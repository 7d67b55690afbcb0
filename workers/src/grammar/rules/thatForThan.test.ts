import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thatForThan } from './thatForThan.js';

describe('that_for_than', () => {
  it('puts "than" where a comparison goes on with "that"', () => {
    expect(fixWithRule(thatForThan, 'She is more intelligent that her.')).toBe('She is more intelligent than her.');
    expect(fixWithRule(thatForThan, 'My brother is taller that me and my sister.')).toBe('My brother is taller than me and my sister.');
    expect(fixWithRule(thatForThan, 'The town is busier that ever.')).toBe('The town is busier than ever.');
    expect(fixWithRule(thatForThan, 'It took longer that expected.')).toBe('It took longer than expected.');
    expect(fixWithRule(thatForThan, 'Rates reached more that 20 percent.')).toBe('Rates reached more than 20 percent.');
    expect(fixWithRule(thatForThan, 'That happened more that once.')).toBe('That happened more than once.');
    expect(fixWithRule(thatForThan, 'They travel by car rather that changing buses.')).toBe('They travel by car rather than changing buses.');
    expect(runRule(thatForThan, 'We are stronger that them.')[0]?.message).toBe('A comparison takes "than": "that" cannot introduce its second term.');
  });

  it('leaves "that" of a clause after a comparative alone', () => {
    for (const ok of [
      'It is more likely that her brother left.',
      'It is more important that we stay.',
      'The better that we know them, the less we fear.',
      'Later that day, the rain stopped.',
      'Later that 1990 study was retracted.',
      'There is more that they can do.',
      'I would rather that you stayed.',
      'I would rather that building were gone.',
      'It is better that nothing changed.',
      'Earlier that 2 a.m. call had woken us.',
    ]) {
      expect(runRule(thatForThan, ok), ok).toEqual([]);
    }
  });
});
