import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isRomanceAbleAdjective } from './ableAdjectives.romance.js';
import { loadSpeller } from './speller.js';

describe('adjectives of what can be done, made from a verb', () => {
  it('accepts them when the verb is a word', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['configurable', 'descargables', 'reutilizable', 'instalables']) expect(es.isCorrect(w), w).toBe(true);
    const pt = await loadSpeller('pt-pt', nodeDictionaries);
    for (const w of ['instalável', 'graváveis']) expect(pt.isCorrect(w), w).toBe(true);
    const it_ = await loadSpeller('it', nodeDictionaries);
    for (const w of ['ridimensionabile', 'ridimensionabili']) expect(it_.isCorrect(w), w).toBe(true);
  }, 120_000);

  it('still rejects a slip, and the ending of the other conjugation', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    // "comprender" makes no "comprendable"; "configurible" has the wrong vowel
    for (const w of ['confgurable', 'comprendable', 'configurible']) expect(es.isCorrect(w), w).toBe(false);
  }, 120_000);

  it('asks for the verb of the ending', () => {
    const verbs = new Set(['instalar', 'leggere', 'servir']);
    const isWord = (w: string) => verbs.has(w);
    expect(isRomanceAbleAdjective('es', 'instalable', isWord)).toBe(true);
    expect(isRomanceAbleAdjective('es', 'servibles', isWord)).toBe(true);
    expect(isRomanceAbleAdjective('it', 'leggibili', isWord)).toBe(true);
    expect(isRomanceAbleAdjective('es', 'instalible', isWord)).toBe(false);
    expect(isRomanceAbleAdjective('it', 'leggabile', isWord)).toBe(false);
    expect(isRomanceAbleAdjective('fr', 'instalable', isWord)).toBe(false);
  });
});
