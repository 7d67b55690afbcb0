import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { agreementDe } from './agreement.de.js';

const rule = (id: string) => agreementDe.find((r) => r.id === id)!;
const [pluralSubjectVerb, dativeAfterPreposition] = [rule('de_plural_subject_verb'), rule('de_dative_after_preposition')];
const [accusativeMasculine, feminineArticle, neuterArticle] = [rule('de_akkusativ_maskulin'), rule('de_artikel_feminin'), rule('de_artikel_neutrum')];
// the German dictionary's verdict on the forms these tests build
const WORDS = new Set(['spielt', 'spielen', 'arbeitet', 'arbeiten', 'wohnt', 'wohnen', 'lernt', 'lernen', 'kommt', 'kommen']);
const isWord = (w: string): boolean => WORDS.has(w);
const de = { language: 'de', isWord };

describe('de_singular_subject_verb', () => {
  const singularSubjectVerb = rule('de_singular_subject_verb');
  it('gives a singular subject the singular verb', () => {
    expect(fixWithRule(singularSubjectVerb, 'Das Kind spielen im Garten. Der Mann sind sehr nett. Mein Bruder wohnen hier.', de)).toBe(
      'Das Kind spielt im Garten. Der Mann ist sehr nett. Mein Bruder wohnt hier.',
    );
  });
  it('stays quiet on an object that opens the sentence, an infinitive subject, a plural predicate and a plural noun', () => {
    for (const ok of ['Das Buch haben wir gelesen.', 'Ein Spiel spielen macht Spaß.', 'Das Problem sind die Kosten.', 'Die Kinder spielen im Garten.', 'Das Kind spielen lassen.']) {
      expect(runRule(singularSubjectVerb, ok, de)).toEqual([]);
    }
  });
});

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
    expect(fixWithRule(dativeAfterPreposition, 'Er ist der beste Spieler von die Mannschaft, mit meine Meinung.', de)).toBe('Er ist der beste Spieler von der Mannschaft, mit meiner Meinung.');
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

describe('de_akkusativ_maskulin', () => {
  it('puts a masculine object in the accusative', () => {
    expect(fixWithRule(accusativeMasculine, 'Ich kaufe ein Geschenk für mein Bruder.', de)).toBe('Ich kaufe ein Geschenk für meinen Bruder.');
    expect(fixWithRule(accusativeMasculine, 'Ich habe ein Hund, und du hast auch kein Computer.', de)).toBe('Ich habe einen Hund, und du hast auch keinen Computer.');
    expect(fixWithRule(accusativeMasculine, 'Das ist gut für der Garten und ohne dem Plan.', de)).toBe('Das ist gut für den Garten und ohne den Plan.');
  });
  it('leaves a masculine subject, a neuter or feminine noun, and a compound', () => {
    for (const ok of ['Das hat mein Bruder gemacht.', 'Ich habe ein Auto.', 'Ich finde, der Film war gut.', 'Ich habe ein Hundebild.', 'Für meinen Bruder.']) {
      expect(runRule(accusativeMasculine, ok, de), ok).toEqual([]);
    }
  });
});

describe('de_artikel_feminin', () => {
  it('gives a feminine noun its article ending, "-er" after a dative preposition', () => {
    expect(fixWithRule(feminineArticle, 'Das ist ein gute Idee, und mein Meinung ist klar.', de)).toBe('Das ist eine gute Idee, und meine Meinung ist klar.');
    expect(fixWithRule(feminineArticle, 'Ich trinke Kaffee mit ein Freundin. Ein Frage: warum?', de)).toBe('Ich trinke Kaffee mit einer Freundin. Eine Frage: warum?');
  });
  it('leaves masculine nouns in -ion, compounds written apart and an adjective after a dative preposition', () => {
    for (const ok of ['Er ist ein Champion.', 'Die Maske für ein Klasse A Netzwerk.', 'Ich komme mit ein gute Freundin.', 'Das ist eine Lösung.', 'Ein Lösungsweg.']) {
      expect(runRule(feminineArticle, ok, de), ok).toEqual([]);
    }
  });
});

describe('de_artikel_neutrum', () => {
  it('gives a neuter noun "das", or "dem" where the dative was meant', () => {
    expect(fixWithRule(neuterArticle, 'Ich freue mich auf die Wochenende. Die Buch ist gut.', de)).toBe('Ich freue mich auf das Wochenende. Das Buch ist gut.');
    expect(fixWithRule(neuterArticle, 'Ich fahre mit der Auto und war in der Kino.', de)).toBe('Ich fahre mit dem Auto und war in dem Kino.');
    expect(fixWithRule(neuterArticle, 'Das ist der Buch von meinem Bruder. Der Auto ist neu.', de)).toBe('Das ist das Buch von meinem Bruder. Das Auto ist neu.');
  });
  it('gives "das" after a preposition of either case where a verb of motion in the clause shows a direction', () => {
    expect(fixWithRule(neuterArticle, 'Ich bin gestern in der Kino gegangen. Er legt es auf der Bett.', de)).toBe('Ich bin gestern in das Kino gegangen. Er legt es auf das Bett.');
    expect(fixWithRule(neuterArticle, 'Er liegt auf der Bett, weil er müde ist, und geht nicht.', de)).toBe('Er liegt auf dem Bett, weil er müde ist, und geht nicht.');
  });
  it('leaves plurals, a genitive or feminine "der", and compounds', () => {
    for (const ok of ['Die Kinos sind voll, die Kinder spielen.', 'Das Ende der Buch-Reihe.', 'Die Farbe der Auto Marke.', 'Das Haus der Familie.', 'Er ist der Mann, der Auto fährt.']) {
      expect(runRule(neuterArticle, ok, de), ok).toEqual([]);
    }
  });
});


describe('de_dativ_maskulin_neutrum', () => {
  const dativeMasculineNeuter = rule('de_dativ_maskulin_neutrum');
  it('gives "ein", "kein" and the possessives "-em" before a masculine or neuter noun after a dative preposition', () => {
    expect(fixWithRule(dativeMasculineNeuter, 'Ich fahre mit mein Bruder zu unser Haus.', de)).toBe('Ich fahre mit meinem Bruder zu unserem Haus.');
    expect(fixWithRule(dativeMasculineNeuter, 'Das Auto von ein Polizist steht vor dem Museum bei euer Dokument.', de)).toBe(
      'Das Auto von einem Polizist steht vor dem Museum bei eurem Dokument.',
    );
    expect(fixWithRule(dativeMasculineNeuter, 'Ich fahre mit den Zug und mit der Hund zu den Auto.', de)).toBe('Ich fahre mit dem Zug und mit dem Hund zu dem Auto.');
  });
  it('leaves the dative, feminine nouns, other prepositions and titles', () => {
    for (const ok of ['Ich fahre mit meinem Bruder.', 'Ich spreche mit mein Nummer.', 'Ich habe für mein Bruder gekocht.', 'Ein Buch von Ein Freund Verlag.', 'Ich gehe mit ihr Kaffee trinken.', 'Ich spreche mit den Lehrer und mit den Mädchen.', 'Ich fahre mit der Bahn und mit der Auto.']) {
      expect(runRule(dativeMasculineNeuter, ok, de), ok).toEqual([]);
    }
  });
});
