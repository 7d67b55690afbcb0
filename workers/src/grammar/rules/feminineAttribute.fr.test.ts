import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { feminineAttributeFr } from './feminineAttribute.fr.js';

const fr = realDictionaries('fr')('fr');

describe('fr_accord_attribut_feminin', () => {
  it('gives the adjective or participle after "elle" and a verb of being its feminine', () => {
    expect(fixWithRule(feminineAttributeFr, 'Elle est parti hier, et elle était très content.', fr)).toBe('Elle est partie hier, et elle était très contente.');
    expect(fixWithRule(feminineAttributeFr, "Ma sœur est venu. Je crois qu'elle est heureux, mais elle n'est pas sportif.", fr)).toBe("Ma sœur est venue. Je crois qu'elle est heureuse, mais elle n'est pas sportive.");
  });
  it('leaves feminine and epicene words, nouns, and "elle" after a preposition', () => {
    for (const ok of [
      'Elle est partie hier.',
      'Elle est malade et triste.',
      'Elle est médecin, et elle est là.',
      "Ce qu'on dit d'elle est faux.",
      'Elle est en retard, elle est chez elle.',
      'Elle est bien.',
    ]) {
      expect(runRule(feminineAttributeFr, ok, fr), ok).toEqual([]);
    }
  });
});
