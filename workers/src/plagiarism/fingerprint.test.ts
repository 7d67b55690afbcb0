import { describe, expect, it } from 'vitest';
import { fingerprintDocument, shingles } from './fingerprint.js';
import { normaliseText, originalRange } from './normalise.js';

const TEXT =
  'Tide pools form where the sea leaves water behind in hollows of rock at low tide. ' +
  'Anemones, crabs and small fish live in them, and must survive heat, cold and changing salt levels every day.';

describe('normaliseText', () => {
  it('folds case, accents and punctuation and maps back to the original', () => {
    const src = 'Café—au  LAIT! Don’t stop';
    const n = normaliseText(src);
    expect(n.text).toBe('cafe au lait dont stop');
    const at = n.text.indexOf('lait');
    expect(src.slice(...originalRange(n, at, at + 4, src))).toBe('LAIT');
    expect(n.offsets).toHaveLength(n.text.length + 1);
  });

  it('maps characters outside the BMP and expanding ligatures', () => {
    const src = '😀 ﬁne 𝔸lpha';
    const n = normaliseText(src);
    expect(n.text).toBe('fine alpha');
    const at = n.text.indexOf('alpha');
    expect(src.slice(...originalRange(n, at, at + 5, src))).toBe('𝔸lpha');
    expect(src.slice(...originalRange(n, 0, 4, src))).toBe('ﬁne');
  });
});

describe('fingerprintDocument', () => {
  it('gives the same hashes to a copy with other case, spacing and punctuation', () => {
    const copy = `Intro of mine. ${TEXT.toUpperCase().replace(/ /g, '\n ').replace(/,/g, ' ;')}`;
    const a = new Set(fingerprintDocument(TEXT).hashes.map((h) => h.hash));
    const b = fingerprintDocument(copy).hashes.map((h) => h.hash);
    const shared = b.filter((h) => a.has(h));
    expect(shared.length).toBeGreaterThanOrEqual(a.size - 2);
  });

  it('guarantees a shared hash for every shared run of n + window - 1 words', () => {
    const words = TEXT.split(' ');
    const run = words.slice(3, 3 + 5 + 4 - 1).join(' ');
    const other = `Completely unrelated opening words here. ${run} And an unrelated ending as well.`;
    const a = new Set(fingerprintDocument(TEXT).hashes.map((h) => h.hash));
    expect(fingerprintDocument(other).hashes.some((h) => a.has(h.hash))).toBe(true);
  });

  it('keeps fewer hashes than shingles, each with its original range', () => {
    const all = shingles(TEXT);
    const { hashes } = fingerprintDocument(TEXT);
    expect(hashes.length).toBeLessThan(all.length);
    expect(hashes.length).toBeGreaterThan(all.length / 4);
    for (const h of hashes) {
      expect(Number.isSafeInteger(h.hash)).toBe(true);
      expect(h.hash).toBeGreaterThanOrEqual(0);
      expect(h.hash).toBeLessThan(2 ** 32);
      expect(TEXT.slice(h.start, h.end).split(/\s+/)).toHaveLength(5);
    }
  });

  it('shares nothing between unrelated texts', () => {
    const a = new Set(fingerprintDocument(TEXT).hashes.map((h) => h.hash));
    const other = 'Glaciers carve valleys as they move, grinding rock into fine flour that colours meltwater lakes a milky blue.';
    expect(fingerprintDocument(other).hashes.filter((h) => a.has(h.hash))).toEqual([]);
  });

  it('handles short, empty and hostile input', () => {
    expect(fingerprintDocument('').hashes).toEqual([]);
    expect(fingerprintDocument('two words').hashes).toEqual([]);
    expect(fingerprintDocument('one two three four five').hashes).toHaveLength(1);
    expect(() => fingerprintDocument(null as unknown as string)).toThrow(/must be a string/);
  });
});
