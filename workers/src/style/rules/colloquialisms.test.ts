import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { colloquialisms } from './colloquialisms.js';

describe('colloquialisms', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(colloquialisms, 'A lot of kids play outside.')).toBe('Many children play outside.');
    expect(fixWithRule(colloquialisms, 'We need to figure out the cause.')).toBe('We need to determine the cause.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(colloquialisms, 'A lot of kids play outside.', { register: 'general' })).toEqual([]);
    expect(runRule(colloquialisms, 'Many children play outside.')).toEqual([]);
  });
});
