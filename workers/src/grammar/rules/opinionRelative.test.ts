import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { opinionRelativeRules } from './opinionRelative.js';

const fix = (language: string, text: string): string =>
  applyFixes(text, resolveOverlaps(opinionRelativeRules.flatMap((r) => (r.languages?.includes(language) ? r.check(text, { language, register: 'general', isWord: () => true }) : []))));

describe('a relative pronoun before a verb of opinion agrees with the people before it', () => {
  it('puts the verb in the plural', () => {
    expect(fix('es', 'Hay muchas personas que piensa que es fácil.')).toBe('Hay muchas personas que piensan que es fácil.');
    expect(fix('pt', 'Há muitas pessoas que acha que é fácil.')).toBe('Há muitas pessoas que acham que é fácil.');
    expect(fix('it', 'Ci sono molte persone che pensa che sia facile.')).toBe('Ci sono molte persone che pensano che sia facile.');
  });
  it('leaves a plural verb, a singular noun and an object relative', () => {
    for (const [language, ok] of [
      ['es', 'Hay personas que piensan que es fácil, y la persona que piensa que no.'],
      ['es', 'Son los amigos que tiene Juan.'],
      ['pt', 'A pessoa que acha que sim.'],
      ['it', 'La persona che pensa che sia vero.'],
    ] as const) {
      expect(fix(language, ok), ok).toBe(ok);
    }
  });
});
