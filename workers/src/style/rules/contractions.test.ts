import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { contractions } from './contractions.js';

describe('contractions', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(contractions, "The data don't support it.")).toBe('The data do not support it.');
    expect(fixWithRule(contractions, "It's clear that we can't stop.")).toBe('It is clear that we cannot stop.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(contractions, "The data don't support it.", { register: 'general' })).toEqual([]);
    expect(runRule(contractions, 'The data do not support it.')).toEqual([]);
    expect(runRule(contractions, "The team's results were strong.")).toEqual([]);
  });
});
