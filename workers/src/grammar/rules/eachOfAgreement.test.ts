import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { eachOfAgreement } from './eachOfAgreement.js';

describe('each_of_agreement', () => {
  it('gives "each of", "neither of", "either of" and "one of" a singular verb', () => {
    expect(fixWithRule(eachOfAgreement, 'Each of them have a car.')).toBe('Each of them has a car.');
    expect(fixWithRule(eachOfAgreement, 'Neither of them are ready.')).toBe('Neither of them is ready.');
    expect(fixWithRule(eachOfAgreement, 'I asked, but one of us were late.')).toBe('I asked, but one of us was late.');
    expect(fixWithRule(eachOfAgreement, 'Each of the students like the book.')).toBe('Each of the students likes the book.');
    expect(fixWithRule(eachOfAgreement, "Either of my brothers don't mind.")).toBe("Either of my brothers doesn't mind.");
    expect(fixWithRule(eachOfAgreement, 'Each of the young children need a seat.')).toBe('Each of the young children needs a seat.');
  });
  it('stays quiet on singular verbs and where the phrase is not the subject', () => {
    for (const ok of [
      'Each of them has a car.',
      'The cost of each of them are high.',
      'One of the reasons is cost.',
      'Each of the classes has a teacher.',
      'They each have a car.',
      'One of them is mine.',
      'Each of them may leave.',
      'Each of them will stay.',
      'Neither of the plans was good.',
      'None of them are ready.',
      'One of the buses came.',
      'Each of my friends read it last year.',
      'Each of these has its own flaws.',
      'One of those does its job.',
    ]) {
      expect(runRule(eachOfAgreement, ok)).toEqual([]);
    }
  });
});
