import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { isEnglishLine } from './englishLine.js';

const ENGLISH = new Set(['keep', 'the', 'permissions', 'show', 'all', 'hidden', 'files', 'message', 'important', 'le']);
const isEnglish = (w: string): boolean => ENGLISH.has(w);
// spelling findings for the given words of a paragraph, as the page's own dictionary gives them
const unknown = (paragraph: string, ...words: string[]): Finding[] =>
  words.map((w) => ({ start: paragraph.indexOf(w), end: paragraph.indexOf(w) + w.length, category: 'spelling', severity: 'error', rule: 'spelling', title: '', message: '', replacements: [] }));

describe('isEnglishLine', () => {
  it('takes a line whose words are all English and which the page dictionary half misses', () => {
    const line = 'Keep the permissions.';
    expect(isEnglishLine(line, unknown(line, 'Keep', 'the'), isEnglish)).toBe(true);
    const one = 'Show all hidden files.';
    expect(isEnglishLine(one, unknown(one, 'all'), isEnglish)).toBe(true);
  });
  it('takes one word that is no English when the page dictionary misses half the line (a slip in English)', () => {
    const line = 'Keep the permisions.';
    expect(isEnglishLine(line, unknown(line, 'Keep', 'the', 'permisions'), isEnglish)).toBe(true);
  });
  it('leaves a line of the page language with a slip, and one the page dictionary knows', () => {
    const slip = 'Le the est chaud.';
    expect(isEnglishLine(slip, unknown(slip, 'the'), isEnglish)).toBe(false);
    expect(isEnglishLine('Message important.', [], isEnglish)).toBe(false);
    expect(isEnglishLine('Keep', unknown('Keep', 'Keep'), isEnglish)).toBe(false);
  });
});
