import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { baseVerbAfterLet } from './baseVerbAfterLet.js';

describe('base_verb_after_let', () => {
  it('makes the verb after "let"/"help" and its object bare', () => {
    expect(fixWithRule(baseVerbAfterLet, 'Let others known about the risk.')).toBe('Let others know about the risk.');
    expect(fixWithRule(baseVerbAfterLet, 'Games help people understood each other.')).toBe('Games help people understand each other.');
    expect(fixWithRule(baseVerbAfterLet, 'She lets us going home.')).toBe('She lets us go home.');
  });
  it('stays quiet on bare verbs and on "make"', () => {
    for (const ok of ['Let others know about it.', 'They made it known.', 'Help them find a way.', 'Let it be known.']) {
      expect(runRule(baseVerbAfterLet, ok)).toEqual([]);
    }
  });
});
