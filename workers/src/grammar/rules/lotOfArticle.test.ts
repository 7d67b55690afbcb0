import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { lotOfArticle } from './lotOfArticle.js';

describe('lot_of_article', () => {
  it('puts "a" before "lot of"', () => {
    expect(fixWithRule(lotOfArticle, 'I spent lot of time on the project.')).toBe('I spent a lot of time on the project.');
    expect(fixWithRule(lotOfArticle, 'There will be lot of people there.')).toBe('There will be a lot of people there.');
    expect(fixWithRule(lotOfArticle, 'Lot of students walk to school.')).toBe('A lot of students walk to school.');
    expect(fixWithRule(lotOfArticle, 'The patch brings tests and lot of fixes.')).toBe('The patch brings tests and a lot of fixes.');
  });
  it('stays quiet on the quantity with its article and on the noun', () => {
    for (const ok of [
      'I spent a lot of time on it.',
      'Lots of people came, and lots of them stayed.',
      'We met in the parking lot of the mall.',
      'This lot of samples failed; the whole lot of them went back.',
      'He bought an empty lot of land.',
      'The film shows o lot of detail.',
    ]) {
      expect(runRule(lotOfArticle, ok)).toEqual([]);
    }
  });
});
