import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { fixedPhrases } from './fixedPhrases.js';

describe('fixed_phrase', () => {
  it('fixes the article or preposition in a fixed phrase', () => {
    expect(fixWithRule(fixedPhrases, 'For an example, the bus was late.')).toBe('For example, the bus was late.');
    expect(fixWithRule(fixedPhrases, 'The price will depend of the weather.')).toBe('The price will depend on the weather.');
    expect(fixWithRule(fixedPhrases, 'Building a house takes long time.')).toBe('Building a house takes a long time.');
    expect(fixWithRule(fixedPhrases, 'Phones help us get contact with old friends.')).toBe('Phones help us get in contact with old friends.');
    expect(fixWithRule(fixedPhrases, 'Now we can contact with anyone.')).toBe('Now we can contact anyone.');
    expect(fixWithRule(fixedPhrases, 'He or she has right not to know.')).toBe('He or she has the right not to know.');
    expect(fixWithRule(fixedPhrases, 'A carrier of a know genetic risk should not be obliged to tell.')).toBe('A carrier of a known genetic risk should not be obliged to tell.');
    expect(fixWithRule(fixedPhrases, 'He might be discriminated by those who do not carry the gene.')).toBe('He might be discriminated against by those who do not carry the gene.');
  });
  it('stays quiet on the right phrases', () => {
    for (const ok of [
      'For example, the bus was late.',
      'It depends on the weather and takes a long time.',
      'We lost contact with them, and the lack of news worried us.',
      'She has the right to stay and is in contact with her lawyer.',
      'He has the right not to know, a known risk, and he was discriminated against by them.',
      'Only those in the know, and a know-it-all, knew.',
    ]) {
      expect(runRule(fixedPhrases, ok)).toEqual([]);
    }
  });
});
