import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commonErrorsEs } from './commonErrors.es.js';
import { commonErrorsFr } from './commonErrors.fr.js';
import { commonErrorsIt } from './commonErrors.it.js';
import { commonErrorsPt } from './commonErrors.pt.js';

const rule = (rules: readonly ProseRule[], id: string): ProseRule => rules.find((r) => r.id === id)!;
const cases: Array<[string, ProseRule, string[], string[]]> = [
  [
    'es',
    rule(commonErrorsEs, 'es_sujeto_singular'),
    ['La chica son muy simpática. Pero el chico tienen hambre, y la casa son grande.', 'La chica es muy simpática. Pero el chico tiene hambre, y la casa es grande.'],
    ['El problema son los precios.', 'La mayoría son buenos.', 'Esta noche van a venir.', 'El chico y la chica son amigos.', 'Creo que los libros de la chica son caros.', 'Los paquetes que proporcionan este archivo son:'],
  ],
  [
    'it',
    rule(commonErrorsIt, 'it_soggetto_singolare'),
    ["La ragazza sono stanca. Ma il ragazzo hanno fame, e l'amico sono qui.", "La ragazza è stanca. Ma il ragazzo ha fame, e l'amico è qui."],
    ['Il problema sono i soldi.', 'La ragazza e il ragazzo sono amici.', 'I pacchetti che forniscono questo file sono:', 'La maggior parte sono qui.'],
  ],
  [
    'pt',
    rule(commonErrorsPt, 'pt_sujeito_singular'),
    ['A menina são simpáticas. Mas o menino têm fome.', 'A menina é simpáticas. Mas o menino tem fome.'],
    ['O problema são os preços.', 'A maioria são bons.', 'As opções a seguir não têm suporte.', 'Os pacotes que fornecem esse arquivo são:'],
  ],
  [
    'fr',
    rule(commonErrorsFr, 'fr_sujet_singulier'),
    ["La fille sont gentille. L'enfant sont là, mais le garçon ont faim.", "La fille est gentille. L'enfant est là, mais le garçon a faim."],
    ['La plupart sont partis.', 'La fille et le garçon sont amis.', 'Les lignes qui suivent la première sont appelées ainsi.', 'Tous les composants sauf le dernier doivent exister.'],
  ],
];

describe('a singular noun subject takes a singular verb', () => {
  for (const [language, r, [wrong, right], oks] of cases) {
    it(`${language}: fixes the verb after a singular subject that opens its clause, and leaves longer subjects and predicates`, () => {
      expect(fixWithRule(r, wrong!, { language })).toBe(right);
      for (const ok of oks) expect(runRule(r, ok, { language })).toEqual([]);
    });
  }
});
