import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralPossessiveApostrophe } from './pluralPossessiveApostrophe.js';

describe('plural_possessive_apostrophe', () => {
  it('adds the apostrophe of a plural owner', () => {
    expect(fixWithRule(pluralPossessiveApostrophe, 'We stayed at my parents house.')).toBe("We stayed at my parents' house.");
    expect(fixWithRule(pluralPossessiveApostrophe, 'Phones affect teenagers life in many ways.')).toBe("Phones affect teenagers' life in many ways.");
    expect(fixWithRule(pluralPossessiveApostrophe, 'The teachers opinion is that it works.')).toBe("The teachers' opinion is that it works.");
    expect(fixWithRule(pluralPossessiveApostrophe, 'It protects the students privacy, and it is free.')).toBe("It protects the students' privacy, and it is free.");
    expect(fixWithRule(pluralPossessiveApostrophe, 'We spent our grandparents money on it.')).toBe("We spent our grandparents' money on it.");
  });
  it('stays quiet on verbs, compounds and apostrophes already written', () => {
    for (const ok of [
      "We stayed at my parents' house.",
      'If the parents consent, the trip goes ahead.',
      'When the parents divorce, the children suffer.',
      'The parents house their children in tents.',
      'The students union office is closed.',
      'Most students home in on the main idea.',
      'Teachers home the pupils on Fridays.',
      'My friends car pool to work.',
      'The students study at home.',
      'Their parents care about their health.',
    ]) {
      expect(runRule(pluralPossessiveApostrophe, ok)).toEqual([]);
    }
  });
});
