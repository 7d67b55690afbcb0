import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { repeatedWord } from './repeatedWord.js';

describe('repeated_word', () => {
  it('removes a word typed twice, in every language', () => {
    expect(fixWithRule(repeatedWord, 'We walked to the the station.')).toBe('We walked to the station.');
    expect(fixWithRule(repeatedWord, 'El perro come la la comida.', { language: 'es' })).toBe('El perro come la comida.');
    expect(fixWithRule(repeatedWord, 'Ich habe habe keine Zeit.', { language: 'de' })).toBe('Ich habe keine Zeit.');
    expect(fixWithRule(repeatedWord, 'Il est est parti hier.', { language: 'fr' })).toBe('Il est parti hier.');
    expect(fixWithRule(repeatedWord, 'Ele foi foi embora.', { language: 'pt' })).toBe('Ele foi embora.');
    expect(fixWithRule(repeatedWord, 'Lui è è partito.', { language: 'it' })).toBe('Lui è partito.');
    expect(fixWithRule(repeatedWord, 'Hij is is weg.', { language: 'nl' })).toBe('Hij is weg.');
  });
  it('keeps grammatical doubles and words split across lines', () => {
    expect(runRule(repeatedWord, 'She had had enough of it.')).toEqual([]);
    expect(runRule(repeatedWord, 'He said that that was fine.')).toEqual([]);
    expect(runRule(repeatedWord, 'A land far far away, long long ago, yadda yadda.')).toEqual([]);
    expect(runRule(repeatedWord, 'Nous nous sommes levés tôt.', { language: 'fr' })).toEqual([]);
    expect(runRule(repeatedWord, 'Die die Zeitung lesen, wissen mehr.', { language: 'de' })).toEqual([]);
    expect(runRule(repeatedWord, 'the end of one line\nline two starts here')).toEqual([]);
    // a placeholder in capitals beside its word, and quotes alone
    expect(runRule(repeatedWord, "Put LINES lines into each file, counting from FROM; run tr '[:upper:]' '[:lower:]'.")).toEqual([]);
    expect(fixWithRule(repeatedWord, 'The the results came.')).toBe('The results came.');
    // a run of three or more, and a shout, are meant
    expect(runRule(repeatedWord, 'Ticking ticking ticking ticking tick. The crowd chanted WHOOP WHOOP at the end.')).toEqual([]);
    expect(fixWithRule(repeatedWord, 'A warm warm cup of tea, then ticking ticking ticking.')).toBe('A warm cup of tea, then ticking ticking ticking.');
    // the owner and group columns of a listing
    expect(runRule(repeatedWord, 'Then ls -ld / prints drwxr-xr-x 20 root root 1024 Jun 17 21:50 /.')).toEqual([]);
    expect(runRule(repeatedWord, 'It grew in the reign of Raja Raja Chola, near Walla Walla.')).toEqual([]);
    expect(runRule(repeatedWord, 'The The end.')).toHaveLength(1);
    expect(fixWithRule(repeatedWord, 'We saw 20 cats cats today.')).toBe('We saw 20 cats today.');
  });
});
