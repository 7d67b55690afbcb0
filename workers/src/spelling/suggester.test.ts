import { describe, expect, it } from 'vitest';
import { defaultTuning, matchCase, Suggester } from './suggester.js';

const vocabulary = [
  ['the', 1000000], ['there', 50000], ['their', 40000], ['receive', 900], ['recipe', 400], ['separate', 800], ['desperate', 300],
  ['accommodation', 100], ['necessary', 1500], ['physics', 300], ['definitely', 2000], ['defiantly', 40], ['lot', 9000], ['a', 900000],
  ['environmental', 900], ['environment', 2000], ['psychologist', 300], ['steering', 100], ['staring', 600], ['because', 30000], ['beautiful', 5000], ['tomorrow', 6000], ['government', 4000], ['house', 10000], ['horse', 3000],
].map(([word, frequency]) => ({ word: word as string, frequency: frequency as number }));

const suggester = new Suggester(vocabulary);

describe('Suggester', () => {
  it('ranks the intended word first for common misspellings', () => {
    expect(suggester.suggest('recieve')[0]).toBe('receive');
    expect(suggester.suggest('seperate')[0]).toBe('separate');
    expect(suggester.suggest('acommodation')[0]).toBe('accommodation');
    expect(suggester.suggest('neccessary')[0]).toBe('necessary');
    expect(suggester.suggest('fisiks')[0]).toBe('physics');
    expect(suggester.suggest('definately')[0]).toBe('definitely');
    expect(suggester.suggest('becuase')[0]).toBe('because');
    expect(suggester.suggest('tommorow')[0]).toBe('tomorrow');
    expect(suggester.suggest('goverment')[0]).toBe('government');
  });
  it('finds long words spelled by ear, several letters away', () => {
    expect(suggester.suggest('envyrementl')[0]).toBe('environmental');
    expect(suggester.suggest('invirumentle')).toContain('environmental');
    expect(suggester.suggest('sycologist')[0]).toBe('psychologist');
  });
  it('prefers a word the misspelling only leaves letters out of', () => {
    expect(suggester.suggest('stering').slice(0, 2)).toEqual(['steering', 'staring']);
  });
  it('splits run-on words and keeps the casing of the input', () => {
    expect(suggester.suggest('alot')).toContain('a lot');
    expect(suggester.suggest('Recieve')[0]).toBe('Receive');
    expect(suggester.suggest('RECIEVE')[0]).toBe('RECEIVE');
    expect(matchCase('Teh', 'the')).toBe('The');
  });
  it('ranks a split beside a function word above a close one-word candidate, capitalising "I"', () => {
    const vocab = [['in', 500000], ['the', 900000], ['into', 90000], ['i', 900000], ['will', 100000], ['well', 90000], ['can', 200000], ['th', 5000], ['cant', 500]]
      .map(([word, frequency]) => ({ word: word as string, frequency: frequency as number }));
    const plain = new Suggester(vocab);
    const withFunctionWords = new Suggester(vocab, undefined, [], [], new Set(['in', 'the', 'i', 'will', 'can']));
    expect(plain.suggest('inthe')[0]).toBe('into');
    expect(withFunctionWords.suggest('inthe')[0]).toBe('in the');
    expect(withFunctionWords.suggest('iwill')[0]).toBe('I will');
    expect(withFunctionWords.suggest('Iwill')[0]).toBe('I will');
    // a two-letter half that is no function word ("th") is an abbreviation, not a phrase
    expect(withFunctionWords.suggest('canth')).toEqual(plain.suggest('canth'));
  });
  it('offers names in their own casing, after common words for a word typed in lower case', () => {
    const withNames = new Suggester([
      { word: 'Colin', frequency: 800 }, { word: 'colon', frequency: 500 }, { word: 'NASA', frequency: 500 }, { word: 'nasal', frequency: 500 },
    ]);
    expect(withNames.suggest('colan').slice(0, 2)).toEqual(['colon', 'Colin']);
    expect(withNames.suggest('Coln').slice(0, 2)).toEqual(['Colin', 'Colon']);
    expect(withNames.suggest('nasaa')).toContain('NASA');
    expect(withNames.suggest('NASAA')[0]).toBe('NASA');
  });
  it('ranks a word spelled by its sound through the given letter groups', () => {
    const vocab = [{ word: 'phlarn', frequency: 100 }, { word: 'flarm', frequency: 100 }, { word: 'droughtle', frequency: 100 }, { word: 'drottle', frequency: 100 }];
    const bySound = new Suggester(vocab, undefined, [], [['f', 'ph'], ['ow', 'ough']]);
    expect(bySound.suggest('flarn')[0]).toBe('phlarn');
    expect(new Suggester(vocab).suggest('flarn')[0]).toBe('flarm');
    expect(bySound.suggest('drowtle')[0]).toBe('droughtle');
  });
  it('weighs every word with the same start against a long word slipped in many places', () => {
    const vocab = [{ word: 'quarbinator', frequency: 5 }, { word: 'quarry', frequency: 1000 }];
    const typed = 'quarpinadr';
    expect(new Suggester(vocab).suggest(typed)[0]).toBe('quarbinator');
    expect(new Suggester(vocab, { ...defaultTuning, widenAboveCost: Infinity }).suggest(typed)).not.toContain('quarbinator');
  });
  it('returns nothing for hopeless or hostile input', () => {
    expect(suggester.suggest('')).toEqual([]);
    expect(suggester.suggest('x'.repeat(500))).toEqual([]);
    expect(suggester.suggest('qzxwv')).toEqual([]);
  });
  it('limits the number of suggestions', () => {
    expect(suggester.suggest('hors', 1)).toHaveLength(1);
  });
  it('gives the head of the longer list for a smaller limit', () => {
    for (const typed of ['hors', 'thier', 'recieve', 'enviroment', 'goverment', 'defiantely']) {
      const five = suggester.suggest(typed, 5);
      for (const limit of [1, 2, 3]) expect(suggester.suggest(typed, limit)).toEqual(five.slice(0, limit));
    }
  });
});
