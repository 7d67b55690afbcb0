import { describe, expect, it } from 'vitest';
import { cheapEditsOf, editsOf, suggestByEdits } from './candidateEdits.js';

const alphabet = 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûù'.split('');

describe('suggestByEdits', () => {
  it('finds a word one or two slips away, closest first', () => {
    const words = new Set(['plage', 'page', 'maison', 'été', 'fenêtre']);
    expect(suggestByEdits('plagee', (w) => words.has(w), alphabet)).toEqual(['plage']);
    expect(suggestByEdits('masion', (w) => words.has(w), alphabet)[0]).toBe('maison');
    // two slips, one of them an accent
    expect(suggestByEdits('ete', (w) => words.has(w), alphabet)).toEqual(['été']);
    expect(suggestByEdits('fenetr', (w) => words.has(w), alphabet)).toEqual(['fenêtre']);
  });

  it('finds a long word two of the cheapest slips away: a doubled letter and an accent', () => {
    const words = new Set(['intéressant', 'développement', 'contiguës']);
    expect(suggestByEdits('interressant', (w) => words.has(w), alphabet)).toEqual(['intéressant']);
    expect(suggestByEdits('develloppement', (w) => words.has(w), alphabet)).toEqual(['développement']);
    expect(suggestByEdits('contigües', (w) => words.has(w), alphabet)).toEqual(['contiguës']);
  });

  it('looks a bounded number of words up for a word it cannot place, however long', () => {
    for (const word of ['qzxwvtrp', 'buildpackagequery']) {
      let lookups = 0;
      const found = suggestByEdits(word, () => (lookups++, false), alphabet);
      expect(found).toEqual([]);
      // the one-slip forms, and for a short word at most 5,000 two-slip forms more, for a long
      // one two of the cheapest slips
      const cheap = [...cheapEditsOf(word, alphabet)].reduce((n, e) => n + [...cheapEditsOf(e, alphabet)].length, 0);
      expect(lookups).toBeLessThanOrEqual(2 * [...editsOf(word, alphabet)].length + Math.max(5_000, cheap));
    }
  });
});
