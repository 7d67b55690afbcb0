import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { usedTo } from './usedTo.js';

describe('used_to', () => {
  it('writes "used to" for a past habit and for being accustomed', () => {
    expect(fixWithRule(usedTo, 'When I was young, my family use to eat together.')).toBe('When I was young, my family used to eat together.');
    expect(fixWithRule(usedTo, 'We use to walk to school, and he never use to complain.')).toBe('We used to walk to school, and he never used to complain.');
    expect(fixWithRule(usedTo, "I am use to the noise, and she's use to it too.")).toBe("I am used to the noise, and she's used to it too.");
    expect(fixWithRule(usedTo, 'This can be use to prove it.')).toBe('This can be used to prove it.');
  });
  it('leaves "use" with an object, "did not use to" and "to-do" alone', () => {
    for (const ok of [
      'The language we use to talk changes.',
      'What tools do they use to build it?',
      'I did not use to like it, and she didn’t use to either.',
      'We use to-do lists every day.',
      'I use it to write, and we use them to learn.',
      'There is no use to complaining.',
    ]) {
      expect(runRule(usedTo, ok)).toEqual([]);
    }
  });
});
