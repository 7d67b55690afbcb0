import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pronounAgreement } from './pronounAgreement.js';

describe('pronoun_agreement', () => {
  it('fixes verbs that disagree with a pronoun subject', () => {
    expect(fixWithRule(pronounAgreement, "He don't like the plan.")).toBe("He doesn't like the plan.");
    expect(fixWithRule(pronounAgreement, 'They was late again.')).toBe('They were late again.');
    expect(fixWithRule(pronounAgreement, 'She have a new car.')).toBe('She has a new car.');
    expect(fixWithRule(pronounAgreement, 'I is ready.')).toBe('I am ready.');
    expect(fixWithRule(pronounAgreement, 'When you has time, call me.')).toBe('When you have time, call me.');
    expect(fixWithRule(pronounAgreement, 'I hope it are ready.')).toBe('I hope it is ready.');
    expect(fixWithRule(pronounAgreement, 'The library was open but it were closed later.')).toBe('The library was open but it was closed later.');
    expect(fixWithRule(pronounAgreement, 'Yesterday I were tired.')).toBe('Yesterday I was tired.');
  });
  it('still fixes a pronoun after a verb that starts a clause', () => {
    expect(fixWithRule(pronounAgreement, "I think it don't matter.")).toBe("I think it doesn't matter.");
  });
  it('leaves agreement, questions and objects alone', () => {
    for (const ok of ["He doesn't like it.", 'They were late.', 'Why are they here?', 'She has to leave.', 'Let it have its way.', 'Did he have a choice?', 'He and I are good friends.', 'John and I were late.', 'My sister and she have a plan.', 'The plan I offer you has four parts.', 'Those who voted for it are under pressure.', 'What matters to you is your health.', 'If it were up to me, we would stay.', 'I wish he were here.', 'She acts as though she were the boss.', 'It was, as it were, a test.', 'Were it not for you, I would leave.', 'Variables that use it do not move.', 'People who kept it have gone.']) {
      expect(runRule(pronounAgreement, ok)).toEqual([]);
    }
  });
});
