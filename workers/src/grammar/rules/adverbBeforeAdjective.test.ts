import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adverbBeforeAdjective } from './adverbBeforeAdjective.js';

describe('adverb_before_adjective', () => {
  it('turns an adjective that grades another adjective into an adverb', () => {
    expect(fixWithRule(adverbBeforeAdjective, 'The answer was absolute right, he said.')).toBe('The answer was absolutely right, he said.');
    expect(fixWithRule(adverbBeforeAdjective, 'The map is also entire incorrect about the river.')).toBe('The map is also entirely incorrect about the river.');
    expect(fixWithRule(adverbBeforeAdjective, 'The long trip made us feel extreme tired by noon.')).toBe('The long trip made us feel extremely tired by noon.');
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
