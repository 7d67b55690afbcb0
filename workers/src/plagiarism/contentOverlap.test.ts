import { describe, expect, it } from 'vitest';
import { contentDice } from './contentOverlap.js';
import { tokenizeWords } from './tokens.js';

describe('contentDice', () => {
  const a = 'The keeper climbed the tower every evening to trim the wick of the lamp.';

  it('is 1 for the same content words in another order and with other function words', () => {
    const b = 'To trim the wick of a lamp, every evening a keeper climbed that tower.';
    expect(contentDice(tokenizeWords(a), 0, a.length, tokenizeWords(b), 0, b.length)).toBe(1);
  });

  it('is low for a sentence on the same subject in other words', () => {
    const b = 'Lighthouse keepers lived beside their towers and worked through the night.';
    expect(contentDice(tokenizeWords(a), 0, a.length, tokenizeWords(b), 0, b.length)).toBeLessThan(0.3);
  });

  it('counts only the words inside the ranges', () => {
    const b = `Nothing here matches at all. ${a}`;
    const at = b.indexOf(a);
    expect(contentDice(tokenizeWords(a), 0, a.length, tokenizeWords(b), at, b.length)).toBe(1);
    expect(contentDice(tokenizeWords(a), 0, a.length, tokenizeWords(b), 0, at)).toBe(0);
  });

  it('is 0 for empty ranges', () => {
    expect(contentDice(tokenizeWords(a), 0, 0, tokenizeWords(a), 0, a.length)).toBe(0);
  });
});
