import { describe, expect, it } from 'vitest';
import { isDerivedNounDe } from './derivedNouns.de.js';

const verbs = new Set(['optimieren', 'trennen', 'puffern', 'entpacken']);
const isWord = (w: string): boolean => verbs.has(w);

describe('isDerivedNounDe', () => {
  it('takes the doer, the act and the infinitive of a known verb', () => {
    for (const noun of ['Optimierer', 'Optimierers', 'Optimiererinnen', 'Trenner', 'Pufferung', 'Pufferungen', 'Entpackens']) expect(isDerivedNounDe(noun, isWord), noun).toBe(true);
  });
  it('leaves nouns of no known verb and words in lower case', () => {
    for (const word of ['Prufung', 'Lerer', 'optimierer', 'Hintergund']) expect(isDerivedNounDe(word, isWord), word).toBe(false);
  });
});
