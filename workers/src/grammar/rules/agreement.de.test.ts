import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { agreementDe } from './agreement.de.js';

const [pluralSubjectVerb, dativeAfterPreposition] = agreementDe as [(typeof agreementDe)[number], (typeof agreementDe)[number]];
// the German dictionary's verdict on the forms these tests build
const WORDS = new Set(['spielt', 'spielen', 'arbeitet', 'arbeiten', 'wohnt', 'wohnen', 'lernt', 'lernen', 'kommt', 'kommen']);
const isWord = (w: string): boolean => WORDS.has(w);
const de = { language: 'de', isWord };

describe('de_plural_subject_verb', () => {
  it('gives a plural subject the plural verb', () => {
    expect(fixWithRule(pluralSubjectVerb, 'Die Kinder spielt im Garten.', de)).toBe('Die Kinder spielen im Garten.');
    expect(fixWithRule(pluralSubjectVerb, 'Es ist spät. Meine Eltern arbeitet heute lange.', de)).toBe('Es ist spät. Meine Eltern arbeiten heute lange.');
    expect(fixWithRule(pluralSubjectVerb, 'Die Lehrer ist sehr nett.', de)).toBe('Die Lehrer sind sehr nett.');
    expect(fixWithRule(pluralSubjectVerb, 'Viele junge Leute hat kein Auto.', de)).toBe('Viele junge Leute haben kein Auto.');
    expect(fixWithRule(pluralSubjectVerb, 'Die Kosten wird steigen.', de)).toBe('Die Kosten werden steigen.');
    expect(runRule(pluralSubjectVerb, 'Die Kinder spielt im Garten.', de)[0]?.message).toBe('The subject, "Kinder", is plural: "spielen".');
  });
  it('stays quiet on a plural verb, an object that opens the sentence, and words that are no verbs', () => {
    for (const ok of [
      'Die Kinder spielen im Garten.',
      'Die Kinder liebt sie sehr.',
      'Die Eltern interessiert das nicht.',
      'Die Bücher hat Peter gelesen.',
      'Die Kinder nicht, aber die Eltern schon.',
      'Die Lehrerin spielt Klavier.',
      'Der Lehrer ist nett.',
      'Er sagt, die Kinder spielen.',
      'Die Kinder Spielt', // a heading's capital: a noun
    ]) {
      expect(runRule(pluralSubjectVerb, ok, de), ok).toEqual([]);
    }
  });
});

describe('de_dative_after_preposition', () => {
  it('puts the dative after mit, von, zu, bei, aus and nach', () => {
    expect(fixWithRule(dativeAfterPreposition, 'Ich gehe mit meine Freunde ins Kino.', de)).toBe('Ich gehe mit meinen Freunden ins Kino.');
    expect(fixWithRule(dativeAfterPreposition, 'Er wohnt bei seine Eltern.', de)).toBe('Er wohnt bei seinen Eltern.');
    expect(fixWithRule(dativeAfterPreposition, 'Ich spreche mit die Kinder.', de)).toBe('Ich spreche mit den Kindern.');
    expect(fixWithRule(dativeAfterPreposition, 'Sie telefoniert mit meine Mutter.', de)).toBe('Sie telefoniert mit meiner Mutter.');
    expect(fixWithRule(dativeAfterPreposition, 'Nach die Schule gehe ich nach Hause.', de)).toBe('Nach der Schule gehe ich nach Hause.');
    expect(fixWithRule(dativeAfterPreposition, 'Das Geschenk ist von unsere Lehrer.', de)).toBe('Das Geschenk ist von unseren Lehrern.');
    expect(runRule(dativeAfterPreposition, 'mit meine Freunde', de)[0]?.message).toBe('"mit" takes the dative: "mit meinen Freunden".');
  });
  it('stays quiet on the dative, on "seit" as a conjunction and on a title', () => {
    for (const ok of [
      'Ich gehe mit meinen Freunden ins Kino.',
      'Seit die Kinder da sind, ist es laut.',
      'Er las aus Die Kinder von Bullerbü vor.',
      'Ich kenne die Kinder.',
      'Für meine Freunde tue ich alles.',
    ]) {
      expect(runRule(dativeAfterPreposition, ok, de), ok).toEqual([]);
    }
  });
});
