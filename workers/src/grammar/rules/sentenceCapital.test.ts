import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { sentenceCapital } from './sentenceCapital.js';

describe('sentence_capital', () => {
  it('capitalises the words Harper passes over where a sentence plainly ended', () => {
    expect(fixWithRule(sentenceCapital, 'Cars create smog. in Paris they ban driving. it works.')).toBe('Cars create smog. In Paris they ban driving. It works.');
    expect(fixWithRule(sentenceCapital, 'Is it your fault? it is hard to say.')).toBe('Is it your fault? It is hard to say.');
    // a paragraph of prose that opens with one
    expect(fixWithRule(sentenceCapital, 'in my opinion students need more time. They work hard.')).toBe('In my opinion students need more time. They work hard.');
  });
  it('capitalises any word of the dictionary after a sentence in the other languages', () => {
    const isWord = (w: string): boolean => !/^(?:maj|verr|xz)$/i.test(w);
    expect(fixWithRule(sentenceCapital, "Il fait beau aujourd'hui. elle est partie.", { language: 'fr', isWord })).toBe("Il fait beau aujourd'hui. Elle est partie.");
    expect(fixWithRule(sentenceCapital, 'Hace buen tiempo. ¿dónde está? ella fue al mercado.', { language: 'es', isWord })).toBe('Hace buen tiempo. ¿Dónde está? Ella fue al mercado.');
    expect(fixWithRule(sentenceCapital, 'Das Wetter ist schön. sie ist gegangen.', { language: 'de', isWord })).toBe('Das Wetter ist schön. Sie ist gegangen.');
    expect(fixWithRule(sentenceCapital, 'Het is koud. ijs ligt op de weg.', { language: 'nl', isWord })).toBe('Het is koud. IJs ligt op de weg.');
    for (const ok of [
      'Faire de Verr. maj. un Échap. supplémentaire.',
      'Le programme est lent. xz prend en charge les fichiers.',
      "Il fait beau. 's Ochtends is het koud.",
      'Voir p. ex. la page, etc. la suite, le 3 janv. la réunion.',
      'summary Ce type de ligne est utilisé. Il est court.',
    ]) {
      expect(runRule(sentenceCapital, ok, { language: 'fr', isWord })).toEqual([]);
    }
    expect(runRule(sentenceCapital, 'Siehe Tab. die Karte, vgl. die Karte, am 3. Okt. die Wahl. Sie ist gut.', { language: 'de', isWord })).toEqual([]);
  });
  it('leaves speech tags, ellipses, abbreviations, quoted symbols and a cut sentence alone', () => {
    for (const ok of [
      '"What street is this?" he asked. "Home." he said.',
      'He has a thing for puns... it is evil.',
      'Tools (tar, etc.) may differ, as in e.g. in the notes, etc. in the end.',
      "Allow '+' and '.' in names, and \"!\" in fragments.",
      'will create an array of ten numbers. The form is simple.',
      'in my opinion, yes.',
      'in case x(1) is smaller. Then stop.',
      'It rained. In the town it was cold.',
    ]) {
      expect(runRule(sentenceCapital, ok)).toEqual([]);
    }
  });
});
