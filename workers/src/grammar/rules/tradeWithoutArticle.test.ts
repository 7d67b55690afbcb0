import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import type { ProseRule } from '../../lint/rule.js';
import { tradeWithoutArticleRules } from './tradeWithoutArticle.js';

const fixIn = (language: string, text: string) => {
  const ctx = { language, register: 'general' as const, isWord: () => true };
  const rules = tradeWithoutArticleRules.filter((r: ProseRule) => r.languages.includes(language));
  return applyFixes(text, resolveOverlaps(rules.flatMap((r) => r.check(text, ctx))));
};

describe('a trade one works as, without an article', () => {
  it.each([
    ['es', 'Mi padre trabaja como un médico y mi madre trabajaba como una enfermera.', 'Mi padre trabaja como médico y mi madre trabajaba como enfermera.'],
    ['pt', 'Eu trabalho como um médico e ela trabalha como uma professora.', 'Eu trabalho como médico e ela trabalha como professora.'],
    ['it', "Lavoro come un medico e lei lavora come un'insegnante.", 'Lavoro come medico e lei lavora come insegnante.'],
    ['nl', 'Ik werk als een dokter en zij werkt als een lerares.', 'Ik werk als dokter en zij werkt als lerares.'],
  ])('%s: %s', (language, wrong, right) => {
    expect(fixIn(language, wrong)).toBe(right);
  });
  it.each([
    ['es', 'Trabaja como un loco. Es un médico.'],
    ['pt', 'Trabalha como um louco.'],
    ['it', 'Lavora come un matto.'],
    ['nl', 'Hij werkt als een paard.'],
  ])('%s stays quiet: %s', (language, ok) => {
    expect(fixIn(language, ok)).toBe(ok);
  });
});
