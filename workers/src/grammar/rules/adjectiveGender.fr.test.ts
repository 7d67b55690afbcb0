import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adjectiveGenderFr } from './adjectiveGender.fr.js';

const opts = realDictionaries('fr');

describe('fr_genre_adjectif', () => {
  it.each([
    ['Elle a une voiture blanc.', 'Elle a une voiture blanche.'],
    ['La semaine dernier, nous avons lu une lettre important.', 'La semaine dernière, nous avons lu une lettre importante.'],
    ["C'est une personne gentil, une réponse naturel, une femme heureux, une idée actif.", "C'est une personne gentille, une réponse naturelle, une femme heureuse, une idée active."],
    ['Je la trouve gentil.', 'Je la trouve gentille.'],
  ])('%s', (wrong, right) => {
    expect(fixWithRule(adjectiveGenderFr, wrong, opts('fr'))).toBe(right);
  });
  it('leaves participles in -ant, nouns after a noun, and an adjective that may describe an earlier noun', () => {
    for (const ok of [
      'Une ligne contenant des mots. Une transaction important un snapshot.',
      'Cette option permet tout. Une bonne solution.',
      'La taille du fichier grand. Les chats et la souris blanc.',
      'Une sortie petit boutiste. Une fois fini, on part.',
      'Une voiture blanche et une lettre importante.',
    ]) {
      expect(runRule(adjectiveGenderFr, ok, opts('fr')), ok).toEqual([]);
    }
  });
});
