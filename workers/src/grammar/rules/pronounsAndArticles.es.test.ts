import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { pronounsAndArticlesEs } from './pronounsAndArticles.es.js';

const ctx = { language: 'es', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(pronounsAndArticlesEs.flatMap((r) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('es_les_plural and es_articulo_cuerpo', () => {
  it.each([
    ['Le dije a ellos que vinieran y le pregunté a mis padres.', 'Les dije a ellos que vinieran y les pregunté a mis padres.'],
    ['Me duele mi cabeza y le duelen sus pies.', 'Me duele la cabeza y le duelen los pies.'],
    ['Ayer me dolía mi estómago.', 'Ayer me dolía el estómago.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });
  it('leaves a singular object, a person introduced, and a possession that is no body', () => {
    for (const ok of ['Le dije a mi madre que viniera.', 'Le presenté a mis amigos.', 'Me duele la cabeza.', 'Me duele mi país.', 'Les dije a ellos que vinieran.']) {
      expect(check(ok), ok).toEqual([]);
    }
  });
});
