import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { firstPersonAsides } from './firstPersonAsides.js';

describe('firstPersonAsides', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(firstPersonAsides, 'In my opinion, the law is unfair.')).toBe('The law is unfair.');
    expect(fixWithRule(firstPersonAsides, 'The law, I think, is unfair.')).toBe('The law is unfair.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(firstPersonAsides, 'In my opinion, the law is unfair.', { register: 'general' })).toEqual([]);
    expect(runRule(firstPersonAsides, 'The law is unfair.')).toEqual([]);
  });
});
