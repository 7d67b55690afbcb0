import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { soundKey } from './soundKey.romance.js';
import { loadSpeller } from './speller.js';

describe('sound keys of Spanish and Portuguese', () => {
  it('gives words said alike one key', () => {
    for (const [typed, meant] of [['desición', 'decisión'], ['vivlioteca', 'biblioteca'], ['hechar', 'echar'], ['cojer', 'coger'], ['exelente', 'excelente'], ['ceguir', 'seguir'], ['yendo', 'llendo']] as const) {
      expect(soundKey('es', typed), typed).toBe(soundKey('es', meant));
    }
    for (const [typed, meant] of [['nescessário', 'necessário'], ['paralizar', 'paralisar'], ['conciência', 'consciência'], ['excessão', 'exceção']] as const) {
      expect(soundKey('pt-pt', typed), typed).toBe(soundKey('pt-pt', meant));
    }
  });

  it('keeps apart what is said apart', () => {
    // g before a and before e; Portuguese lh and l, nasal ã and a; Spanish r and rr are kept by the edits
    expect(soundKey('es', 'gato')).not.toBe(soundKey('es', 'jato'));
    expect(soundKey('es', 'seguir')).not.toBe(soundKey('es', 'sejir'));
    expect(soundKey('pt', 'filha')).not.toBe(soundKey('pt', 'fila'));
    expect(soundKey('pt', 'irmã')).not.toBe(soundKey('pt', 'irma'));
    expect(soundKey('fr', 'décision')).toBe('');
    expect(soundKey('es', 'año2024')).toBe('');
  });
});

describe('suggestions by sound', () => {
  it('offers the word said the same, however many letters apart', async () => {
    const es = await loadSpeller('es', nodeDictionaries);
    for (const [typed, meant] of [['vivlioteca', 'biblioteca'], ['desición', 'decisión'], ['hechar', 'echar'], ['haci', 'así'], ['aprendisaje', 'aprendizaje'], ['almoada', 'almohada'], ['trabajava', 'trabajaba']] as const) {
      expect(es.suggest(typed, 3)[0], typed).toBe(meant);
    }
  }, 120_000);

  it('puts a missing accent first, and leaves foreign words to the edits', async () => {
    const pt = await loadSpeller('pt', nodeDictionaries);
    expect(pt.suggest('saida', 3)[0]).toBe('saída');
    expect(pt.suggest('areas', 3)[0]).toBe('áreas');
    expect(pt.suggest('nescessário', 3)[0]).toBe('necessário');
    // English in a Portuguese text: "share" is no "zaré"
    expect(pt.suggest('share', 5)).not.toContain('zaré');
  }, 120_000);
});
