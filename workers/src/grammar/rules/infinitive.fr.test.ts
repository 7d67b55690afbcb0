import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { infinitiveAfterVerbFr } from './infinitive.fr.js';

const opts = realDictionaries('fr');

describe('fr_infinitif_apres_verbe', () => {
  it('puts the infinitive the writer heard after aller, pouvoir, vouloir, devoir, falloir and the like', () => {
    const fixes: Array<[string, string]> = [
      ['Je vais mangé une pomme ce soir.', 'Je vais manger une pomme ce soir.'],
      ['Il faut mangé des légumes.', 'Il faut manger des légumes.'],
      ['Nous pouvons commencé maintenant.', 'Nous pouvons commencer maintenant.'],
      ['Le nom ne doit comporté que des lettres.', 'Le nom ne doit comporter que des lettres.'],
      ["Je ne peux pas l'appelé ce soir.", "Je ne peux pas l'appeler ce soir."],
      ['Il faut choisi une couleur.', 'Il faut choisir une couleur.'],
      ['Elle doit été là.', 'Elle doit être là.'],
      ["J'aime beaucoup voyagé.", "J'aime beaucoup voyager."],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(infinitiveAfterVerbFr, text, opts('fr')), text).toBe(fixed);
    expect(runRule(infinitiveAfterVerbFr, 'Je vais mangé.', opts('fr'))[0]?.message).toBe('After this verb the next one is an infinitive: "manger", not the participle "mangé".');
  });

  it('stays quiet on correct text', () => {
    for (const ok of [
      'Je vais manger une pomme.',
      'Je veux aussi du pain.',
      'Il faut lui parler.',
      'Je préfère celui-ci.',
      'Je sais pourquoi il est parti.',
      'Il est peut-être venu hier.',
      'Il a mangé une pomme.',
      'On va samedi au marché.',
    ]) {
      expect(runRule(infinitiveAfterVerbFr, ok, opts('fr')), ok).toEqual([]);
    }
  });
});
