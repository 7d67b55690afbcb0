import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { certainArticle } from './certainArticle.js';

describe('certain_article', () => {
  it('puts "a" before "certain" and a singular noun', () => {
    expect(fixWithRule(certainArticle, 'If certain illness is found in the family, tell them.')).toBe('If a certain illness is found in the family, tell them.');
    expect(fixWithRule(certainArticle, 'It takes certain type of person.')).toBe('It takes a certain type of person.');
    expect(fixWithRule(certainArticle, 'Certain friend of mine called.')).toBe('A certain friend of mine called.');
  });
  it('covers the noun too, and offers its plural second', () => {
    const [finding] = runRule(certainArticle, 'Some trees get certain disease because of the wet spring.');
    expect(finding?.replacements).toEqual(['a certain disease', 'certain diseases']);
    expect(runRule(certainArticle, 'Certain friend called me.')[0]?.replacements).toEqual(['A certain friend']);
  });
  it('stays quiet with a determiner, plurals, uncountable nouns and "certain" meaning sure', () => {
    for (const ok of [
      'A certain friend called, and the certain outcome came.',
      'Certain people and certain gene changes matter.',
      'We share certain information to a certain extent.',
      'I am certain that he left, and she was certain of it.',
      'Nobody knows for certain.',
      'If your schema uses certain asynchronous APIs, parse it with care.',
      'Find files that match certain criteria; certain bare option-like strings are kept.',
    ]) {
      expect(runRule(certainArticle, ok)).toEqual([]);
    }
  });
});
