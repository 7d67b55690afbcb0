import { describe, expect, it } from 'vitest';
import { detectDialect, normaliseDialect, spellsIse } from './dialect.js';

describe('detectDialect', () => {
  it('follows the spelling of the document', () => {
    expect(detectDialect('The colour of the centre was grey, so we organised a meeting.')).toBe('en-GB');
    expect(detectDialect('The color of the center was gray, so we organized a meeting.')).toBe('en-US');
    expect(detectDialect('The colour and flavour were recognized and we organized it.')).toBe('en-CA');
    expect(detectDialect('The colour of the centre changed, and I realized how far we had travelled.')).toBe('en-CA');
    // one British spelling among American ones
    expect(detectDialect('The colour of the sky changed; at the center of town I realized how far we had traveled.')).toBe('en-US');
    // no -our or -ise word: the units, offices and street furniture tell
    expect(detectDialect('Councillor Reed wants 40 kilometres of lanes behind new kerbs.')).toBe('en-GB');
    expect(detectDialect('Councilor Reed wants 40 kilometers of lanes, modeled on Boston.')).toBe('en-US');
  });
  it('reads British news by its plurals, inflections and -isation words', () => {
    expect(detectDialect('He admitted further offences and was released on licence terms.')).toBe('en-GB');
    expect(detectDialect('Most birds have moulted by August, when the plumage is renewed.')).toBe('en-GB');
    expect(detectDialect("The buses' customised horns drew crowds after the privatisation.")).toBe('en-GB');
    expect(detectDialect('He admitted further offenses after the privatization.')).toBe('en-US');
    // "advised" and "promised" are spelt one way everywhere
    expect(detectDialect('She advised them and promised to call.')).toBe('en-US');
  });
  it('uses the locale when the spelling says nothing or agrees', () => {
    expect(detectDialect('The meeting starts at noon.', 'en-AU')).toBe('en-AU');
    expect(detectDialect('The colour was organised well.', 'en-AU')).toBe('en-AU');
    expect(detectDialect('The meeting starts at noon.')).toBe('en-US');
    expect(detectDialect('The color was organized well.', 'en-GB')).toBe('en-US');
  });
  it('normalises locale codes', () => {
    expect(normaliseDialect('en_gb')).toBe('en-GB');
    expect(normaliseDialect('fr-FR')).toBeNull();
  });
});

describe('detectDialect: Oxford spelling', () => {
  it('reads -our with -ize as British when a word Canada does not write, or the locale, says so', () => {
    expect(detectDialect('The colour of the programme was organized with care.')).toBe('en-GB');
    expect(detectDialect('The colour of the show was organized whilst we waited.')).toBe('en-GB');
    expect(detectDialect('The colour of the show was organized with care.', 'en-GB')).toBe('en-GB');
    expect(detectDialect('The colour of the programme was organized with care.', 'en-CA')).toBe('en-CA');
  });
  it('knows whether a text writes -ise', () => {
    expect(spellsIse('They organised it.')).toBe(true);
    expect(spellsIse('The privatisation went ahead.')).toBe(true);
    expect(spellsIse('They advised it and analysed the results.')).toBe(false);
  });
});
