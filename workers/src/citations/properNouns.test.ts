import { describe, expect, it } from 'vitest';
import { loadHunspell } from '../spelling/dictionaries.node.js';
import { loadProperNouns } from './properNouns.js';

describe('proper nouns from the English dictionary', () => {
  it('knows the words the dictionary has only capitalised, not common words or words it lacks', async () => {
    const isProperNoun = await loadProperNouns({ loadHunspell, loadFrequencies: async () => null });
    for (const w of ['Toni', 'Morrison', 'Paris', 'January', 'English', 'Ghana', 'Victorian']) expect(isProperNoun(w), w).toBe(true);
    // common words, words also common in lower case, and words the dictionary lacks
    for (const w of ['Legacy', 'Beloved', 'Water', 'Rose', 'Bill', 'Harbours', 'Zzyzxq']) expect(isProperNoun(w), w).toBe(false);
  });
});
