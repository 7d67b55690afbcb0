import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thereIsPlural } from './thereIsPlural.js';

const words = new Set(['disadvantage', 'reason', 'church', 'chance', 'way']);
const isWord = (w: string): boolean => words.has(w);

describe('there_is_plural', () => {
  it('makes the verb after "there" plural before a plural noun', () => {
    expect(fixWithRule(thereIsPlural, 'But there is also disadvantages.', { isWord })).toBe('But there are also disadvantages.');
    expect(fixWithRule(thereIsPlural, 'There was many reasons to stay.', { isWord })).toBe('There were many reasons to stay.');
    expect(fixWithRule(thereIsPlural, 'There has been churches here.', { isWord })).toBe('There have been churches here.');
    expect(fixWithRule(thereIsPlural, "There's many reasons to stay.", { isWord })).toBe('There are many reasons to stay.');
    expect(fixWithRule(thereIsPlural, 'I think there’s also disadvantages.', { isWord })).toBe('I think there are also disadvantages.');
    expect(fixWithRule(thereIsPlural, "There's been churches here.", { isWord })).toBe('There have been churches here.');
  });
  it('stays quiet on singular and uncountable nouns', () => {
    for (const ok of ['There is a way.', 'There is still news, and there is physics.', 'There are many reasons.', 'There has to be a chance.', 'There is less stress.', "There's a way.", "There's news.", "There's a chance."]) {
      expect(runRule(thereIsPlural, ok, { isWord })).toEqual([]);
    }
  });
});
