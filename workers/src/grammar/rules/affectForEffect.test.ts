import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { affectForEffect } from './affectForEffect.js';

describe('affect_for_effect', () => {
  it('puts "affect" where a modal or "to" is followed by what is influenced', () => {
    expect(fixWithRule(affectForEffect, 'The new law will effect many families.')).toBe('The new law will affect many families.');
    expect(fixWithRule(affectForEffect, 'Stress can effect your sleep.')).toBe('Stress can affect your sleep.');
    expect(fixWithRule(affectForEffect, 'It is likely to effect the result.')).toBe('It is likely to affect the result.');
    expect(fixWithRule(affectForEffect, "The rain won't effect us.")).toBe("The rain won't affect us.");
  });
  it('stays quiet on "effect" that brings something about, and on the noun', () => {
    for (const ok of [
      'The new manager will effect change quickly.',
      'They hope to effect a lasting transition.',
      'Only a vote can effect real reform.',
      'We need to effect repairs.',
      'The effect was large.',
      'It will affect many families.',
      'It had no effect on us.',
      'The chain from cause to effect in this case is short.',
      'He spoke to that effect, to good effect.',
    ]) {
      expect(runRule(affectForEffect, ok)).toEqual([]);
    }
  });
});
