import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thisNounVerb } from './thisNounVerb.js';

// nouns: the words whose possessive the dictionary has
const words = new Set(['student', "student's", 'habit', "habit's", 'method', "method's", 'approach', "approach's", 'time', "time's", 'report', "report's", "use's", 'new']);
const isWord = (w: string): boolean => words.has(w);

describe('this_noun_verb', () => {
  it('gives the verb its -s after "this" and a noun', () => {
    expect(fixWithRule(thisNounVerb, 'In time, this habit affect their health.', { isWord })).toBe('In time, this habit affects their health.');
    expect(fixWithRule(thisNounVerb, 'This method provide better results.', { isWord })).toBe('This method provides better results.');
    expect(fixWithRule(thisNounVerb, 'We hope this approach reduce costs.', { isWord })).toBe('We hope this approach reduces costs.');
  });
  it('stays quiet on agreeing verbs, imperatives after a time, verbs that are nouns and adjectives', () => {
    for (const ok of [
      'This habit affects their health.',
      'This time make sure the door is locked.',
      'This report use is limited to staff.',
      'This new approach works.',
      'Does this method provide better results?',
      'Did this habit affect them?',
      'She helped this student improve.',
    ]) {
      expect(runRule(thisNounVerb, ok, { isWord })).toEqual([]);
    }
  });
});
