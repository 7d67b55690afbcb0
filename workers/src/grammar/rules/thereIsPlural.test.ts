import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thereIsPlural } from './thereIsPlural.js';

const words = new Set(['critic', "critic's", 'genetic', 'disadvantage', 'reason', 'church', 'chance', 'way', 'object', 'place', 'evidence', 'problem']);
const isWord = (w: string): boolean => words.has(w);

describe('there_is_plural', () => {
  it('makes the verb after "there" plural before a plural noun', () => {
    expect(fixWithRule(thereIsPlural, 'But there is also disadvantages.', { isWord })).toBe('But there are also disadvantages.');
    expect(fixWithRule(thereIsPlural, 'There was many reasons to stay.', { isWord })).toBe('There were many reasons to stay.');
    expect(fixWithRule(thereIsPlural, 'There has been churches here.', { isWord })).toBe('There have been churches here.');
    expect(fixWithRule(thereIsPlural, "There's many reasons to stay.", { isWord })).toBe('There are many reasons to stay.');
    expect(fixWithRule(thereIsPlural, 'I think there’s also disadvantages.', { isWord })).toBe('I think there are also disadvantages.');
    expect(fixWithRule(thereIsPlural, "There's been churches here.", { isWord })).toBe('There have been churches here.');
    expect(fixWithRule(thereIsPlural, "There's some objects left, and there is a couple of places.", { isWord })).toBe('There are some objects left, and there are a couple of places.');
    expect(fixWithRule(thereIsPlural, 'There is a lot of reasons, and there was a few churches.', { isWord })).toBe('There are a lot of reasons, and there were a few churches.');
    expect(fixWithRule(thereIsPlural, 'There is lots of people here, and there was tons of problems.', { isWord })).toBe('There are lots of people here, and there were tons of problems.');
    expect(fixWithRule(thereIsPlural, 'And there is a lot of critics of it.', { isWord })).toBe('And there are a lot of critics of it.');
  });
  it('stays quiet on singular and uncountable nouns', () => {
    for (const ok of ['There is a way.', 'There is still news, and there is physics.', 'There are many reasons.', 'There has to be a chance.', 'There is less stress.', 'There is some evidence, and there is a lot of stress.', 'There is a lot of physics in it.', 'There is a lot of genetics in it.', "There's a way.", "There's news.", "There's a chance.", 'There was lots of money, and there is lots of time.']) {
      expect(runRule(thereIsPlural, ok, { isWord })).toEqual([]);
    }
  });
});
