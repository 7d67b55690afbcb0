import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adjectiveForNoun } from './adjectiveForNoun.js';

describe('adjective_for_noun', () => {
  it('puts the noun after a determiner before "of", and after "sense of"', () => {
    expect(fixWithRule(adjectiveForNoun, 'I understand the important of education.')).toBe('I understand the importance of education.');
    expect(fixWithRule(adjectiveForNoun, 'They live without the anxious of families.')).toBe('They live without the anxiety of families.');
    expect(fixWithRule(adjectiveForNoun, 'The sense of guilty can be a burden.')).toBe('The sense of guilt can be a burden.');
    expect(fixWithRule(adjectiveForNoun, 'We must weigh the different of the two methods.')).toBe('We must weigh the difference of the two methods.');
  });
  it('stays quiet on the noun, on adjectives naming people and on an adjective that describes', () => {
    for (const ok of [
      'I understand the importance of education.',
      'The poor of the city and the wise of old need help.',
      'The most important of these is trust.',
      'It gave him a sense of guilt, and a sense of responsibility.',
      'A sense of guilty-looking relief.',
      'He was guilty of theft and proud of it.',
    ]) {
      expect(runRule(adjectiveForNoun, ok)).toEqual([]);
    }
  });
});
