import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { kinSubjectAgreement } from './kinSubjectAgreement.js';

describe('kin_subject_agreement', () => {
  it('gives one person the singular verb', () => {
    expect(fixWithRule(kinSubjectAgreement, 'My sister have two dogs.')).toBe('My sister has two dogs.');
    expect(fixWithRule(kinSubjectAgreement, 'It rains. Her best friend don’t like rain.')).toBe('It rains. Her best friend doesn’t like rain.');
    expect(fixWithRule(kinSubjectAgreement, 'Our teacher are very strict.')).toBe('Our teacher is very strict.');
  });
  it('stays quiet on questions, objects and plurals', () => {
    for (const ok of [
      'Does my sister have two dogs?',
      'Let my brother have a go.',
      'My brothers have two dogs.',
      'My family have lived here for years.',
      'My sister has two dogs.',
      'I saw my uncle do it.',
    ]) {
      expect(runRule(kinSubjectAgreement, ok)).toEqual([]);
    }
  });
});
