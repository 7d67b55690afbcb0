import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commonErrors } from './commonErrors.js';

const rule = (id: string): ProseRule => commonErrors.find((r) => r.id === id)!;

describe('joined subjects (es, pt, fr)', () => {
  it('makes two nouns joined by "and" a plural subject', () => {
    expect(fixWithRule(rule('es_sujeto_compuesto'), 'Mi madre y mi padre está en casa.', { language: 'es' })).toBe('Mi madre y mi padre están en casa.');
    expect(fixWithRule(rule('es_sujeto_compuesto'), 'Hoy no. El perro y el gato tiene hambre.', { language: 'es' })).toBe('Hoy no. El perro y el gato tienen hambre.');
    expect(fixWithRule(rule('pt_sujeito_composto'), 'Minha mãe e meu pai está em casa.', { language: 'pt' })).toBe('Minha mãe e meu pai estão em casa.');
    expect(fixWithRule(rule('fr_sujet_coordonne'), 'Ma mère et mon père est en vacances.', { language: 'fr' })).toBe('Ma mère et mon père sont en vacances.');
    expect(runRule(rule('fr_sujet_coordonne'), 'Ma mère et mon père est ici.', { language: 'fr' })[0]?.message).toBe(
      'Two nouns joined by "et" make a plural subject ("mère", "père"): "sont".',
    );
  });
  it('stays quiet on one person named twice, a subject that does not open the sentence, and names', () => {
    for (const [id, language, ok] of [
      ['es_sujeto_compuesto', 'es', 'Mi hermano y mejor amigo es Juan.'],
      ['es_sujeto_compuesto', 'es', 'Mi madre y mi padre están en casa.'],
      ['es_sujeto_compuesto', 'es', 'Con mi madre y mi padre está todo bien.'],
      ['pt_sujeito_composto', 'pt', 'O Rei e o Povo é um livro.'],
      ['fr_sujet_coordonne', 'fr', 'Ni ma mère ni mon père est venu.'],
      ['fr_sujet_coordonne', 'fr', 'Le Rouge et le Noir est un roman.'],
    ] as const) {
      expect(runRule(rule(id), ok, { language }), ok).toEqual([]);
    }
  });
});
