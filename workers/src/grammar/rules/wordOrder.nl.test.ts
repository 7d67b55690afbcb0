import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { wordOrderNl } from './wordOrder.nl.js';

const ctx = { language: 'nl', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(wordOrderNl.flatMap((r) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('Dutch word order', () => {
  it.each([
    ['Hij zegt dat hij komt morgen.', 'Hij zegt dat hij morgen komt.'],
    ['Ik denk dat hij komt morgen terug, omdat ik ben moe.', 'Ik denk dat hij morgen terugkomt, omdat ik moe ben.'],
    ['Ik weet dat hij heeft een auto.', 'Ik weet dat hij een auto heeft.'],
    ['Gisteren ik ben naar Utrecht gegaan. Vandaag we gaan naar huis.', 'Gisteren ben ik naar Utrecht gegaan. Vandaag gaan we naar huis.'],
    ['Ik ga naar huis en dan ik eet. Het regent, daarom ik blijf thuis.', 'Ik ga naar huis en dan eet ik. Het regent, daarom blijf ik thuis.'],
    ['Als ik rijk ben, ik koop een huis.', 'Als ik rijk ben, koop ik een huis.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });
  it('stays quiet on verb clusters, phrases after the verb and clauses already in order', () => {
    for (const ok of [
      'Ik ga naar huis en dan eet ik. Hij is groter dan ik ben. En toen ik thuiskwam, sliep hij.',
      'Ik weet dat hij heeft gewonnen, dat het is gebeurd en dat ik kan zwemmen.',
      'Omdat hij woont in Gent, komt hij laat.',
      'Ik weet dat zij het boek leest en dat ze zijn boek leest.',
      'Ik weet dat hij graag voetbal speelt. Ik hoop dat we snel klaar zijn.',
      'Mogelijk betekent dit dat het pakket ontbreekt.',
      'Altijd ik weer. Nu ik weet dat hij komt, ga ik.',
      'Gisteren ben ik gegaan.',
    ]) {
      expect(check(ok), ok).toEqual([]);
    }
  });
});
