import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { homophonesEs } from './homophones.es.js';

const opts = realDictionaries('es');

describe('es_homofonos_verbo', () => {
  it('writes the verb the writer heard', () => {
    const fixes: Array<[string, string]> = [
      ['Ella tubo que irse temprano.', 'Ella tuvo que irse temprano.'],
      ['Nunca tubo que trabajar tanto.', 'Nunca tuvo que trabajar tanto.'],
      ['Yo lo e visto muchas veces.', 'Yo lo he visto muchas veces.'],
      ['Todavía no e terminado.', 'Todavía no he terminado.'],
      ['Creo que ay muchas personas aquí.', 'Creo que hay muchas personas aquí.'],
      ['Ay que ir al médico.', 'Hay que ir al médico.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(homophonesEs, text, opts('es')), text).toBe(fixed);
    expect(runRule(homophonesEs, 'Lo e visto.', opts('es'))[0]?.message).toBe('Before a participle the auxiliary is "he" (haber), with an h: "lo he visto".');
  });

  it('stays quiet where the word is what it says', () => {
    for (const ok of ['El tubo que conecta el agua está roto.', 'Padres e hijos llegaron.', 'Fue revisado e incluido en el informe.', '¡Ay, qué dolor!', '¡Ay que bonito!', 'Tuvo que irse.']) {
      expect(runRule(homophonesEs, ok, opts('es')), ok).toEqual([]);
    }
  });
});
