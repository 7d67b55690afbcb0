import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { punctuationSpacing } from './punctuationSpacing.js';

describe('punctuation_spacing', () => {
  it('removes a space before punctuation and adds one after', () => {
    expect(fixWithRule(punctuationSpacing, 'We arrived late , and left early .')).toBe('We arrived late, and left early.');
    expect(fixWithRule(punctuationSpacing, 'We arrived late,and left early.')).toBe('We arrived late, and left early.');
    expect(fixWithRule(punctuationSpacing, 'It rained.Then it snowed.')).toBe('It rained. Then it snowed.');
    expect(fixWithRule(punctuationSpacing, 'Llegamos tarde , pero bien.', { language: 'es' })).toBe('Llegamos tarde, pero bien.');
  });
  it('leaves numbers, abbreviations, file names and French spacing alone', () => {
    for (const ok of ['It costs 1,000 dollars.', 'Use e.g. this one.', 'Open example.com today.', 'See report.pdf for details.', 'Wait... what?']) {
      expect(runRule(punctuationSpacing, ok)).toEqual([]);
    }
    expect(runRule(punctuationSpacing, 'Vraiment ? Oui : il vient !', { language: 'fr' })).toEqual([]);
    for (const ok of ['Die Datei notes.list(3) bleibt leer.', 'Lees /opt/tool/base.conf) eerst.', 'Se crea mi_copia.bak, luego otra.', 'Se crea copia.tar.gz o copia.bak-vieja.']) {
      expect(runRule(punctuationSpacing, ok, { language: ok.startsWith('Die') ? 'de' : ok.startsWith('Lees') ? 'nl' : 'es' })).toEqual([]);
    }
  });
  it('leaves value lists of options and settings alone, but not a comma run into a word', () => {
    for (const ok of ['Es un alias de red,blue,green en la lista.', 'Passe --mode=fast,safe ao comando.', 'Use uma string como layout:left,right neste campo.', 'Le motif ?or(?foo,bar) suffit ici.']) {
      expect(runRule(punctuationSpacing, ok, { language: 'es' })).toEqual([]);
    }
    expect(fixWithRule(punctuationSpacing, 'Llegamos tarde,pero (pronto,como siempre) bien.', { language: 'es' })).toBe('Llegamos tarde, pero (pronto, como siempre) bien.');
  });
});
