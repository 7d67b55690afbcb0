import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { usedToIng } from './usedToIng.js';

describe('used_to_ing', () => {
  it('puts the verb after a bare "used to" in its base form and names "be used to"', () => {
    expect(fixWithRule(usedToIng, 'I used to living in a city.')).toBe('I used to live in a city.');
    expect(fixWithRule(usedToIng, 'We never used to having breakfast.')).toBe('We never used to have breakfast.');
    expect(fixWithRule(usedToIng, 'When she was young she used to playing the piano.')).toBe('When she was young she used to play the piano.');
    expect(fixWithRule(usedToIng, 'They used to being first.')).toBe('They used to be first.');
    expect(fixWithRule(usedToIng, 'He used to getting up at six.')).toBe('He used to get up at six.');
    expect(runRule(usedToIng, 'I used to living in a city.')[0]?.message).toContain('am used to living');
  });
  it('stays quiet where "be" or "get" comes first, and on other words after "to"', () => {
    for (const ok of [
      'I am used to living in a city.',
      "I'm used to living in a city.",
      'She got used to working at night.',
      'He is not used to driving on the left.',
      'We used to live in a city.',
      'They were used to being first.',
      'The script used to testing the app is old.',
      'I used to-do lists for years.',
      'You used to nothing.',
      'They used to sing in the morning.',
    ]) {
      expect(runRule(usedToIng, ok)).toEqual([]);
    }
  });
});
