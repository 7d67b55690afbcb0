import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { spanishOpeningMarks } from './openingMarks.es.js';

const spanish = new Set('donde porque no que hola ana dónde está tu hermana qué bonito día si llueve hacemos de eres vienes mañana me alegro mucho ella dijo él preguntó y se fue escriba para más información lo sabes dímelo quiere convertirla en una clave'.split(' '));
const opts = { language: 'es', isWord: (w: string) => spanish.has(w.toLowerCase()) };

describe('es_signo_apertura', () => {
  it('opens a question with "¿" and an exclamation with "¡" where they begin', () => {
    expect(fixWithRule(spanishOpeningMarks, 'Hola Ana. Dónde está tu hermana? Qué bonito día!', opts)).toBe('Hola Ana. ¿Dónde está tu hermana? ¡Qué bonito día!');
    expect(fixWithRule(spanishOpeningMarks, 'Si llueve, qué hacemos? De dónde eres?', opts)).toBe('Si llueve, ¿qué hacemos? ¿De dónde eres?');
    expect(fixWithRule(spanishOpeningMarks, 'Vienes mañana? Me alegro mucho!', opts)).toBe('¿Vienes mañana? ¡Me alegro mucho!');
    expect(fixWithRule(spanishOpeningMarks, 'Ella dijo: "vienes mañana?"', opts)).toBe('Ella dijo: "¿vienes mañana?"');
    // the question word takes its accent in the same fix
    expect(fixWithRule(spanishOpeningMarks, 'Donde está tu hermana? Porque no vienes? Que bonito!', opts)).toBe('¿Dónde está tu hermana? ¿Por qué no vienes? ¡Que bonito!');
  });
  it('stays quiet on opened marks, quoted English, and marks used as symbols', () => {
    for (const ok of [
      '¿Vienes mañana? ¡Me alegro mucho!',
      'Él preguntó "Are you sure?" y se fue.',
      "Escriba '?' para más información. Si lo sabes, dímelo.",
      'Si x != y, quiere convertirla en (?P una clave.',
    ]) {
      expect(runRule(spanishOpeningMarks, ok, opts)).toEqual([]);
    }
  });
});
