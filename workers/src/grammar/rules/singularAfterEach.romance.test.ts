import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { singularAfterEachEs, singularAfterEachFr, singularAfterEachIt, singularAfterEachPt } from './singularAfterEach.romance.js';

// the dictionaries' say on the singulars these sentences need
const words = new Set(['semana', 'mes', 'mese', 'clase', 'ciudad', 'vez', 'día', 'me', 'poco', 'dia', 'ano', 'canção', 'homem', 'semaine', 'journal', 'symbole', 'foi', 'giorno', 'anno', 'parta', 'tese']);
const isWord = (w: string): boolean => words.has(w);

describe('es_cada_singular, pt_cada_singular, fr_chaque_singulier and it_ogni_singolare', () => {
  it('puts the noun after "each" in the singular', () => {
    expect(fixWithRule(singularAfterEachEs, 'Vamos al cine cada semanas, cada meses y cada veces, en cada clases y cada ciudades.', { language: 'es', isWord })).toBe(
      'Vamos al cine cada semana, cada mes y cada vez, en cada clase y cada ciudad.',
    );
    expect(fixWithRule(singularAfterEachPt, 'Cada dias e cada anos, cada canções e cada homens.', { language: 'pt', isWord })).toBe('Cada dia e cada ano, cada canção e cada homem.');
    expect(fixWithRule(singularAfterEachFr, 'Chaque semaines, chaque journaux et chaque symboles.', { language: 'fr', isWord })).toBe('Chaque semaine, chaque journal et chaque symbole.');
    expect(fixWithRule(singularAfterEachIt, 'Ogni giorni e ogni anni.', { language: 'it', isWord })).toBe('Ogni giorno e ogni anno.');
  });
  it('leaves singulars that end like plurals, and numbers and quantities after "each"', () => {
    expect(runRule(singularAfterEachEs, 'Cada mes, cada dos semanas, cada pocos días, cada lunes.', { language: 'es', isWord })).toEqual([]);
    expect(runRule(singularAfterEachPt, 'Cada três dias, cada vez, cada poucos dias.', { language: 'pt', isWord })).toEqual([]);
    expect(runRule(singularAfterEachFr, 'Chaque fois, chaque mois, chaque deux semaines, chaque jour.', { language: 'fr', isWord })).toEqual([]);
    expect(runRule(singularAfterEachIt, 'Ogni parte, ogni tesi, ogni volta, ogni crisi.', { language: 'it', isWord })).toEqual([]);
  });
});
