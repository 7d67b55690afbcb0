import { indefiniteArticleGender, type ArticleGenderSpec } from './indefiniteArticleGender.js';

// Portuguese: "um casa" -> "uma", "uma carro" -> "um" (see indefiniteArticleGender.ts).

const MASCULINE_IN_A = new Set(
  (
    'dia mapa sofá planeta cometa poeta profeta atleta pirata idiota patriota astronauta guia guarda policia papa pijama panda puma ' +
    'gorila koala delta cara colega camarada psicopata hipócrita indígena suicida homicida rosa laranja violeta'
  ).split(' '),
);
const FEMININE_IN_O = new Set('tribo foto moto macro libido virago modelo soprano'.split(' '));

export const articleGenderPt: ArticleGenderSpec = {
  id: 'pt_genero_artigo',
  language: 'pt',
  masculine: 'um',
  feminine: 'uma',
  masculineFor: () => 'um',
  feminineFor: () => 'uma',
  masculineInA: MASCULINE_IN_A,
  feminineInO: FEMININE_IN_O,
  eitherGender: /(?:ista|crata|iatra|ma)$/,
  notNouns: new Set(
    'para contra nada agora fora cerca toda outra cada nenhuma alguma essa esta aquela mesma minha tua sua nossa vossa todo pouco muito tanto como quando mesmo algo logo dentro cujo cuja nunca ainda outro meio'.split(' '),
  ),
};

export const indefiniteArticleGenderPt = indefiniteArticleGender(articleGenderPt);
