import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isEnglishLoanword } from './loanwords.js';
import { loadSpeller } from './speller.js';

describe('English loanwords in the other languages', () => {
  it('knows the words and their plurals, except where a language spells its own', () => {
    expect(isEnglishLoanword('it', 'repository')).toBe(true);
    expect(isEnglishLoanword('de', 'Repositorys')).toBe(true);
    expect(isEnglishLoanword('fr', 'click')).toBe(false);
    expect(isEnglishLoanword('es', 'team')).toBe(false);
    expect(isEnglishLoanword('de', 'team')).toBe(true);
    expect(isEnglishLoanword('it', 'tema')).toBe(false);
  });

  it('accepts them as words, after an elided article too, and never offers them', async () => {
    const it_ = await loadSpeller('it', nodeDictionaries);
    for (const w of ['repository', 'commit', 'template', "l'upload", 'webcam']) expect(it_.isCorrect(w), w).toBe(true);
    const es = await loadSpeller('es', nodeDictionaries);
    expect(es.isCorrect('backend')).toBe(true);
    // a slip for a Spanish word stays one
    expect(es.isCorrect('team')).toBe(false);
    expect(es.suggest('team', 3)).toContain('tema');
    expect(es.isCorrect('click')).toBe(false);
    expect(es.suggest('click', 3)[0]).toBe('clic');
    const pt = await loadSpeller('pt', nodeDictionaries);
    expect(pt.suggest('repositori', 8)).not.toContain('repository');
  }, 60_000);
});
