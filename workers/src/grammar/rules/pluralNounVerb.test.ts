import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralNounVerb } from './pluralNounVerb.js';

const words = new Set(['skill', 'site', 'student', 'nation', 'good', 'price', 'parent']);
const isWord = (w: string): boolean => words.has(w);

describe('plural_noun_verb', () => {
  it('drops the -s of a verb after a plural noun subject', () => {
    expect(fixWithRule(pluralNounVerb, 'Like languages, these skills requires practice.', { isWord })).toBe('Like languages, these skills require practice.');
    expect(fixWithRule(pluralNounVerb, 'Travel sites provides cheap rooms.', { isWord })).toBe('Travel sites provide cheap rooms.');
    expect(fixWithRule(pluralNounVerb, 'Most students believes the test is fair.', { isWord })).toBe('Most students believe the test is fair.');
  });
  it('stays quiet when the noun is not the head of the subject, is a name, or the verb agrees', () => {
    for (const ok of [
      'Students believe the test is fair.',
      'The price of goods rises every year.',
      'The United Nations plays a role.',
      'Helping parents matters.',
      'The list of the best sites changes weekly.',
    ]) {
      expect(runRule(pluralNounVerb, ok, { isWord })).toEqual([]);
    }
  });
});
