import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralSubjectVerb } from './pluralSubjectVerb.js';

describe('plural_subject_verb', () => {
  it('drops the -s after a plural subject', () => {
    expect(fixWithRule(pluralSubjectVerb, 'They needs more time.')).toBe('They need more time.');
    expect(fixWithRule(pluralSubjectVerb, 'Help for people who depends on it is scarce.')).toBe('Help for people who depend on it is scarce.');
    expect(fixWithRule(pluralSubjectVerb, 'The children was playing, and the men has left.')).toBe('The children were playing, and the men have left.');
    expect(fixWithRule(pluralSubjectVerb, 'I disagree, i thinks it is wrong.')).toBe('I disagree, i think it is wrong.');
    expect(fixWithRule(pluralSubjectVerb, 'These skills requires practice.')).toBe('These skills require practice.');
    // plurals without -s, with a word describing them or not
    expect(fixWithRule(pluralSubjectVerb, 'These social media makes us lonely, and those criteria applies.')).toBe('These social media make us lonely, and those criteria apply.');
    expect(fixWithRule(pluralSubjectVerb, 'For those who lives nearby, it is easy; those who has cars drive.')).toBe('For those who live nearby, it is easy; those who have cars drive.');
    expect(fixWithRule(pluralSubjectVerb, 'I thinks so.')).toBe('I think so.');
    expect(fixWithRule(pluralSubjectVerb, 'Many people has a phone, and people who is alone call.')).toBe('Many people have a phone, and people who are alone call.');
    expect(fixWithRule(pluralSubjectVerb, "These rules doesn't help.")).toBe("These rules don't help.");
    expect(fixWithRule(pluralSubjectVerb, 'A lot of people thinks that money matters.')).toBe('A lot of people think that money matters.');
    expect(fixWithRule(pluralSubjectVerb, 'It is odd, but lots of children likes it.')).toBe('It is odd, but lots of children like it.');
  });
  it('says why "I" takes the plural form', () => {
    expect(runRule(pluralSubjectVerb, 'I thinks so.')[0]?.message).toBe('After "I", use "think".');
    expect(runRule(pluralSubjectVerb, 'He and I goes to school.')[0]?.message).toBe('"He and I" is plural: use "go".');
    expect(runRule(pluralSubjectVerb, 'They needs it.')[0]?.message).toBe('"They" is plural: use "need".');
  });
  it('stays quiet on correct text', () => {
    for (const ok of [
      'Option i makes the emulator ignore the signal.',
      'The relation between parents and children is close.',
      'They need more time.',
      'This analysis shows that these classes work well.',
      'These analysis shows nothing.',
      'More than people makes sense to count.',
      'Everyone who knows them agrees.',
      'Those who live nearby walk, and those whose car works drive.',
      'The money they earn goes home.',
      "The people's choice is clear.",
      'They is wrong, but that is for another rule.',
      'The patience of the local people knows no end.',
      'The opinion of a lot of people matters.',
      'Spending a lot of people’s money is easy.',
      'He argued that having many partners was essential.',
      'I think another venue for finding people is the workplace.',
      'An investigation to remedy those failings has begun.',
    ]) {
      expect(runRule(pluralSubjectVerb, ok)).toEqual([]);
    }
  });
});
