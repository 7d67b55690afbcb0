import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { especiallyForSpecially } from './especiallyForSpecially.js';

describe('especially_for_specially', () => {
  it('puts "especially" where a noun is singled out', () => {
    expect(fixWithRule(especiallyForSpecially, 'Human activities, specially the burning of fuels, cause it.')).toBe('Human activities, especially the burning of fuels, cause it.');
    expect(fixWithRule(especiallyForSpecially, 'It is less suitable specially this year.')).toBe('It is less suitable especially this year.');
    expect(fixWithRule(especiallyForSpecially, 'Many people, specially in cities, drive.')).toBe('Many people, especially in cities, drive.');
  });
  it('leaves "specially" with a verb or a participle alone', () => {
    for (const ok of ['The shoes are specially designed for runners.', 'Braces are treated specially when they appear alone.', 'The shell treats them specially, so it works.', 'A specially trained team came.']) {
      expect(runRule(especiallyForSpecially, ok), ok).toEqual([]);
    }
  });
});
