import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { isReformSpellingFr } from './reform1990.fr.js';
import { loadSpeller } from './speller.js';

describe('French spelling of 1990, without the circumflex on i and u', () => {
  const flagged = async (text: string): Promise<string[]> => {
    const speller = await loadSpeller('fr', nodeDictionaries);
    return checkSpelling(text, { speller, accepted: new Set() }).map((f) => text.slice(f.start, f.end));
  };

  it('accepts the rectified forms beside the older ones', async () => {
    expect(await flagged("Il connait la chaine de montagnes et apparait au diner sur l'ile.")).toEqual([]);
    expect(await flagged('Il connaît la chaîne de montagnes et apparaît au dîner.')).toEqual([]);
    expect(await flagged('Le cout du gite dépend du gout du maitre pour les huitres.')).toEqual([]);
  }, 120_000);

  it('still flags a slip beside the dropped circumflex, and a word it keeps its circumflex in', async () => {
    expect(await flagged('Il conait la chaine.')).toEqual(['conait']);
    // "sûr" keeps it in all its forms
    expect(await flagged('Elle viendra surement demain.')).toEqual(['surement']);
  }, 120_000);

  it('keeps the circumflex of the passé simple, the imperfect subjunctive, "dû" and "mûr"', () => {
    const words = new Set(['fîmes', 'vîtes', 'prît', 'eût', 'connaît', 'goût', 'mûrir', 'sûreté', 'dû']);
    const isWord = (w: string) => words.has(w);
    for (const w of ['connait', 'gout']) expect(isReformSpellingFr(w, isWord), w).toBe(true);
    for (const w of ['fimes', 'vites', 'prit', 'eut', 'murir', 'sureté', 'du']) expect(isReformSpellingFr(w, isWord), w).toBe(false);
  });
});
