import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import type { ProseRule } from '../../lint/rule.js';
import { adjectiveGenderEs } from './adjectiveGender.romance.js';
import { indefiniteArticleGenderEs } from './indefiniteArticleGender.es.js';
import { indefiniteArticleGenderIt } from './indefiniteArticleGender.it.js';
import { indefiniteArticleGenderPt } from './indefiniteArticleGender.pt.js';

// every lower-case word is taken for a dictionary word, so only the rule's own judgement counts
const isWord = (w: string): boolean => /^\p{Ll}+$/u.test(w) && w !== 'lda';
const fix = (rule: ProseRule, language: string, text: string): string => fixWithRule(rule, text, { language, isWord });
const quiet = (rule: ProseRule, language: string, text: string): void => expect(runRule(rule, text, { language, isWord }), text).toEqual([]);

describe('the gender of an indefinite article', () => {
  it('Spanish: "un película" -> "una", "una libro" -> "un"', () => {
    expect(fix(indefiniteArticleGenderEs, 'es', 'Vimos un película y leí una libro.')).toBe('Vimos una película y leí un libro.');
    expect(fix(indefiniteArticleGenderEs, 'es', 'Es un buena idea para una nuevo sistema.')).toBe('Es una buena idea para un nuevo sistema.');
  });
  it('Spanish: leaves exceptions, either gender, a stressed a- and words that are no noun', () => {
    for (const ok of [
      'Es un problema, un día, una mano, una foto y una macro.',
      'Un artista, un demócrata y un pediatra; un arma y un águila.',
      'Tengo una como tú. Hay un hasta luego. Es una pero no dos.',
      'No se encontró un lda. Uma cairo_surface_t.',
      'El Un Pelicula de Prueba.',
    ]) {
      quiet(indefiniteArticleGenderEs, 'es', ok);
    }
  });
  it('leaves the adjective to agree with the mended article', () => {
    quiet(adjectiveGenderEs, 'es', 'Vimos un película bonita.');
    expect(runRule(adjectiveGenderEs, 'La música clásico.', { language: 'es', isWord })).toHaveLength(1);
  });
  it('Italian: "un macchina" -> "una", "una studio" -> "uno"', () => {
    expect(fix(indefiniteArticleGenderIt, 'it', 'Ho comprato un macchina e una libro, e fatto una studio.')).toBe('Ho comprato una macchina e un libro, e fatto uno studio.');
    for (const ok of ['Un poeta, un problema, una mano, un artista e un amico.', 'Una mia amica e un suo collega.']) quiet(indefiniteArticleGenderIt, 'it', ok);
  });
  it('Portuguese: "um casa" -> "uma", "uma carro" -> "um"', () => {
    expect(fix(indefiniteArticleGenderPt, 'pt', 'Comprei um casa e uma carro.')).toBe('Comprei uma casa e um carro.');
    for (const ok of ['Uma revisão, uma junção e um pão.', 'Um dia, um mapa, um cara legal e uma tribo.', 'Um sistema e uma foto.']) quiet(indefiniteArticleGenderPt, 'pt', ok);
  });
});
