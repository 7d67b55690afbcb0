import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { beAfterModal } from './beAfterModal.js';

describe('be_after_modal', () => {
  it('puts "be" between a modal and an adjective', () => {
    expect(fixWithRule(beAfterModal, 'In this busy world, people may not able to keep in touch.')).toBe('In this busy world, people may not be able to keep in touch.');
    expect(fixWithRule(beAfterModal, 'We would probably not able to find them.')).toBe('We would probably not be able to find them.');
    expect(fixWithRule(beAfterModal, 'He or she should aware that the disorder is inherited.')).toBe('He or she should be aware that the disorder is inherited.');
    expect(fixWithRule(beAfterModal, 'Parents must careful with what they share.')).toBe('Parents must be careful with what they share.');
  });
  it('stays quiet when "be" is there, on verbs after modals and on nouns', () => {
    for (const ok of [
      'People may not be able to keep in touch.',
      'He should be aware of the risk.',
      'They will free the prisoners and clear the road.',
      'She has the will to live, and the can is empty.',
      'We cannot ignore it, and they must work hard.',
    ]) {
      expect(runRule(beAfterModal, ok)).toEqual([]);
    }
  });
});
