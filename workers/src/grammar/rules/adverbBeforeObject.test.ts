import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adverbBeforeObject } from './adverbBeforeObject.js';

describe('adverb_before_object', () => {
  it('moves "very much" after a short object', () => {
    expect(fixWithRule(adverbBeforeObject, 'I enjoyed very much the film.')).toBe('I enjoyed the film very much.');
    expect(fixWithRule(adverbBeforeObject, 'We like very much our new teacher, and she likes us.')).toBe('We like our new teacher very much, and she likes us.');
    expect(fixWithRule(adverbBeforeObject, 'She speaks very well English, and he writes fluently French.')).toBe('She speaks English very well, and he writes French fluently.');
    expect(fixWithRule(adverbBeforeObject, 'She loves so much her country.')).toBe('She loves her country so much.');
    expect(fixWithRule(adverbBeforeObject, 'I like very much it.')).toBe('I like it very much.');
    expect(fixWithRule(adverbBeforeObject, 'He speaks very much English')).toBe('He speaks English very much');
    expect(fixWithRule(adverbBeforeObject, 'They wanted very much a dog because it was fun.')).toBe('They wanted a dog very much because it was fun.');
  });
  it('stays quiet where "very much" ends the clause or counts the noun', () => {
    for (const ok of [
      'I enjoyed the film very much.',
      'She speaks English very well, and very well English and French too.',
      'Thank you very much.',
      'I like it very much indeed.',
      'I liked very much indeed.',
      'She played so much football.',
      'He is very much a novice.',
      'It was very much the same.',
      'I wanted very much to go.',
      'We wanted very much the same thing for her.',
      'They liked very much that she came.',
      'I like very much too.',
    ]) {
      expect(runRule(adverbBeforeObject, ok)).toEqual([]);
    }
  });
});
