import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isEncliticFormEs } from './enclitics.es.js';
import { loadSpeller } from './speller.js';

describe('Spanish verbs with their pronouns written on', () => {
  it('accepts an imperative whose pronouns moved the stress and brought an accent', async () => {
    const sp = await loadSpeller('es', nodeDictionaries);
    for (const w of ['muévelos', 'elimínalas', 'márquelos', 'apáguelo', 'Tráigamelo', 'cómpralo', 'permitírsele']) expect(sp.isCorrect(w), w).toBe(true);
  });

  it('still rejects a misspelt verb or pronoun, and the form without its accent', async () => {
    const sp = await loadSpeller('es', nodeDictionaries);
    for (const w of ['muévelso', 'mueévelos', 'márqeulos', 'márquelos.', 'muevelos']) expect(sp.isCorrect(w), w).toBe(false);
  });

  it('wants exactly one accent, on the verb', () => {
    const known = new Set(['mueve']);
    const isWord = (w: string) => known.has(w);
    expect(isEncliticFormEs('muévelos', isWord)).toBe(true);
    expect(isEncliticFormEs('mueveló', isWord)).toBe(false);
    expect(isEncliticFormEs('muévélos', isWord)).toBe(false);
  });
});
