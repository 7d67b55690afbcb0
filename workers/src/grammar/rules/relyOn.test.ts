import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { relyOn } from './relyOn.js';

describe('rely_on', () => {
  it('puts "on" after "rely"', () => {
    expect(fixWithRule(relyOn, 'Young children rely their parents for food.')).toBe('Young children rely on their parents for food.');
    expect(fixWithRule(relyOn, 'She relied them, and he relies the map.')).toBe('She relied on them, and he relies on the map.');
  });
  it('stays quiet with the preposition or an adverb', () => {
    for (const ok of ['We rely on the map.', 'They relied upon us.', 'We rely heavily on them.', 'Nothing to rely on, and reliance is low.']) {
      expect(runRule(relyOn, ok)).toEqual([]);
    }
  });
});
