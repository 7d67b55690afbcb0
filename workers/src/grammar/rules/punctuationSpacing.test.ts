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
  it('leaves a mark cited as a symbol alone, but not one typed after a word', () => {
    for (const ok of ['Lines that start with # or ; are comments.', 'Names such as . or .. are refused.', 'Avoid names that begin with the . character in them.', 'For instance ! or * locks the account.']) {
      expect(runRule(punctuationSpacing, ok), ok).toEqual([]);
    }
    expect(runRule(punctuationSpacing, 'Zeilen, die mit einem # oder ; beginnen, sind Kommentare.', { language: 'de' })).toEqual([]);
    expect(fixWithRule(punctuationSpacing, 'Is it true ? or not ; and then ?')).toBe('Is it true? or not; and then?');
  });
});
