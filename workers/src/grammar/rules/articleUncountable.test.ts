import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articleUncountable } from './articleUncountable.js';

describe('article_uncountable', () => {
  it('drops "a" or "an" before a noun that is not counted', () => {
    expect(fixWithRule(articleUncountable, 'What a beautiful weather! It is a good weather today, with a heavy traffic in town.')).toBe(
      'What beautiful weather! It is good weather today, with heavy traffic in town.',
    );
    expect(runRule(articleUncountable, 'There was a traffic jam, and a weather report.')).toEqual([]);
    expect(fixWithRule(articleUncountable, 'This is true according to a research.')).toBe('This is true according to research.');
    expect(fixWithRule(articleUncountable, 'A research shows that sleep matters.')).toBe('Research shows that sleep matters.');
    expect(fixWithRule(articleUncountable, 'She gave me an advice about jobs.')).toBe('She gave me advice about jobs.');
  });
  it('drops the article before adjectives and offers "a piece of"', () => {
    expect(fixWithRule(articleUncountable, 'That is a good news for all of us.')).toBe('That is good news for all of us.');
    expect(fixWithRule(articleUncountable, 'He gave me a very useful information.')).toBe('He gave me very useful information.');
    expect(fixWithRule(articleUncountable, 'A great news is that we won.')).toBe('Great news is that we won.');
    expect(fixWithRule(articleUncountable, 'They bought an expensive new equipment for the lab.')).toBe('They bought expensive new equipment for the lab.');
    expect(fixWithRule(articleUncountable, 'We need a furniture, a bed and a desk.')).toBe('We need furniture, a bed and a desk.');
    expect(runRule(articleUncountable, 'My aunt gave me a wise advice.')[0]?.replacements).toEqual(['wise advice', 'a piece of wise advice']);
    expect(runRule(articleUncountable, 'They made a good progress.')[0]?.replacements).toEqual(['good progress']);
  });
  it('stays quiet on compounds and on nouns without an article', () => {
    for (const ok of [
      'We run a research project and an information desk.',
      'Research shows that sleep matters.',
      'It was a news story.',
      'It was a good news story.',
      'We need a little information about you.',
      'Give a user feedback on every error.',
      'She found a piece of good news in it.',
      'This is a great deal of useful information.',
      'They hired a new software engineer.',
      'That was a bad advice column.',
    ]) {
      expect(runRule(articleUncountable, ok)).toEqual([]);
    }
  });
});
