import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { doWithModal } from './doWithModal.js';

describe('do_with_modal', () => {
  it('lets the modal make the question', () => {
    expect(fixWithRule(doWithModal, 'Do you can help me?')).toBe('Can you help me?');
    expect(fixWithRule(doWithModal, 'I asked why does he must go.')).toBe('I asked why must he go.');
  });
  it('stays quiet on questions without a modal', () => {
    for (const ok of ['Do you think we can go?', 'Can you help me?', 'Does it work?', 'Do you know if I can come?', 'If you do you can go.', 'You have to do it may be said.']) {
      expect(runRule(doWithModal, ok), ok).toEqual([]);
    }
  });
});
