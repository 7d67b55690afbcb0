import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pastTimeTense } from './pastTimeTense.js';

describe('past_time_tense', () => {
  it('puts the first verb of a sentence about the past in the past tense', () => {
    expect(fixWithRule(pastTimeTense, 'In the past, we travel by ship and now we fly.')).toBe('In the past, we travelled by ship and now we fly.');
    expect(fixWithRule(pastTimeTense, 'In the past, vast communication are done by mail.')).toBe('In the past, vast communication were done by mail.');
    expect(fixWithRule(pastTimeTense, 'It grew. In the past decades, when the sites are not yet developed, people wrote.')).toBe(
      'It grew. In the past decades, when the sites were not yet developed, people wrote.',
    );
    expect(fixWithRule(pastTimeTense, 'In the old days, people write letters.')).toBe('In the old days, people wrote letters.');
  });
  it('stays quiet on past verbs, the present perfect, modals and "the past" inside a sentence', () => {
    for (const ok of [
      'In the past, it took a few days to receive a message.',
      'In the past few years, we have seen great change.',
      'In the past, people could not call abroad.',
      'In the past, farmers used horses.',
      'We learn from mistakes made in the past, and we are wiser.',
      'As in the past, the budget is balanced.',
    ]) {
      expect(runRule(pastTimeTense, ok)).toEqual([]);
    }
  });
});
