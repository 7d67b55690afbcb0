import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { isNeverSuggested } from './neverSuggested.js';
import { loadSpeller } from './speller.js';

describe('isNeverSuggested', () => {
  it('knows slurs in any casing and their inflected forms', () => {
    expect(isNeverSuggested('en', 'Negroes')).toBe(true);
    expect(isNeverSuggested('de', 'Negerin')).toBe(true);
    expect(isNeverSuggested('fr', 'Négresse')).toBe(true);
    expect(isNeverSuggested('pt-pt', 'paneleiros')).toBe(true);
  });
  it('leaves the words they resemble', () => {
    for (const [lang, w] of [['en', 'Niger'], ['en', 'chink'], ['de', 'Neuer'], ['pt', 'veado'], ['it', 'nero'], ['es', 'negro']] as const) {
      expect(isNeverSuggested(lang, w), w).toBe(false);
    }
  });
});

describe('spelling suggestions', () => {
  it('never offer a slur for a slip, yet accept one typed', async () => {
    const en = await loadSpeller('en', nodeDictionaries);
    for (const typo of ['negor', 'newgrp', 'Negrow', 'redliens', 'kikes', 'fagot']) {
      const offered = en.suggest(typo, 10);
      expect(offered.filter((w) => isNeverSuggested('en', w)), typo).toEqual([]);
    }
    expect(en.suggest('negor', 3)).toContain('never');
    expect(en.isCorrect('Negro')).toBe(true);
    const de = await loadSpeller('de', nodeDictionaries);
    expect(de.suggest('never', 10)).not.toContain('Neger');
    expect(de.suggest('never', 10)).toContain('neuer');
    expect(de.isCorrect('Neger')).toBe(true);
    const nl = await loadSpeller('nl', nodeDictionaries);
    expect(nl.suggest('neger', 10).filter((w) => isNeverSuggested('nl', w))).toEqual([]);
  }, 60_000);
});
