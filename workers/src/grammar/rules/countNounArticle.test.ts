import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { countNounArticle } from './countNounArticle.js';

describe('count_noun_article', () => {
  it('puts "a" before a singular countable noun', () => {
    expect(fixWithRule(countNounArticle, 'She does not have job, so she needs money.')).toBe('She does not have a job, so she needs money.');
    expect(fixWithRule(countNounArticle, 'I got good score at the exam.')).toBe('I got a good score at the exam.');
    expect(fixWithRule(countNounArticle, 'You will have better chance to win.')).toBe('You will have a better chance to win.');
    expect(fixWithRule(countNounArticle, 'Last year we had problem with the heating.')).toBe('Last year we had a problem with the heating.');
    expect(fixWithRule(countNounArticle, 'He wants to buy car.')).toBe('He wants to buy a car.');
    expect(fixWithRule(countNounArticle, 'I think it will make big problem for us.')).toBe('I think it will make a big problem for us.');
  });
  it('stays quiet with an article, in compounds and in headings', () => {
    for (const ok of [
      'She does not have a job.',
      'We need car insurance and make phone calls.',
      'Get job for the given id.',
      'Find car in the list and return it.',
      'Fixed a parallel make problem.',
      'This aims to make job failures more visible.',
      'They have no idea, and we have new ideas.',
      'He has his own car, and they own a house.',
    ]) {
      expect(runRule(countNounArticle, ok)).toEqual([]);
    }
  });
});
