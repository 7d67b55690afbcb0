import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { researchSubjectVerb } from './researchSubjectVerb.js';

describe('research_subject_verb', () => {
  it('makes the verb that reports a finding agree with its research subject', () => {
    for (const [wrong, right] of [
      ['However, other studies suggests a weaker link.', 'However, other studies suggest a weaker link.'],
      ['Overall, the evidence suggest that rest helps.', 'Overall, the evidence suggests that rest helps.'],
      ['Recent research show a rise in sleep problems.', 'Recent research shows a rise in sleep problems.'],
      ['Our findings indicates a seasonal pattern.', 'Our findings indicate a seasonal pattern.'],
      ['We know that one survey reveal little about habits.', 'We know that one survey reveals little about habits.'],
      ['Most researchers argues for longer trials.', 'Most researchers argue for longer trials.'],
      ['Some evidence imply the opposite.', 'Some evidence implies the opposite.'],
      ['The analysis emphasise the cost.', 'The analysis emphasises the cost.'],
    ]) {
      expect(fixWithRule(researchSubjectVerb, wrong!)).toBe(right);
    }
  });
  it('stays quiet where the noun is no subject, the verb a noun, or the clause a question or subjunctive', () => {
    for (const ok of [
      'Other studies suggest a weaker link.',
      'The evidence suggests that rest helps.',
      'One of the studies shows a weaker link.',
      'The number of studies shows how active the field is.',
      'The results of the study suggest a weaker link.',
      'The research report describes the method.',
      'The literature review examines twelve trials.',
      'Does the evidence suggest a weaker link?',
      'We recommend that the study examine older adults too.',
      'It is essential that the research explore both groups.',
      'The authors argue that studies suggest otherwise.',
      'Studies Show Why Sleep Matters',
      'Research findings highlight the gap.',
      'Each study shows a different pattern.',
    ]) {
      expect(runRule(researchSubjectVerb, ok)).toEqual([]);
    }
  });
});
