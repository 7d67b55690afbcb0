import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doubledEndMark } from './doubledEndMark.js';

describe('doubled_end_mark', () => {
  it('removes a full stop after a question or exclamation mark', () => {
    expect(fixWithRule(doubledEndMark, 'The night is meant to sleep!. Why not?. We go.')).toBe('The night is meant to sleep! Why not? We go.');
    expect(fixWithRule(doubledEndMark, '¿Por qué no?.', { language: 'es' })).toBe('¿Por qué no?');
  });
  it('leaves ellipses and marks cited alone', () => {
    for (const ok of ['Wait!... We go.', 'Type ?. to list them.', 'Really?! Yes.', 'It implements n!!.']) {
      expect(runRule(doubledEndMark, ok), ok).toEqual([]);
    }
  });
});
