import { describe, expect, it } from 'vitest';
import { strongParticipleSlipsDe } from './strongParticiples.de.js';

describe('strongParticipleSlipsDe', () => {
  const words = new Set(['gesteht', 'gedenkt']);
  const slips = strongParticipleSlipsDe((w) => words.has(w));
  it('maps the weak participle of a strong verb to its participle', () => {
    expect(slips.get('geholft')).toBe('geholfen');
    expect(slips.get('gegeht')).toBe('gegangen');
    expect(slips.get('gegangt')).toBe('gegangen');
    expect(slips.get('geschreibt')).toBe('geschrieben');
    expect(slips.get('gefindet')).toBe('gefunden');
    expect(slips.get('gebringt')).toBe('gebracht');
  });
  it('leaves forms that are words, and the participles themselves', () => {
    expect(slips.has('gesteht')).toBe(false);
    expect(slips.has('gedenkt')).toBe(false);
    expect(slips.has('gebracht')).toBe(false);
    expect(slips.has('gewusst')).toBe(false);
  });
});
