import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articleUncountable } from './articleUncountable.js';

describe('article_uncountable', () => {
  it('drops "a" or "an" before a noun that is not counted', () => {
    expect(fixWithRule(articleUncountable, 'This is true according to a research.')).toBe('This is true according to research.');
    expect(fixWithRule(articleUncountable, 'A research shows that sleep matters.')).toBe('Research shows that sleep matters.');
    expect(fixWithRule(articleUncountable, 'She gave me an advice about jobs.')).toBe('She gave me advice about jobs.');
  });
  it('stays quiet on compounds and on nouns without an article', () => {
    for (const ok of ['We run a research project and an information desk.', 'Research shows that sleep matters.', 'It was a news story.']) {
      expect(runRule(articleUncountable, ok)).toEqual([]);
    }
  });
});
