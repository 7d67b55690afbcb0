import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { infinitiveLinkEs } from './infinitiveLink.es.js';

const ctx = { language: 'es', register: 'general' as const, isWord: () => true };
const findings = (text: string) => resolveOverlaps(infinitiveLinkEs.flatMap((r) => r.check(text, ctx)));

describe('the link between a Spanish verb and its infinitive', () => {
  it('puts "a" after aprender, empezar, enseñar, volver and ayudar, and takes "de" from "pensar"', () => {
    expect(applyFixes('Quiero aprender hablar español. Empezó llover y me enseñó cocinar.', findings('Quiero aprender hablar español. Empezó llover y me enseñó cocinar.'))).toBe(
      'Quiero aprender a hablar español. Empezó a llover y me enseñó a cocinar.',
    );
    const text = 'Volví leerlo ayer. Pienso de ir al cine.';
    expect(applyFixes(text, findings(text))).toBe('Volví a leerlo ayer. Pienso ir al cine.');
  });
  it('leaves nouns and adjectives in -ar, "la ayuda", and a question of opinion', () => {
    for (const ok of ['Aprendió a nadar y empezó a llover.', 'Pidió ayuda militar.', 'Empezó militar en el partido. Vuelve hogar.', '¿Qué piensas de ir en tren?', 'Ayudó mujer y niño.']) {
      expect(findings(ok), ok).toEqual([]);
    }
  });
});
