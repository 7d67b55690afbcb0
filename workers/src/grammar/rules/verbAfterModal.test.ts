import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { verbAfterModal } from './verbAfterModal.js';

describe('verb_after_modal', () => {
  it('puts the bare verb after a modal or a negated "do"', () => {
    expect(fixWithRule(verbAfterModal, 'The test may indicates a high risk.')).toBe('The test may indicate a high risk.');
    expect(fixWithRule(verbAfterModal, 'It could possibly causes a problem.')).toBe('It could possibly cause a problem.');
    expect(fixWithRule(verbAfterModal, 'We can going there tomorrow.')).toBe('We can go there tomorrow.');
    expect(fixWithRule(verbAfterModal, 'It does not caused any harm.')).toBe('It does not cause any harm.');
    expect(fixWithRule(verbAfterModal, 'She will just adding to their misery.')).toBe('She will just add to their misery.');
    expect(fixWithRule(verbAfterModal, 'He didn\'t went home.')).toBe('He didn\'t go home.');
  });
  it('stays quiet on correct text and on nouns', () => {
    for (const ok of [
      'The test may indicate a high risk.',
      'She has the will to lives of quiet service.',
      'He did what he could, and it worked.',
      'They must have found it.',
      'It can be shown that the sum converges.',
      'The results do matter, and they did change.',
      'Did it rain? It did rain.',
      'We will found a company next year.',
    ]) {
      expect(runRule(verbAfterModal, ok)).toEqual([]);
    }
  });
});
