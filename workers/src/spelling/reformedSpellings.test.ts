import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { loadSpeller, type Speller } from './speller.js';

let ptPt: Speller;
let ptBr: Speller;
let de: Speller;
beforeAll(async () => {
  [ptPt, ptBr, de] = await Promise.all([loadSpeller('pt-pt', nodeDictionaries), loadSpeller('pt', nodeDictionaries), loadSpeller('de', nodeDictionaries)]);
}, 120_000);

const found = (text: string, speller: Speller) =>
  checkSpelling(text, { speller, accepted: new Set() }).map((f) => [text.slice(f.start, f.end), f.rule, f.severity, f.replacements[0]]);

describe('spellings before a reform', () => {
  it('tells European Portuguese written before 1990 from a misspelling, with the current spelling', () => {
    expect(found('O director exige uma acção excepcional na situação actual.', ptPt)).toEqual([
      ['director', 'reformed_spelling', 'warning', 'diretor'],
      ['acção', 'reformed_spelling', 'warning', 'ação'],
      ['excepcional', 'reformed_spelling', 'warning', 'excecional'],
      ['actual', 'reformed_spelling', 'warning', 'atual'],
    ]);
    const [finding] = checkSpelling('A situação actual.', { speller: ptPt, accepted: new Set() });
    expect(finding!.message).toBe('"actual" is the spelling before the Orthographic Agreement of 1990; it is now written "atual".');
  });
  it('knows the trema and the accents Brazil dropped', () => {
    expect(found('Uma idéia freqüente: o vôo foi heróico.', ptBr).map(([w, , , fix]) => [w, fix])).toEqual([
      ['idéia', 'ideia'], ['freqüente', 'frequente'], ['vôo', 'voo'], ['heróico', 'heroico'],
    ]);
  });
  it('tells German written before 1996 from a misspelling', () => {
    expect(found('Ich weiß, daß er kommen muß, und die Straße ist nass.', de)).toEqual([
      ['daß', 'reformed_spelling', 'warning', 'dass'],
      ['muß', 'reformed_spelling', 'warning', 'muss'],
    ]);
  });
  it('still treats a slip as a misspelling', () => {
    expect(found('Uma situaçao difícil.', ptPt).map(([, rule]) => rule)).toEqual(['spelling']);
    expect(found('Das ist nicht richtg.', de).map(([, rule]) => rule)).toEqual(['spelling']);
  });
});
