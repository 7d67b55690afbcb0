import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { exceptForAccept } from './exceptForAccept.js';

describe('except_for_accept', () => {
  it('puts "except" where someone or something is left out', () => {
    expect(fixWithRule(exceptForAccept, 'All my cousins came accept Maria.')).toBe('All my cousins came except Maria.');
    expect(fixWithRule(exceptForAccept, 'Everybody accept him knew the answer.')).toBe('Everybody except him knew the answer.');
    expect(fixWithRule(exceptForAccept, 'They ate everything accept for the soup.')).toBe('They ate everything except for the soup.');
    expect(fixWithRule(exceptForAccept, 'We all agreed accept two members.')).toBe('We all agreed except two members.');
  });
  it('stays quiet on the verb', () => {
    for (const ok of [
      'You must make everyone accept the new terms.',
      'It is hard to let everybody accept them.',
      'Did everyone accept the offer?',
      'Everyone came except Maria.',
      'They came to accept the result.',
      'Everyone accepts him now.',
      'We hope everyone will accept it.',
      'Everything accept-tested passed.',
      'All of us accept the rules.',
      'She helped accept the award for him.',
    ]) {
      expect(runRule(exceptForAccept, ok)).toEqual([]);
    }
  });
});
