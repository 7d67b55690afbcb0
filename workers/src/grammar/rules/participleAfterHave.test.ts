import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { participleAfterHave } from './participleAfterHave.js';

describe('participle_after_have', () => {
  it('puts the past participle after "have"', () => {
    expect(fixWithRule(participleAfterHave, 'I should of went earlier.')).toBe('I should of gone earlier.');
    expect(fixWithRule(participleAfterHave, 'We could have did more.')).toBe('We could have done more.');
    expect(fixWithRule(participleAfterHave, "She should've knew.")).toBe("She should've known.");
    expect(fixWithRule(participleAfterHave, 'They have came back.')).toBe('They have come back.');
    expect(fixWithRule(participleAfterHave, 'When he had took the key, he left.')).toBe('When he had taken the key, he left.');
    expect(fixWithRule(participleAfterHave, "We haven't ate yet.")).toBe("We haven't eaten yet.");
    expect(fixWithRule(participleAfterHave, 'I have never saw it.')).toBe('I have never seen it.');
  });
  it('stays quiet on participles and on "have" as a main verb', () => {
    for (const ok of [
      'He has gone.',
      'They could have gone.',
      'The money they had went to charity.',
      'All the food we had came from the farm.',
      'What I had became clear.',
      'She had seen it.',
      'It has become clear.',
    ]) {
      expect(runRule(participleAfterHave, ok)).toEqual([]);
    }
  });
});
