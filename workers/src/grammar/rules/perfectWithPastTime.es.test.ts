import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { perfectWithPastTimeEs } from './perfectWithPastTime.es.js';

const es = { language: 'es' };

describe('es_perfecto_tiempo_pasado', () => {
  it('gives a time that is over the preterite', () => {
    expect(fixWithRule(perfectWithPastTimeEs, 'Ayer he ido al cine. El año pasado hemos visitado Madrid. Hace dos días me he levantado tarde.', es)).toBe(
      'Ayer fui al cine. El año pasado visitamos Madrid. Hace dos días me levanté tarde.',
    );
    expect(fixWithRule(perfectWithPastTimeEs, 'Ayer, he comido paella. Anoche he buscado mis llaves y ellos han hecho la cena.', es)).toBe(
      'Ayer, comí paella. Anoche busqué mis llaves y ellos han hecho la cena.',
    );
    expect(fixWithRule(perfectWithPastTimeEs, 'El lunes pasado ha dormido mal y ha pedido ayuda.', es)).toBe('El lunes pasado durmió mal y ha pedido ayuda.');
  });
  it('leaves times that reach up to now and clauses without a time that is over', () => {
    for (const ok of ['Hoy he ido al cine.', 'Ya he comido.', 'He vivido aquí desde 2010.', 'Ayer fui al cine y hoy he ido al teatro.', 'Esta semana he trabajado mucho.', 'Ella llegó anoche y ha dicho que vendrá.']) {
      expect(runRule(perfectWithPastTimeEs, ok, es), ok).toEqual([]);
    }
  });
});
