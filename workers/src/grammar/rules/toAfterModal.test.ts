import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { toAfterModal } from './toAfterModal.js';

describe('to_after_modal', () => {
  it('drops "to" after a modal verb', () => {
    expect(fixWithRule(toAfterModal, 'Some people will to post photos.')).toBe('Some people will post photos.');
    expect(fixWithRule(toAfterModal, 'They will most likely to judge us.')).toBe('They will most likely judge us.');
    expect(fixWithRule(toAfterModal, 'You should not to worry.')).toBe('You should not worry.');
    expect(fixWithRule(toAfterModal, "I am so tired that I can't to sleep.")).toBe("I am so tired that I can't sleep.");
    expect(fixWithRule(toAfterModal, 'I can to ride a horse.')).toBe('I can ride a horse.');
    expect(fixWithRule(toAfterModal, 'She is tall, and she can to jump high.')).toBe('She is tall, and she can jump high.');
    expect(fixWithRule(toAfterModal, "I can't to swim, so we mustn't to go.")).toBe("I can't swim, so we mustn't go.");
  });
  it('stays quiet on "will" as a noun, "can to" and "ought to"', () => {
    for (const ok of ['We need the will to live and the political will to act.', 'We do all we can to help.', 'You ought to go.', 'They will post photos.', 'Help as much as you can to get it done.', 'Do everything they can to win.', 'He kicked the can to the kerb.', 'Do everything you must to foil their plans.', 'We did all we possibly could to help.', "Do what you can't to avoid.", 'We did everything that we can to help, the best that we can to win.']) {
      expect(runRule(toAfterModal, ok)).toEqual([]);
    }
  });
});
