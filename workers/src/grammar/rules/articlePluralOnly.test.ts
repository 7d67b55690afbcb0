import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articlePluralOnly } from './articlePluralOnly.js';

describe('article_plural_only', () => {
  it('drops "a" before a plural-only noun', () => {
    expect(fixWithRule(articlePluralOnly, 'He wore a clean clothes to work.')).toBe('He wore clean clothes to work.');
    expect(fixWithRule(articlePluralOnly, 'A new sunglasses is on sale.')).toBe('New sunglasses is on sale.');
    expect(fixWithRule(articlePluralOnly, 'I need a warm pyjamas.')).toBe('I need warm pyjamas.');
  });
  it('stays quiet on counted and modifying uses', () => {
    for (const ok of ['She runs a clothes shop.', 'He bought a pair of jeans.', 'I packed a bag of clothes for the trip.', 'A set of scissors was missing.', 'She bought new clothes.', 'It is a jeans brand.']) {
      expect(runRule(articlePluralOnly, ok)).toEqual([]);
    }
  });
});
