import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isRomanceMannerAdverb } from './mannerAdverbs.romance.js';
import { loadSpeller } from './speller.js';

describe('adverbs in -mente, made from an adjective', () => {
  it('accepts them when the adjective is a word', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['recursivamente', 'dinámicamente', 'interactivamente', 'secuencialmente', 'concurrentemente', 'algorítmicamente']) expect(es.isCorrect(w), w).toBe(true);
    const pt = await loadSpeller('pt', nodeDictionaries);
    for (const w of ['sincronamente', 'rapidamente', 'possivelmente']) expect(pt.isCorrect(w), w).toBe(true);
    const it_ = await loadSpeller('it', nodeDictionaries);
    for (const w of ['incrementalmente', 'condizionalmente', 'concorrentemente', 'acremente']) expect(it_.isCorrect(w), w).toBe(true);
  }, 120_000);

  it('still rejects a slip and an adjective written the wrong way before -mente', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    // Spanish keeps the accent: "dinamicamente", "automaticamente" are slips
    for (const w of ['dinamicamente', 'automaticamente', 'simultánemente', 'recursivamante']) expect(es.isCorrect(w), w).toBe(false);
    const pt = await loadSpeller('pt', nodeDictionaries);
    // Portuguese drops it
    for (const w of ['necessáriamente', 'rápidamente', 'fácilmente']) expect(pt.isCorrect(w), w).toBe(false);
    const it_ = await loadSpeller('it', nodeDictionaries);
    for (const w of ['facilemente', 'incrementalemente', 'rapidemente']) expect(it_.isCorrect(w), w).toBe(false);
  }, 120_000);

  it('asks for an adjective: a feminine with its masculine, or one form for both', () => {
    const words = new Set(['recursiva', 'recursivo', 'casa', 'concurrente', 'fácil', 'rápida', 'rápido', 'possível', 'facile', 'dolce', 'rapide', 'rapido']);
    const isWord = (w: string) => words.has(w);
    expect(isRomanceMannerAdverb('es', 'recursivamente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('es', 'concurrentemente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('es', 'fácilmente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('pt', 'rapidamente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('pt-pt', 'possivelmente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('it', 'facilmente', isWord)).toBe(true);
    expect(isRomanceMannerAdverb('it', 'dolcemente', isWord)).toBe(true);
    // a noun in -a without a masculine in -o
    expect(isRomanceMannerAdverb('es', 'casamente', isWord)).toBe(false);
    expect(isRomanceMannerAdverb('it', 'rapidemente', isWord)).toBe(false);
    expect(isRomanceMannerAdverb('fr', 'recursivamente', isWord)).toBe(false);
  });
});
