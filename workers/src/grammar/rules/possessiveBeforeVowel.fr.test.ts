import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { possessiveBeforeVowelFr } from './possessiveBeforeVowel.fr.js';

const fr = { language: 'fr' };

describe('fr_possessif_voyelle', () => {
  it('gives a possessive before a vowel or a mute h its masculine form', () => {
    expect(fixWithRule(possessiveBeforeVowelFr, 'Ma amie aime sa histoire et ta idée.', fr)).toBe('Mon amie aime son histoire et ton idée.');
  });
  it('leaves an aspirated h, "m\'a" written apart and "ça" written "sa"', () => {
    for (const ok of ['Sa hauteur et sa honte.', 'Il ma aidé hier.', 'Sa a marché.', '-sa inclure un fichier.', 'Ma petite amie et sa voiture.']) {
      expect(runRule(possessiveBeforeVowelFr, ok, fr), ok).toEqual([]);
    }
  });
});
