import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralPossessorLife } from './pluralPossessorLife.js';

describe('plural_possessor_life', () => {
  it('makes "life" plural after a plural possessor', () => {
    expect(fixWithRule(pluralPossessorLife, 'Phones have changed their daily life.')).toBe('Phones have changed their daily lives.');
    expect(fixWithRule(pluralPossessorLife, "Noise harms people's life.")).toBe("Noise harms people's lives.");
    expect(fixWithRule(pluralPossessorLife, "It shaped the students' whole life.")).toBe("It shaped the students' whole lives.");
    expect(fixWithRule(pluralPossessorLife, 'Music is part of our daily life.')).toBe('Music is part of our daily lives.');
  });
  it('stays quiet on singular possessors and shared lives', () => {
    for (const ok of [
      'She loved her life and his life was calm.',
      'They began their life together in Ohio.',
      'Our life here is quiet.',
      'It improved their lives and their life-long habits.',
    ]) {
      expect(runRule(pluralPossessorLife, ok)).toEqual([]);
    }
  });
});
