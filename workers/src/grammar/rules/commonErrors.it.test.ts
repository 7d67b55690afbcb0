import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsIt } from './commonErrors.it.js';

const ctx = { language: 'it', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsIt.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('Italian common errors', () => {
  it.each([
    ["Qual'è il tuo libro preferito?", 'Qual è il tuo libro preferito?'],
    ["Non so qual'era la strada.", 'Non so qual era la strada.'],
    ["Ieri ho visto un'altro film al cinema.", 'Ieri ho visto un altro film al cinema.'],
    ['Ho avuto un idea e poi un altra ancora.', "Ho avuto un'idea e poi un'altra ancora."],
    ["Lui e' stanco, ma e' contento.", 'Lui è stanco, ma è contento.'],
    ["E' una bella giornata.", 'È una bella giornata.'],
    ['Io o fatto i compiti, ma lui non a capito niente.', 'Io ho fatto i compiti, ma lui non ha capito niente.'],
    ['Loro anno mangiato tutto e lei a pagato il conto.', 'Loro hanno mangiato tutto e lei ha pagato il conto.'],
    ['A me mi piace molto il gelato.', 'A me piace molto il gelato.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      'Qual è il problema?',
      "Un'altra volta, quale altro libro?",
      'Ieri ho visto un altro film.',
      "Ho avuto un'idea e poi un'altra.",
      "Qual è il problema? Aspetta un po'.",
      'Lui è stanco e contento.',
      "Ha scritto 'e' sulla lavagna.",
      'Io ho fatto i compiti.',
      'Non a caso lui a lato della porta sorrideva.',
      'Vado con lei a Torino.',
      'Vuoi la pasta o il riso?',
      'A me piace il gelato.',
      'Mi piace il gelato.',
      "Un'artista e un ospite sono arrivati.",
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });
});
