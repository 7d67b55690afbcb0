import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { hadInIfClause } from './hadInIfClause.js';

describe('had_in_if_clause', () => {
  it('puts "had" in the "if" clause of a past condition', () => {
    expect(fixWithRule(hadInIfClause, 'If I would have known, I would have come.')).toBe('If I had known, I would have come.');
    expect(fixWithRule(hadInIfClause, 'We would have won if Tom would have played.')).toBe('We would have won if Tom had played.');
    expect(fixWithRule(hadInIfClause, 'Even if they would’ve tried, it was late.')).toBe('Even if they had tried, it was late.');
    expect(fixWithRule(hadInIfClause, 'It is sad. If she would have been there, she would have helped.')).toBe('It is sad. If she had been there, she would have helped.');
  });
  it('puts the past in the "if" clause of an unreal present', () => {
    expect(fixWithRule(hadInIfClause, 'If I would have more money, I would travel.')).toBe('If I had more money, I would travel.');
    expect(fixWithRule(hadInIfClause, 'If he would be rich, he would buy it.')).toBe('If he were rich, he would buy it.');
  });
  it('stays quiet on "if" meaning whether and on "would have" as possession', () => {
    for (const ok of [
      'If I had known, I would have come.',
      'I wonder if he would have liked it.',
      'She asked if we would have time.',
      'Ask them if they would have liked more time.',
      'I am not sure if she would have agreed.',
      'If you would have a look, I would be glad.',
      'I would have come if I had known.',
      'I would be grateful if it would be possible to meet.',
      'If you would be so kind, please sign here.',
      'Contact them to see if they would be willing to help.',
    ]) {
      expect(runRule(hadInIfClause, ok)).toEqual([]);
    }
  });
});
