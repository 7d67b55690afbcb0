import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { personNounVerb } from './personNounVerb.js';

describe('person_noun_verb', () => {
  it('gives the verb -s after a singular noun for a person', () => {
    expect(fixWithRule(personNounVerb, 'If the teacher teach us well, we pass.')).toBe('If the teacher teaches us well, we pass.');
    expect(fixWithRule(personNounVerb, 'As the lecturer suggest, we could subsidise buses.')).toBe('As the lecturer suggests, we could subsidise buses.');
    expect(fixWithRule(personNounVerb, 'My brother play football last weekend.')).toBe('My brother played football last weekend.');
    expect(fixWithRule(personNounVerb, 'When the carrier tell his family, every child want to know.')).toBe('When the carrier tells his family, every child wants to know.');
    expect(fixWithRule(personNounVerb, 'My grandmother use video calls, and her brother live abroad.')).toBe('My grandmother uses video calls, and her brother lives abroad.');
    expect(fixWithRule(personNounVerb, 'My father work in a bank, and my mom cook dinner.')).toBe('My father works in a bank, and my mom cooks dinner.');
    expect(fixWithRule(personNounVerb, 'It is prevented if the mother undergo treatment.')).toBe('It is prevented if the mother undergoes treatment.');
  });
  it('stays quiet on bare infinitives, questions, subjunctives and compounds', () => {
    for (const ok of [
      'Let the driver go first, and help the reader find it.',
      'Does the teacher know?',
      'We insist that the patient rest, and it is vital that the student try again.',
      'The student work is on the wall.',
      'The teacher teaches us, and the family have their say.',
      'The teachers think so.',
      'Let my father work in peace.',
    ]) {
      expect(runRule(personNounVerb, ok)).toEqual([]);
    }
  });
});
