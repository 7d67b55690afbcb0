import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { beAfterModal } from './beAfterModal.js';

describe('be_after_modal', () => {
  it('puts "be" between a modal and an adjective', () => {
    expect(fixWithRule(beAfterModal, 'After the storm, the ferry may not able to sail today.')).toBe('After the storm, the ferry may not be able to sail today.');
    expect(fixWithRule(beAfterModal, 'Without a map we would probably not able to get home.')).toBe('Without a map we would probably not be able to get home.');
    expect(fixWithRule(beAfterModal, 'Every driver should aware that the road is icy.')).toBe('Every driver should be aware that the road is icy.');
    expect(fixWithRule(beAfterModal, 'Parents must careful with what they share.')).toBe('Parents must be careful with what they share.');
    expect(fixWithRule(beAfterModal, 'It will likely to rain.')).toBe('It will be likely to rain.');
    expect(fixWithRule(beAfterModal, 'It is important for people to aware of the risk, and we need to able to work.')).toBe(
      'It is important for people to be aware of the risk, and we need to be able to work.',
    );
    expect(runRule(beAfterModal, 'The build will likely fail, and it would likely cause problems.')).toEqual([]);
  });
  it('stays quiet when "be" is there, on verbs after modals and on nouns', () => {
    for (const ok of [
      'People may not be able to keep in touch.',
      'He should be aware of the risk.',
      'This applies to important issues, to able leaders and to aware users.',
      'They will free the prisoners and clear the road.',
      'She has the will to live, and the can is empty.',
      'We cannot ignore it, and they must work hard.',
    ]) {
      expect(runRule(beAfterModal, ok)).toEqual([]);
    }
  });
});
