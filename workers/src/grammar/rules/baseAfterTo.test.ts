import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { baseAfterTo } from './baseAfterTo.js';

describe('base_after_to', () => {
  it('makes a past tense after the infinitive "to" bare', () => {
    expect(fixWithRule(baseAfterTo, 'I want to went to the beach.')).toBe('I want to go to the beach.');
    expect(fixWithRule(baseAfterTo, 'She is going to bought a car.')).toBe('She is going to buy a car.');
    expect(fixWithRule(baseAfterTo, 'We tried to made it work.')).toBe('We tried to make it work.');
    expect(fixWithRule(baseAfterTo, 'They forgot to told us.')).toBe('They forgot to tell us.');
  });
  it('stays quiet on bare verbs and on nouns after the preposition', () => {
    for (const ok of [
      'I want to go to the beach.',
      'This gives rise to thought.',
      'Workers were exposed to spent fuel.',
      'The wheel was attached to spoke and rim.',
      'It went from good to made-up.',
      'Sales rose to sold-out levels.',
    ]) {
      expect(runRule(baseAfterTo, ok)).toEqual([]);
    }
  });
  it('makes an -s form after the "to" of a verb that takes an infinitive bare', () => {
    expect(fixWithRule(baseAfterTo, 'We want to makes it work, and she needs to goes home.')).toBe('We want to make it work, and she needs to go home.');
    for (const ok of ['He went to works of art.', 'We want to make it.', 'It is similar to needs of others.']) {
      expect(runRule(baseAfterTo, ok), ok).toEqual([]);
    }
  });
  it('makes an -ing form after the "to" of a verb that takes an infinitive bare', () => {
    expect(fixWithRule(baseAfterTo, "He doesn't like to going to school, so we decided to buying a car.")).toBe("He doesn't like to go to school, so we decided to buy a car.");
    expect(fixWithRule(baseAfterTo, 'She likes to swimming and wants to visiting Rome.')).toBe('She likes to swim and wants to visit Rome.');
    expect(fixWithRule(baseAfterTo, "It's time to going home.")).toBe("It's time to go home.");
    expect(fixWithRule(baseAfterTo, 'It is difficult for me to understanding this.')).toBe('It is difficult for me to understand this.');
    expect(runRule(baseAfterTo, 'I was able to devote good time to writing.')).toEqual([]);
    for (const ok of ['We are going to training tonight.', 'I am used to working late.', 'We look forward to meeting you.', 'They want to go swimming.']) {
      expect(runRule(baseAfterTo, ok), ok).toEqual([]);
    }
  });
});
