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
    // a question is no excuse once the subject is before the modal
    expect(fixWithRule(verbAfterModal, 'Why do you think students should learns English?')).toBe('Why do you think students should learn English?');
    expect(fixWithRule(verbAfterModal, 'Do not uses the old key.')).toBe('Do not use the old key.');
    expect(fixWithRule(verbAfterModal, 'We should not just being idle.')).toBe('We should not just be idle.');
  });
  it('stays quiet on correct text and on nouns', () => {
    for (const ok of [
      'The stand-off at the prison on 12 May came the day after another, and in May followed a third.',
      'We learned how to can tomatoes last summer.',
      'I could understand how someone may thing that.',
      'He made peace with any state, should escalations ever occur.',
      'Will scowled at the door.',
      "They just don't think they should Students not being able to go is unfair.",
      '"How would having to read more help anyone?" she asked.',
      'The test may indicate a high risk.',
      'She has the will to lives of quiet service.',
      'He did what he could, and it worked.',
      'They must have found it.',
      'It can be shown that the sum converges.',
      'The results do matter, and they did change.',
      'Did it rain? It did rain.',
      'We will found a company next year.',
      'Should arrays be combined when provided?',
      'Should hyphenated arguments be expanded?',
      'Why should students learn English?',
      'How will parents react to the news?',
      'In which cases can parents appeal?',
      'Should visitors need help, they can ask at the desk.',
      'As technology advances, so will schools and their rules.',
      'A say in the matter is what may students long for.',
    ]) {
      expect(runRule(verbAfterModal, ok)).toEqual([]);
    }
  });
});
