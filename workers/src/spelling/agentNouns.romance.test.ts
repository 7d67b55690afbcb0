import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isRomanceAgentNoun } from './agentNouns.romance.js';
import { loadSpeller } from './speller.js';

describe('agent nouns made from a verb in Spanish, Portuguese and Italian', () => {
  it('accepts the noun of a known verb', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['optimizador', 'manejadores', 'alojadora']) expect(es.isCorrect(w), w).toBe(true);
    const it_ = await loadSpeller('it', nodeDictionaries);
    for (const w of ['specificatore', 'specificatori']) expect(it_.isCorrect(w), w).toBe(true);
  });

  it('still rejects a slip in the verb or the ending', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const w of ['optimisador', 'optimizadorx', 'manejadoras.', 'optimizdor']) expect(es.isCorrect(w), w).toBe(false);
    const it_ = await loadSpeller('it', nodeDictionaries);
    expect(it_.isCorrect('specifcatore')).toBe(false);
  });

  it('takes the verb ending from the vowel before the suffix', () => {
    const verbs = new Set(['medir', 'correr', 'finire']);
    const isWord = (w: string) => verbs.has(w);
    expect(isRomanceAgentNoun('es', 'medidor', isWord)).toBe(true);
    expect(isRomanceAgentNoun('pt', 'corredores', isWord)).toBe(true);
    expect(isRomanceAgentNoun('pt-pt', 'medidoras', isWord)).toBe(true);
    expect(isRomanceAgentNoun('it', 'finitore', isWord)).toBe(true);
    expect(isRomanceAgentNoun('es', 'medador', isWord)).toBe(false);
    expect(isRomanceAgentNoun('fr', 'medidor', isWord)).toBe(false);
  });
});
