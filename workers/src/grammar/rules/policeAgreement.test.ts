import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { policeAgreement } from './policeAgreement.js';

describe('police_agreement', () => {
  it('gives "police" and "cattle" the plural verb', () => {
    expect(fixWithRule(policeAgreement, 'The police is looking for him.')).toBe('The police are looking for him.');
    expect(fixWithRule(policeAgreement, 'It was late. The local police wasn’t there.')).toBe('It was late. The local police weren’t there.');
    expect(fixWithRule(policeAgreement, 'The cattle has escaped.')).toBe('The cattle have escaped.');
  });
  it('stays quiet where another noun is the subject', () => {
    for (const ok of ['The job of the police is to help.', 'The Police is my favourite band.', 'The police are here.', 'The police station is closed.']) {
      expect(runRule(policeAgreement, ok)).toEqual([]);
    }
  });
});
