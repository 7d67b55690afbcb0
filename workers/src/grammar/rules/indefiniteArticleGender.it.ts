import { indefiniteArticleGender, type ArticleGenderSpec } from './indefiniteArticleGender.js';

// Italian: "un macchina" -> "una", "una libro" -> "un", "una studio" -> "uno" (see
// indefiniteArticleGender.ts; words beginning with a vowel, "un'amica", are left alone).

const MASCULINE_IN_A = new Set(
  (
    'poeta pianeta profeta atleta collega pilota pirata idiota patriota cometa papa boia gorilla koala panda puma delta pigiama vaglia ' +
    'duca monarca patriarca astronauta geometra omicida suicida media'
  ).split(' '),
);
const FEMININE_IN_O = new Set('mano foto moto macro radio auto dinamo biro virago libido soprano'.split(' '));
// "uno" before s and a consonant, z, gn, ps, pn, x, y and i before a vowel
const UNO = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/;

export const articleGenderIt: ArticleGenderSpec = {
  id: 'it_genere_articolo',
  language: 'it',
  masculine: 'un|uno',
  feminine: 'una',
  masculineFor: (word) => (UNO.test(word) ? 'uno' : 'un'),
  feminineFor: () => 'una',
  masculineInA: MASCULINE_IN_A,
  feminineInO: FEMININE_IN_O,
  eitherGender: /(?:ista|iatra|ma)$/,
  notNouns: new Set(
    'ancora sopra senza contro dopo dentro fino molto poco tanto troppo tutto tutta quando come ecco appena ora prima mica certo pure nessuna alcuna ciascuna qualcuna altra altro stessa stesso questa questo quella quello mia mio tua tuo sua suo nostra nostro vostra vostro oppure neanche nemmeno'.split(' '),
  ),
};

export const indefiniteArticleGenderIt = indefiniteArticleGender(articleGenderIt);
