import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { indefiniteAgreement } from './indefiniteAgreement.js';

describe('indefinite_agreement', () => {
  it('gives an indefinite pronoun the singular verb', () => {
    expect(fixWithRule(indefiniteAgreement, 'Everyone have a locker.')).toBe('Everyone has a locker.');
    expect(fixWithRule(indefiniteAgreement, 'Nobody know the code.')).toBe('Nobody knows the code.');
    expect(fixWithRule(indefiniteAgreement, 'Everybody were tired.')).toBe('Everybody was tired.');
    expect(fixWithRule(indefiniteAgreement, "It is important that everybody are happy and that nobody don't care.")).toBe("It is important that everybody is happy and that nobody doesn't care.");
    expect(fixWithRule(indefiniteAgreement, "Someone don't agree.")).toBe("Someone doesn't agree.");
    expect(fixWithRule(indefiniteAgreement, 'No one care about it.')).toBe('No one cares about it.');
    expect(fixWithRule(indefiniteAgreement, 'Everything go wrong on Mondays.')).toBe('Everything goes wrong on Mondays.');
    expect(fixWithRule(indefiniteAgreement, 'Everyone in the class like the teacher, and everybody in my family have a car.')).toBe(
      'Everyone in the class likes the teacher, and everybody in my family has a car.',
    );
  });
  it('stays quiet on singular verbs, objects and questions', () => {
    for (const ok of [
      'Everyone has a locker.',
      'Does anyone have a pen?',
      'Did everyone go home?',
      'Let everyone have a say.',
      'We ask that everyone have a ticket.',
      'We ask that everyone be seated.',
      'It made everyone feel welcome.',
      'Someone like him will come.',
      'Nothing like it exists.',
      'Everyone else has left.',
      'No one need know.',
      "Everyone's bags are here.",
      'Everyone stand up.',
      'Nobody move!',
      'Someone call a doctor.',
      'Everyone have fun.',
      'The tool copies everything read from the pipe.',
    ]) {
      expect(runRule(indefiniteAgreement, ok)).toEqual([]);
    }
  });
});
