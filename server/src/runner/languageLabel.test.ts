import { describe, expect, it } from 'vitest';
import { languageLabel } from './languageLabel.js';

describe('languageLabel', () => {
  it('names the languages in words, not codes', () => {
    expect(languageLabel(['en'], 'en')).toBe('Language: English');
    expect(languageLabel(['en', 'es'], 'en')).toBe('Languages: English, Spanish');
  });

  it('falls back to the document language, and to the code for one it cannot name', () => {
    expect(languageLabel([], 'pt')).toBe('Language: Portuguese');
    expect(languageLabel(['not a code!'], 'en')).toBe('Language: not a code!');
  });
});
