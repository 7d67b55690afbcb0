import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adjectiveNumberFr } from './adjectiveNumber.fr.js';

const fr = realDictionaries('fr')('fr');

describe('fr_nombre_adjectif', () => {
  it('gives a singular adjective after a plural determiner and noun its -s', () => {
    expect(fixWithRule(adjectiveNumberFr, 'Elle aime les voitures rouge. Il y a des pommes verte.', fr)).toBe('Elle aime les voitures rouges. Il y a des pommes vertes.');
    expect(fixWithRule(adjectiveNumberFr, 'Ces idées intéressante plaisent. Mes amies heureuse chantent.', fr)).toBe('Ces idées intéressantes plaisent. Mes amies heureuses chantent.');
  });
  it('leaves verbs, pairs, "des" after a noun, participles and keywords', () => {
    for (const ok of [
      'Les enfants calme le chien.',
      'Les couleurs rouge et verte.',
      'La liste des fichiers importante.',
      'Les portes fermée hier.',
      'Seules les politiques PERMISSIVE sont supportées.',
      'Les voitures rouges.',
    ]) {
      expect(runRule(adjectiveNumberFr, ok, fr), ok).toEqual([]);
    }
  });
});
