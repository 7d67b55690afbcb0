import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pastTimeTense } from './pastTimeTense.js';

describe('past_time_tense', () => {
  it('puts the first verb of a sentence about the past in the past tense', () => {
    expect(fixWithRule(pastTimeTense, 'In the past, we walk to school and now we take the bus.')).toBe('In the past, we walked to school and now we take the bus.');
    expect(fixWithRule(pastTimeTense, 'Last year I visit my grandmother.')).toBe('Last year I visited my grandmother.');
    expect(fixWithRule(pastTimeTense, 'In the past, most payments are made in cash.')).toBe('In the past, most payments were made in cash.');
    expect(fixWithRule(pastTimeTense, 'The town grew. In the past decades, when the roads are not yet paved, people walked.')).toBe(
      'The town grew. In the past decades, when the roads were not yet paved, people walked.',
    );
    expect(fixWithRule(pastTimeTense, 'In the old days, people write letters.')).toBe('In the old days, people wrote letters.');
  });
  it('reads yesterday, last week and days ago as the past too, with or without a comma', () => {
    expect(fixWithRule(pastTimeTense, 'Yesterday I go to the office.')).toBe('Yesterday I went to the office.');
    expect(fixWithRule(pastTimeTense, 'Yesterday, we are tired. Last week he go home.')).toBe('Yesterday, we were tired. Last week he went home.');
    expect(fixWithRule(pastTimeTense, 'Two days ago they buy a car.')).toBe('Two days ago they bought a car.');
  });
  it('stays quiet on past verbs, the present perfect, modals and "the past" inside a sentence', () => {
    for (const ok of [
      'In the past, it took a week to cross the mountains.',
      'In the past few years, we have seen great change.',
      'In the past, people could not call abroad.',
      'In the past, farmers used horses.',
      'We learn from mistakes made in the past, and we are wiser.',
      'As in the past, the budget is balanced.',
      'Yesterday is gone, and last year the results are good.',
      'Yesterday I went home; last night we had seen it.',
    ]) {
      expect(runRule(pastTimeTense, ok)).toEqual([]);
    }
  });
});
