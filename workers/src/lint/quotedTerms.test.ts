import { describe, expect, it } from 'vitest';
import { lintDocument } from './lintDocument.node.js';
import { shortQuotations } from './quotedTerms.js';

const spelt = async (text: string, language: string): Promise<string[]> =>
  (await lintDocument(text, { language, register: 'general', styleEnabled: false })).findings
    .filter((f) => f.category === 'spelling')
    .map((f) => text.slice(f.start, f.end));

describe('English terms quoted in a document in another language', () => {
  it('finds short quotations in every quotation style, not apostrophes', () => {
    const text = "Usa «flat» o „sparse“, “dark mode” o 'git pull', l'uomo e l'altro non sono citazioni.";
    expect(shortQuotations(text).map((s) => text.slice(s.start, s.end))).toEqual(['flat', 'sparse', 'dark mode', 'git pull']);
    expect(shortQuotations('Er sagte „das ist ein viel zu langer Satz“ dann.')).toEqual([]);
  });

  it('takes a quoted English word as a term and still flags a misspelt one and English words in running text', async () => {
    expect(await spelt('Los valores posibles son «window» y «gesture», según el caso.', 'es')).toEqual([]);
    expect(await spelt('Die Dateien werden „sparse“ gemacht, wenn »default« gilt.', 'de')).toEqual([]);
    expect(await spelt('Los valores posibles son «gesutre» y ventana.', 'es')).toEqual(['gesutre']);
    expect(await spelt('Los valores posibles son gesture y ventana.', 'es')).toEqual(['gesture']);
  });
});
