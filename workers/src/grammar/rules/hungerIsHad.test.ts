import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import type { ProseRule } from '../../lint/rule.js';
import { hungerIsHadRules } from './hungerIsHad.js';

const fixIn = (language: string, text: string) => {
  const ctx = { language, register: 'general' as const, isWord: () => true };
  const rules = hungerIsHadRules.filter((r: ProseRule) => r.languages.includes(language));
  return applyFixes(text, resolveOverlaps(rules.flatMap((r) => r.check(text, ctx))));
};

describe('hunger, thirst and fear are had', () => {
  it.each([
    ['es', 'Estoy muy hambre y somos sed.', 'Tengo mucha hambre y tenemos sed.'],
    ['es', 'Estoy muy sueño.', 'Tengo mucho sueño.'],
    ['it', 'Io sono molto fame e siamo sete.', 'Io ho molta fame e abbiamo sete.'],
    ['pt', 'Eu sou fome e estamos sede.', 'Eu tenho fome e temos sede.'],
    ['nl', 'Ik ben honger. Ben jij dorst?', 'Ik heb honger. Heb jij dorst?'],
  ])('%s: %s', (language, wrong, right) => {
    expect(fixIn(language, wrong)).toBe(right);
  });
  it.each([
    ['es', 'Es miedo lo que siento. Tengo hambre y la sopa está fría.'],
    ['it', 'Ho fame. La paura è grande.'],
    ['pt', 'Eu estou com fome.'],
    ['nl', 'Er is honger in de wereld. Ik heb dorst.'],
  ])('%s stays quiet: %s', (language, ok) => {
    expect(fixIn(language, ok)).toBe(ok);
  });
});
