import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { veryBeforeVerb } from './veryBeforeVerb.js';

describe('very_before_verb', () => {
  it('puts "really" before a verb of liking or wanting', () => {
    expect(fixWithRule(veryBeforeVerb, 'I very like this song, and she very wants to go.')).toBe('I really like this song, and she really wants to go.');
  });
  it('leaves "very" before adjectives, adverbs and "much"', () => {
    for (const ok of ['I very much like it.', 'They were very liked by all.', 'She is very kind.', 'We very nearly missed it.', 'He very quickly agreed.']) {
      expect(runRule(veryBeforeVerb, ok), ok).toEqual([]);
    }
  });
});
