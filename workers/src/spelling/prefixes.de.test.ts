import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { isPrefixedDe } from './prefixes.de.js';
import { loadSpeller } from './speller.js';

describe('German words with "un", "re", "de" or "ko" before them', () => {
  const flagged = async (text: string): Promise<string[]> => {
    const speller = await loadSpeller('de', nodeDictionaries);
    return checkSpelling(text, { speller, accepted: new Set() }).map((f) => text.slice(f.start, f.end));
  };

  it('accepts an adjective or participle with "un", and an -ieren verb with "re", "de" or "ko"', async () => {
    expect(await flagged('Die unkonfigurierte Anlage blieb ungünstigerweise in einem unerklärbaren Zustand.')).toEqual([]);
    expect(await flagged('Das Archiv wurde rekomprimiert, das alte Modul dekonfiguriert und das neue ist koinstallierbar.')).toEqual([]);
  }, 120_000);

  it('still flags a slip after the prefix', async () => {
    expect(await flagged('Die unkonfigurirte Anlage wurde rekomprimirt.')).toEqual(['unkonfigurirte', 'rekomprimirt']);
  }, 120_000);

  it('wants the ending of an adjective or participle after "un", of an -ieren verb after the others', () => {
    const words = new Set(['konfigurierte', 'haus', 'komprimiert', 'laufen', 'machen']);
    const isWord = (w: string) => words.has(w);
    expect(isPrefixedDe('unkonfigurierte', isWord)).toBe(true);
    expect(isPrefixedDe('rekomprimiert', isWord)).toBe(true);
    // a past tense is no participle
    words.add('machte');
    for (const w of ['unhaus', 'unlaufen', 'remachen', 'ununkonfigurierte', 'unmachte']) expect(isPrefixedDe(w, isWord), w).toBe(false);
  });
});
