import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thereMixups } from './thereMixups.js';

describe('there_mixups', () => {
  it('writes "there" for the place and "they\'re" for they are', () => {
    expect(fixWithRule(thereMixups, 'I will go their tomorrow.')).toBe('I will go there tomorrow.');
    expect(fixWithRule(thereMixups, 'We lived in Rome, and we went their again.')).toBe('We lived in Rome, and we went there again.');
    expect(fixWithRule(thereMixups, 'There going to be late.')).toBe("They're going to be late.");
    expect(fixWithRule(thereMixups, 'I think there not coming, but there always late.')).toBe("I think they're not coming, but they're always late.");
    expect(fixWithRule(thereMixups, 'I would rather stay home then go out.')).toBe('I would rather stay home than go out.');
  });
  it('stays quiet on the possessive, a place adverb and "there is"', () => {
    for (const ok of [
      'There still is a need for people, and there really are reasons.',
      'They went their own way.',
      'We stayed at their house tomorrow.',
      'Is there going to be a test?',
      "There's going to be rain. There are many people.",
      'I will go there tomorrow.',
      'They moved their car.',
      'Out there, going fast, was a fox.',
      'It was rather cold then. We would rather wait, then leave.',
      'I would rather stay home than go out.',
    ]) {
      expect(runRule(thereMixups, ok)).toEqual([]);
    }
  });
});
