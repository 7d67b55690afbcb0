import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { frequencyOf, loadSpeller, type Speller } from './speller.js';

describe('frequencyOf', () => {
  const counts = new Map([['don', 900], ['house', 500], ['t', 5000]]);
  it('gives a contraction the count of its first part, which the list keeps apart', () => {
    expect(frequencyOf("don't", counts)).toBe(900);
    expect(frequencyOf('house', counts)).toBe(500);
  });
  it("leaves possessives and unknown words uncounted", () => {
    expect(frequencyOf("house's", counts)).toBe(0);
    expect(frequencyOf("zzz'll", counts)).toBe(0);
    expect(frequencyOf('mouse', counts)).toBe(0);
  });
});

describe('English suggestions', () => {
  let speller: Speller;
  beforeAll(async () => {
    speller = await loadSpeller('en', nodeDictionaries);
  }, 120_000);

  it('restores the apostrophe of a contraction', () => {
    expect(speller.suggest('dont')[0]).toBe("don't");
    expect(speller.suggest('wouldnt')[0]).toBe("wouldn't");
    expect(speller.suggest('theyll')[0]).toBe("they'll");
  });
  it('never offers a word the dictionary marks as not to be suggested, nor its forms', () => {
    for (const typed of ['cant', 'cunts', 'shut', 'fick', 'fuckin']) {
      const offered = speller.suggest(typed, 10).map((w) => w.toLowerCase());
      expect(offered.filter((w) => /cunt|fuck|shit/.test(w))).toEqual([]);
    }
    expect(speller.isCorrect('shit')).toBe(true);
  });
  it('finds words with letters left out or spelled by ear', () => {
    expect(speller.suggest('goverment')[0]).toBe('government');
    expect(speller.suggest('enviromental')[0]).toBe('environmental');
    expect(speller.suggest('definatly')[0]).toBe('definitely');
    expect(speller.suggest('probly')).toContain('probably');
  });
});
