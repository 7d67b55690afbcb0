import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adverbBeforeAdjective } from './adverbBeforeAdjective.js';

describe('adverb_before_adjective', () => {
  it('turns an adjective that grades another adjective into an adverb', () => {
    expect(fixWithRule(adverbBeforeAdjective, 'Nothing is absolute right or wrong.')).toBe('Nothing is absolutely right or wrong.');
    expect(fixWithRule(adverbBeforeAdjective, 'It is also entire incorrect to blame social media.')).toBe('It is also entirely incorrect to blame social media.');
    expect(fixWithRule(adverbBeforeAdjective, 'It makes people feel extreme close to their idols.')).toBe('It makes people feel extremely close to their idols.');
    expect(fixWithRule(adverbBeforeAdjective, 'The test was terrible difficult.')).toBe('The test was terribly difficult.');
  });
  it('stays quiet on adverbs and where both words describe a noun', () => {
    for (const ok of [
      'Nothing is absolutely right.',
      'They defended the entire free world.',
      'It is extreme poverty, a complete different story to some.',
      'It is a real good friend who helps.',
    ]) {
      expect(runRule(adverbBeforeAdjective, ok)).toEqual([]);
    }
  });
});
