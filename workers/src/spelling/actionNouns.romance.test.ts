import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isRomanceActionNoun } from './actionNouns.romance.js';
import { loadSpeller } from './speller.js';

describe('nouns of the act of a verb', () => {
  it('accepts them, singular and plural, when the verb is a word', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['indexación', 'tabulación', 'indexaciones']) expect(es.isCorrect(w), w).toBe(true);
    const pt = await loadSpeller('pt-pt', nodeDictionaries);
    expect(pt.isCorrect('renomeações')).toBe(true);
    const it_ = await loadSpeller('it', nodeDictionaries);
    expect(it_.isCorrect('evidenziazione')).toBe(true);
  }, 120_000);

  it('still rejects a slip in the stem or the ending', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['indexacion', 'idnexación', 'indexasión']) expect(es.isCorrect(w), w).toBe(false);
  }, 120_000);

  it('asks for the -ar or -are verb', () => {
    const verbs = new Set(['tabular', 'evidenziare']);
    const isWord = (w: string) => verbs.has(w);
    expect(isRomanceActionNoun('es', 'tabulaciones', isWord)).toBe(true);
    expect(isRomanceActionNoun('it', 'evidenziazioni', isWord)).toBe(true);
    expect(isRomanceActionNoun('es', 'tabulición', isWord)).toBe(false);
    expect(isRomanceActionNoun('fr', 'tabulation', isWord)).toBe(false);
  });
});
