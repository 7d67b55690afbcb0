import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { lieForLay } from './lieForLay.js';

describe('lie_for_lay', () => {
  it('gives resting somewhere "lie"', () => {
    expect(fixWithRule(lieForLay, "The book is laying on the table. At the moment, she's laying down beside me.")).toBe(
      "The book is lying on the table. At the moment, she's lying down beside me.",
    );
    expect(fixWithRule(lieForLay, "I'll lay on my side, students could lay in their bed, and he lays in bed.")).toBe(
      "I'll lie on my side, students could lie in their bed, and he lies in bed.",
    );
    expect(fixWithRule(lieForLay, 'I want to lay down. He lays on the couch all day.')).toBe('I want to lie down. He lies on the couch all day.');
  });
  it('leaves "lay" that puts something down, and the past of "lie"', () => {
    for (const ok of [
      'As the victims lay on the ground, the soldiers left.',
      'They would not have to lay down their lives.',
      'We are laying the floor today.',
      'He is laying down the law.',
      'She lay in bed all morning.',
      'They are laying on the floor tiles now.',
      'The hen is laying eggs.',
    ]) {
      expect(runRule(lieForLay, ok), ok).toEqual([]);
    }
  });
});
