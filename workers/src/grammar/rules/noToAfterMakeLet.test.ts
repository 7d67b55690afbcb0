import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { noToAfterMakeLet } from './noToAfterMakeLet.js';

describe('no_to_after_make_let', () => {
  it('drops "to" after "make" or "let" and an object', () => {
    expect(fixWithRule(noToAfterMakeLet, "My mother made me to clean my room. Let's to go.")).toBe("My mother made me clean my room. Let's go.");
    expect(fixWithRule(noToAfterMakeLet, 'He made me to wait.')).toBe('He made me wait.');
    expect(fixWithRule(noToAfterMakeLet, 'Let him to go.')).toBe('Let him go.');
    expect(fixWithRule(noToAfterMakeLet, 'It makes them to feel safe.')).toBe('It makes them feel safe.');
  });
  it('stays quiet on "to" as a preposition and on the passive', () => {
    for (const ok of [
      'He made me wait.',
      'We made it to the final.',
      'She was made to wait.',
      'They let the flat to students.',
      'It made them to-do lists.',
      'He made her to the rank of captain.',
    ]) {
      expect(runRule(noToAfterMakeLet, ok)).toEqual([]);
    }
  });
});
