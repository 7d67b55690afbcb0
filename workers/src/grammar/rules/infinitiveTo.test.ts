import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { infinitiveTo } from './infinitiveTo.js';

describe('infinitive_to', () => {
  it('puts "to" before the verb that follows "tend", "want" and the like', () => {
    expect(fixWithRule(infinitiveTo, 'For example, we tend send birthday wishes online.')).toBe('For example, we tend to send birthday wishes online.');
    expect(fixWithRule(infinitiveTo, 'If you want be a successful person, work hard.')).toBe('If you want to be a successful person, work hard.');
    expect(fixWithRule(infinitiveTo, 'She decided go home early.')).toBe('She decided to go home early.');
    expect(fixWithRule(infinitiveTo, "He tried explain it, and I'd like have tea.")).toBe("He tried to explain it, and I'd like to have tea.");
  });
  it('stays quiet with "to" and on nouns after these verbs', () => {
    for (const ok of ['We tend to send birthday wishes.', 'They want help and need work.', 'We hope so, and we plan change carefully.', 'I wish you well.', 'Nothing need be done if need be.', 'It is vital that the plan be approved.']) {
      expect(runRule(infinitiveTo, ok)).toEqual([]);
    }
  });
});
