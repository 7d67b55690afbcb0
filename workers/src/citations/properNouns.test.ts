import { describe, expect, it } from 'vitest';
import { loadProperNounsNode } from './checkCitations.node.js';

describe('proper nouns from the English dictionary and SUBTLEX-US', () => {
  it('knows the words the dictionary has only capitalised, and those usually written so beside a common twin', async () => {
    const isProperNoun = await loadProperNounsNode();
    for (const w of ['Toni', 'Morrison', 'Paris', 'January', 'English', 'Ghana', 'Victorian', 'Americans']) expect(isProperNoun(w), w).toBe(true);
    // "japan" is a lacquer, "french" a verb: the dictionary lists both forms, and text mostly capitalises them
    for (const w of ['China', 'Japan', 'Congress', 'French', 'Dickens', 'Christians']) expect(isProperNoun(w), w).toBe(true);
    // common words, a twin text mostly writes in lower case, short words, words the dictionary lacks
    for (const w of ['Legacy', 'Beloved', 'Water', 'Turkey', 'Reading', 'Hope', 'No', 'Harbours', 'Zzyzxq']) expect(isProperNoun(w), w).toBe(false);
  });
});
