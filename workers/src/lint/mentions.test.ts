import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { quotedMention } from './mentions.js';

const at = (text: string, word: string, category: Finding['category'] = 'grammar'): Finding => {
  const start = text.indexOf(word);
  return { start, end: start + word.length, category, severity: 'error', rule: 'x', title: 'x', message: '', replacements: [] };
};

describe('quotedMention', () => {
  it('takes a word in quotation marks of its own for a mention', () => {
    const text = 'Programs such as ‘df’ and "du" print sizes; write “their”, not ‘there’.';
    for (const word of ['df', 'du', 'their', 'there']) expect(quotedMention(text, at(text, word))).toBe(true);
  });
  it('leaves words in use, quoted sentences and misspellings to the rules', () => {
    const text = 'He said ‘I goes home’ and wrote ‘recieve’.';
    expect(quotedMention(text, at(text, 'goes'))).toBe(false);
    expect(quotedMention(text, at(text, 'recieve', 'spelling'))).toBe(false);
  });
});
