import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { suggestThat } from './suggestThat.js';

describe('suggest_that', () => {
  it('turns an object and "to" after "suggest" into a clause', () => {
    expect(fixWithRule(suggestThat, 'He suggested me to leave early.')).toBe('He suggested that I leave early.');
    expect(fixWithRule(suggestThat, 'The doctor suggested him to rest.')).toBe('The doctor suggested that he rest.');
    expect(fixWithRule(suggestThat, 'I suggest you to go now.')).toBe('I suggest that you go now.');
    expect(fixWithRule(suggestThat, 'I suggest them to apply now.')).toBe('I suggest that they apply now.');
  });
  it('stays quiet on the right patterns and on "to" as a preposition', () => {
    for (const ok of [
      'He suggested that I leave early.',
      'He suggested leaving early.',
      'They recommended her to the board.',
      'I suggested it to them.',
      'She recommended me for the job.',
      'He advised me to leave early.',
      'I would recommend you to book early.',
    ]) {
      expect(runRule(suggestThat, ok)).toEqual([]);
    }
  });
});
