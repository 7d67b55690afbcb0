import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { nounForAdjective } from './nounForAdjective.js';

describe('noun_for_adjective', () => {
  it('puts the adjective after a degree word', () => {
    expect(fixWithRule(nounForAdjective, 'Online banking is very convenience for busy people.')).toBe('Online banking is very convenient for busy people.');
    expect(fixWithRule(nounForAdjective, 'I think it is more convenience to pay by card.')).toBe('I think it is more convenient to pay by card.');
    expect(fixWithRule(nounForAdjective, 'Good roads make a town more prosperity.')).toBe('Good roads make a town more prosperous.');
    expect(fixWithRule(nounForAdjective, 'This step is so importance that nobody skips it.')).toBe('This step is so important that nobody skips it.');
    expect(fixWithRule(nounForAdjective, 'Crossing there at night is too danger.')).toBe('Crossing there at night is too dangerous.');
    expect(fixWithRule(nounForAdjective, 'Our teacher became very patience with us.')).toBe('Our teacher became very patient with us.');
  });
  it('stays quiet where the noun is right', () => {
    for (const ok of [
      'What this team needs is more confidence.',
      'The result was more violence in the streets.',
      'The real issue is really health, not money.',
      'They make more money than we do.',
      'Make sure more confidence is shown next time.',
      'It is very important to rest.',
      'Success is so much a matter of luck.',
      'There is more danger in waiting.',
      'The task is very harm full.',
      'He was so confidence of winning that he stopped training.',
    ]) {
      expect(runRule(nounForAdjective, ok)).toEqual([]);
    }
  });
});
