import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commonErrorsEs } from './commonErrors.es.js';
import { commonErrorsFr } from './commonErrors.fr.js';
import { commonErrorsIt } from './commonErrors.it.js';
import { commonErrorsPt } from './commonErrors.pt.js';

const rule = (rules: readonly ProseRule[], id: string): ProseRule => rules.find((r) => r.id === id)!;
// the dictionary: the words of these sentences, less the forms no language has
const notWords = new Set(['felice', 'importanto', 'legai', 'intelligento']);
const isWord = (w: string): boolean => !notWords.has(w.toLowerCase());
const cases: Array<[string, ProseRule, string, string, string[]]> = [
  ['es', rule(commonErrorsEs, 'es_adjetivo_singular'), 'Es un problema muy importantes y una persona muy felices.', 'Es un problema muy importante y una persona muy feliz.', ['Son unos problemas muy importantes.', 'Una casa y una tienda muy grandes.', 'Son un poco demasiado caros.']],
  ['pt', rule(commonErrorsPt, 'pt_adjetivo_singular'), 'É um problema muito importantes e um homem muito legais.', 'É um problema muito importante e um homem muito legal.', ['São uns problemas muito importantes.', 'Eles são um pouco muito altos.']],
  ['fr', rule(commonErrorsFr, 'fr_adjectif_singulier'), "C'est un problème très importants et une maison très grandes.", "C'est un problème très important et une maison très grande.", ['Un poisson très frais et un homme très heureux.', 'Une syntaxe et une sémantique très différentes.', 'Ils sont un peu trop grands.']],
  ['it', rule(commonErrorsIt, 'it_aggettivo_singolare'), 'Un problema molto importanti, un cane molto bianchi e una casa molto belle.', 'Un problema molto importante, un cane molto bianco e una casa molto bella.', ['Una ragazza molto intelligente.', 'Un ragazzo e una ragazza molto simpatici.']],
];

describe('an adjective after a singular noun and a word of degree is singular', () => {
  for (const [language, r, wrong, right, oks] of cases) {
    it(`${language}: makes the adjective singular, and leaves plural nouns, pairs and quantities`, () => {
      expect(fixWithRule(r, wrong, { language, isWord })).toBe(right);
      for (const ok of oks) expect(runRule(r, ok, { language, isWord })).toEqual([]);
    });
  }
});
