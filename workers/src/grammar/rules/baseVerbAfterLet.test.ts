import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { baseVerbAfterLet } from './baseVerbAfterLet.js';

describe('base_verb_after_let', () => {
  it('makes the verb after "let"/"help" and its object bare', () => {
    expect(fixWithRule(baseVerbAfterLet, 'Let others known about the risk.')).toBe('Let others know about the risk.');
    expect(fixWithRule(baseVerbAfterLet, 'Games help people understood each other.')).toBe('Games help people understand each other.');
    expect(fixWithRule(baseVerbAfterLet, 'She lets us going home.')).toBe('She lets us go home.');
    expect(fixWithRule(baseVerbAfterLet, 'He made me laughing, and it makes them thinking.')).toBe('He made me laugh, and it makes them think.');
  });
  it('stays quiet on bare verbs, on participles and adjectives after "make", and on a participle with its agent', () => {
    for (const ok of ['Let others know about it.', 'They made it known.', 'Help them find a way.', 'Let it be known.', 'It makes it interesting.', 'The pledge will help people affected by the crisis.', 'Games made them exciting to watch.']) {
      expect(runRule(baseVerbAfterLet, ok)).toEqual([]);
    }
  });
});
