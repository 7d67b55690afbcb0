import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { superlativeArticle } from './superlativeArticle.js';

describe('superlative_article', () => {
  it('puts "the" before a superlative and its noun', () => {
    expect(fixWithRule(superlativeArticle, 'Privacy and cost are biggest concerns for patients.')).toBe('Privacy and cost are the biggest concerns for patients.');
    expect(fixWithRule(superlativeArticle, 'It is one of biggest problems in the city.')).toBe('It is one of the biggest problems in the city.');
    expect(fixWithRule(superlativeArticle, 'It is one of best ways to learn a language.')).toBe('It is one of the best ways to learn a language.');
    expect(fixWithRule(superlativeArticle, 'He is most important person in my life.')).toBe('He is the most important person in my life.');
    expect(fixWithRule(superlativeArticle, 'She was tallest girl in the class.')).toBe('She was the tallest girl in the class.');
  });
  it('stays quiet where the superlative has its article or needs none', () => {
    for (const ok of [
      'It is the best way to learn.',
      'This method is best known for its speed.',
      'Such tools are best suited to small teams.',
      'He is most likely to win.',
      'It is best practice to test first.',
      'She is best friends with Ann.',
      'The plan is best for everyone.',
      'Honesty is most important when trust is low.',
      'This is his best work.',
      'The weather was worst in March.',
      'In the end, what one thinks is best will be what they do.',
      'The priesthood was best sought late in life.',
      'He thinks the city is biggest you have seen.',
    ]) {
      expect(runRule(superlativeArticle, ok)).toEqual([]);
    }
  });
});
