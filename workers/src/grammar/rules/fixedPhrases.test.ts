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
    expect(fixWithRule(fixedPhrases, 'Every tenant has right not to open the door.')).toBe('Every tenant has the right not to open the door.');
    expect(fixWithRule(fixedPhrases, 'The bridge has a know weakness in its north pier.')).toBe('The bridge has a known weakness in its north pier.');
  });
  it('stays quiet on the right phrases', () => {
    for (const ok of [
      'For example, the bus was late.',
      'It depends on the weather and takes a long time.',
      'We lost contact with them, and the lack of news worried us.',
      'She has the right to stay and is in contact with her lawyer.',
      'She has the right not to know, a known risk, and the two signals are discriminated by pitch.',
      'Only those in the know, and a know-it-all, knew.',
    ]) {
      expect(runRule(fixedPhrases, ok)).toEqual([]);
    }
  });
});
