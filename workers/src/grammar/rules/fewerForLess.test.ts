import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { fewerForLess } from './fewerForLess.js';

const words = new Set(['car', 'cars', 'student', 'students', 'rule', 'rules', 'water', 'new', 'news', 'toward', 'towards', 'part', 'parts']);
const isWord = (w: string): boolean => words.has(w);

describe('fewer_for_less', () => {
  it('puts "fewer" before a plural count noun', () => {
    expect(fixWithRule(fewerForLess, 'There were less cars today.', { isWord })).toBe('There were fewer cars today.');
    expect(fixWithRule(fewerForLess, 'Less students enrolled.', { isWord })).toBe('Fewer students enrolled.');
    expect(fixWithRule(fewerForLess, 'The data shows that less people came.', { isWord })).toBe('The data shows that fewer people came.');
  });
  it('stays quiet on mass nouns, adjectives and words in -s that are not plurals', () => {
    for (const ok of [
      'Less water is needed.',
      'He is less famous now.',
      'The less developed towns grew.',
      'There is less news today.',
      'It moved less towards the coast.',
      'More or less rules apply.',
      'A cable-less design with fewer parts.',
      'Fewer people came.',
    ]) {
      expect(runRule(fewerForLess, ok, { isWord })).toEqual([]);
    }
  });
});
