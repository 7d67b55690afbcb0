import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { loadSpeller } from './speller.js';
import { isZuInfinitiveDe } from './zuInfinitive.de.js';

describe('German separable verbs with "zu" inside', () => {
  const flagged = async (text: string): Promise<string[]> => {
    const speller = await loadSpeller('de', nodeDictionaries);
    return checkSpelling(text, { speller, accepted: new Set() }).map((f) => text.slice(f.start, f.end));
  };

  it('accepts the infinitive with "zu" and the gerundive of a verb the dictionary knows', async () => {
    expect(await flagged('Sie bat ihn, die Gruppe anzuleiten und die Bilder hochzuladen.')).toEqual([]);
    expect(await flagged('Die hochzuladenden Bilder liegen im Ordner.')).toEqual([]);
  }, 120_000);

  it('still flags a slip in the stem or the particle', async () => {
    expect(await flagged('Sie bat ihn, die Gruppe anzuleitten.')).toEqual(['anzuleitten']);
    expect(await flagged('Sie versuchte, die Bilder abzuspeichren.')).toEqual(['abzuspeichren']);
  }, 120_000);

  it('wants a particle before "zu" and an infinitive or gerundive after it', () => {
    const words = new Set(['anleiten', 'hochladenden', 'verleiten', 'anleit']);
    const isWord = (w: string) => words.has(w);
    expect(isZuInfinitiveDe('anzuleiten', isWord)).toBe(true);
    expect(isZuInfinitiveDe('hochzuladenden', isWord)).toBe(true);
    // "ver" is no separable particle, and "anzuleit" ends as no infinitive
    expect(isZuInfinitiveDe('verzuleiten', isWord)).toBe(false);
    expect(isZuInfinitiveDe('anzuleit', isWord)).toBe(false);
  });
});
