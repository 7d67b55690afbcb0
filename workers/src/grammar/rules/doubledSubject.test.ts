import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doubledSubject } from './doubledSubject.js';

describe('doubled_subject', () => {
  it('drops a pronoun that repeats the subject', () => {
    expect(fixWithRule(doubledSubject, 'My uncle he drives a taxi.')).toBe('My uncle drives a taxi.');
    expect(fixWithRule(doubledSubject, 'We moved. Our older sister she stayed in Rome.')).toBe('We moved. Our older sister stayed in Rome.');
    expect(fixWithRule(doubledSubject, 'My parents they are teachers.')).toBe('My parents are teachers.');
  });
  it('stays quiet with a comma, other pronouns and relative clauses', () => {
    for (const ok of [
      'My uncle, he drives a taxi.',
      'My uncle drives a taxi.',
      'My sister he married is from Rome.',
      'The girl he likes is from Rome.',
      'My brother she knew lied to her.',
      'Tell my dad he must call.',
      'My brother he and I built it.',
    ]) {
      expect(runRule(doubledSubject, ok)).toEqual([]);
    }
  });
});
