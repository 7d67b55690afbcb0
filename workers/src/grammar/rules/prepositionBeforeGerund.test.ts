import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { prepositionBeforeGerund } from './prepositionBeforeGerund.js';

describe('preposition_before_gerund', () => {
  it('gives "insist" and "succeed" their preposition and the -ing form', () => {
    expect(fixWithRule(prepositionBeforeGerund, 'He insisted to pay the bill.')).toBe('He insisted on paying the bill.');
    expect(fixWithRule(prepositionBeforeGerund, 'If it does not succeed to create a connection, it stops.')).toBe('If it does not succeed in creating a connection, it stops.');
    expect(fixWithRule(prepositionBeforeGerund, 'He succeeded to pass the exam; he is capable to do it and fond to dance.')).toBe('He succeeded in passing the exam; he is capable of doing it and fond of dancing.');
    expect(fixWithRule(prepositionBeforeGerund, 'She is good at to cook.')).toBe('She is good at cooking.');
  });
  it('leaves "to" before a person or a thing', () => {
    for (const ok of ['She insisted to officers that she was innocent.', 'He succeeded to the throne.', 'He insisted on paying.']) {
      expect(runRule(prepositionBeforeGerund, ok), ok).toEqual([]);
    }
  });
});
