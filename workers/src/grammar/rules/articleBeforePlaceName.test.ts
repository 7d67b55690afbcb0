import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articleBeforePlaceName } from './articleBeforePlaceName.js';

describe('article_before_place_name', () => {
  it('drops "the" before a city, country or continent', () => {
    expect(fixWithRule(articleBeforePlaceName, 'Last summer I visited the Paris with my family.')).toBe('Last summer I visited Paris with my family.');
    expect(fixWithRule(articleBeforePlaceName, 'She moved to the Japan in 2010, then to the Europe.')).toBe('She moved to Japan in 2010, then to Europe.');
  });
  it('leaves a name used as a modifier or narrowed down, and names that take an article', () => {
    for (const ok of [
      'The Paris agreement was signed; the London of Dickens was poor.',
      'We loved the Paris we knew, and the Paris of the 1920s.',
      'She lives in the Netherlands, near the Hague, not in the United States.',
      'The Japan Times reported it.',
      'They met the Rome team at the Berlin Philharmonic.',
    ]) {
      expect(runRule(articleBeforePlaceName, ok), ok).toEqual([]);
    }
  });
});
