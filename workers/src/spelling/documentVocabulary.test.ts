import { describe, expect, it } from 'vitest';
import { ownVocabulary, slipsApart } from './documentVocabulary.js';

const uses = (text: string, replacements: string[], times = 1) => Array.from({ length: times }, () => ({ text, replacements }));

describe('slipsApart', () => {
  it('counts edits and swaps of neighbours, up to one more than asked', () => {
    expect(slipsApart('recieve', 'receive', 2)).toBe(1);
    expect(slipsApart('tommorow', 'tomorrow', 2)).toBe(2);
    expect(slipsApart('dpkg', 'dog', 2)).toBe(2);
    expect(slipsApart('dpkg', 'deck', 2)).toBe(3);
    expect(slipsApart('abc', 'abc', 2)).toBe(0);
    expect(slipsApart('a', 'abcdef', 2)).toBe(3);
  });
});

describe('ownVocabulary', () => {
  it('takes a word written three times with no suggestion near it as the document’s own', () => {
    expect(ownVocabulary(uses('flurbix', [], 3))).toEqual(new Set(['flurbix']));
    // no vowel: a command or an abbreviation, however near a word
    expect(ownVocabulary(uses('dpkg', ['dog'], 3))).toEqual(new Set(['dpkg']));
    expect(ownVocabulary([...uses('Flurbix', ['Flurry'], 3)])).toEqual(new Set(['flurbix']));
  });
  it('keeps flagging a repeated misspelling, two slips or less from a suggestion, and a word written twice', () => {
    expect(ownVocabulary(uses('tommorow', ['tomorrow'], 5))).toEqual(new Set());
    expect(ownVocabulary(uses('recieve', ['receive'], 5))).toEqual(new Set());
    expect(ownVocabulary(uses('zorbing', [], 2))).toEqual(new Set());
  });
  it('in another language, takes an English word nothing of that language is one slip from', () => {
    const isEnglish = (w: string): boolean => ['package', 'problem', 'script'].includes(w);
    expect(ownVocabulary([...uses('package', ['pacote']), ...uses('problem', ['problema']), ...uses('scrpt', ['script'])], isEnglish)).toEqual(
      new Set(['package']),
    );
    // the same word capitalised, as German writes its nouns, is the English word still
    expect(ownVocabulary([...uses('package', ['Package', 'pacote'])], isEnglish)).toEqual(new Set(['package']));
    expect(ownVocabulary([...uses('problem', ['Problem', 'problema'])], isEnglish)).toEqual(new Set());
    // nor is the word split in two ("un met") a slip it could be
    expect(ownVocabulary([...uses('unmet', ['un met'])], (w) => w === 'unmet')).toEqual(new Set(['unmet']));
  });
  it('in another language, takes an English word written three times even one slip from a word of that language', () => {
    const isEnglish = (w: string): boolean => ['any', 'problem'].includes(w);
    expect(ownVocabulary([...uses('any', ['ani'], 3), ...uses('problem', ['problema'], 2)], isEnglish)).toEqual(new Set(['any']));
  });
});
