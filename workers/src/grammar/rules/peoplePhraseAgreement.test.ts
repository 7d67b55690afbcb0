import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { peoplePhraseAgreement } from './peoplePhraseAgreement.js';

describe('people_phrase_agreement', () => {
  it('makes the verb plural after "people" and its phrase', () => {
    expect(fixWithRule(peoplePhraseAgreement, 'Unlike others, people with albinism is prone to sunburn.')).toBe('Unlike others, people with albinism are prone to sunburn.');
    expect(fixWithRule(peoplePhraseAgreement, 'Many people in the city has a car.')).toBe('Many people in the city have a car.');
    expect(fixWithRule(peoplePhraseAgreement, "People from Asia doesn't like it.")).toBe("People from Asia don't like it.");
  });
  it('stays quiet where another word is the subject', () => {
    for (const ok of [
      'The number of people in the room is small.',
      'Helping people in need is rewarding.',
      'People with albinism are prone to sunburn.',
      'A group of people with hats was waiting.',
      'Most people in the city have a car, and the city is large.',
    ]) {
      expect(runRule(peoplePhraseAgreement, ok)).toEqual([]);
    }
  });
});
