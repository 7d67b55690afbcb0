import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { familiesAfterSingularPossessor } from './familiesAfterSingularPossessor.js';

describe('families_after_singular_possessor', () => {
  it('writes "family" after a singular possessor', () => {
    expect(fixWithRule(familiesAfterSingularPossessor, 'I miss my families back home.')).toBe('I miss my family back home.');
    expect(fixWithRule(familiesAfterSingularPossessor, "The doctor told the patient's families.")).toBe("The doctor told the patient's family.");
  });
  it('stays quiet on plural possessors, "your" and groups of people', () => {
    for (const ok of ['They visited their families.', 'Thank you and your families.', "The nation's families need help.", 'My family is large.']) {
      expect(runRule(familiesAfterSingularPossessor, ok)).toEqual([]);
    }
  });
});
