import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { relativeSubjectRules } from './relativeSubject.js';

const fix = (language: string, text: string): string =>
  applyFixes(text, resolveOverlaps(relativeSubjectRules.flatMap((r) => (r.languages?.includes(language) ? r.check(text, { language, register: 'general', isWord: () => true }) : []))));

describe('a relative pronoun that is the subject agrees with the people before it', () => {
  it('puts the verb in the plural', () => {
    expect(fix('es', 'Hay muchas personas que piensa que es fácil.')).toBe('Hay muchas personas que piensan que es fácil.');
    expect(fix('pt', 'Há muitas pessoas que acha que é fácil.')).toBe('Há muitas pessoas que acham que é fácil.');
    expect(fix('it', 'Ci sono molte persone che pensa che sia facile.')).toBe('Ci sono molte persone che pensano che sia facile.');
  });
  it('does so for a verb that takes no object, with no clause after it', () => {
    expect(fix('es', 'Las personas que trabaja aquí y los niños que vive en el pueblo.')).toBe('Las personas que trabajan aquí y los niños que viven en el pueblo.');
    expect(fix('pt', 'As pessoas que trabalha aqui e os alunos que mora longe.')).toBe('As pessoas que trabalham aqui e os alunos que moram longe.');
    expect(fix('it', 'Le persone che lavora qui e i ragazzi che abita lì.')).toBe('Le persone che lavorano qui e i ragazzi che abitano lì.');
  });
  it('leaves a plural verb, a singular noun and an object relative', () => {
    for (const [language, ok] of [
      ['es', 'Hay personas que piensan que es fácil, y la persona que piensa que no.'],
      ['es', 'Son los amigos que tiene Juan.'],
      ['pt', 'A pessoa que acha que sim.'],
      ['it', 'La persona che pensa che sia vero.'],
      ['es', 'Uno de los estudiantes que trabaja aquí es mi amigo.'],
      ['pt', 'Um dos alunos que trabalha aqui. Os amigos que vai visitar moram longe.'],
      ['it', 'Uno degli studenti che lavora qui.'],
    ] as const) {
      expect(fix(language, ok), ok).toBe(ok);
    }
  });
});
