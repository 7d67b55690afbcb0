import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { enoughAfterAdjective } from './enoughAfterAdjective.js';

describe('enough_after_adjective', () => {
  it('puts "enough" after its adjective', () => {
    expect(fixWithRule(enoughAfterAdjective, 'It is not enough big. He is enough old to drive.')).toBe('It is not big enough. He is old enough to drive.');
  });
  it('leaves "enough" before a noun and after its adjective', () => {
    for (const ok of ['It is big enough.', 'We have enough cold water.', 'Is there enough time?', 'I have had enough bad news.']) {
      expect(runRule(enoughAfterAdjective, ok), ok).toEqual([]);
    }
  });
});
