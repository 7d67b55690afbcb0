import { indefiniteArticleGender, type ArticleGenderSpec } from './indefiniteArticleGender.js';

// Spanish: "un película" -> "una", "una libro" -> "un" (see indefiniteArticleGender.ts).

const MASCULINE_IN_A = new Set(
  (
    'día mediodía mapa sofá papá tranvía planeta cometa poeta profeta atleta esteta asceta pirata idiota patriota compatriota déspota ' +
    'astronauta cosmonauta internauta terapeuta acróbata psicópata hipócrita autodidacta analfabeta nómada homicida suicida indígena ' +
    'guía policía espía vigía guardia recluta camarada colega cura papa yoga koala gorila panda puma vodka tanga pijama delta ' +
    'rosa lila naranja violeta malva turquesa fucsia mañana caza pelma'
  ).split(' '),
);
const FEMININE_IN_O = new Set('mano foto moto macro radio seo libido dinamo dínamo virago polio nao modelo soprano testigo piloto miembro reo'.split(' '));

export const articleGenderEs: ArticleGenderSpec = {
  id: 'es_genero_articulo',
  language: 'es',
  masculine: 'un',
  feminine: 'una',
  masculineFor: () => 'un',
  feminineFor: () => 'una',
  masculineInA: MASCULINE_IN_A,
  feminineInO: FEMININE_IN_O,
  // persons of either gender ("un artista", "un demócrata", "un pediatra") and the Greek
  // masculines in -ma ("un problema", "un sistema"), too many beside the feminines ("una forma")
  eitherGender: /(?:ista|crata|iatra|ma)$/,
  notNouns: new Set('hasta contra para nunca ahora fuera encima cerca nada ya cada otra toda misma cuya aquella esa esta alguna ninguna pero como todo tanto poco mucho algo luego mismo solo cuyo dentro tampoco ambos'.split(' ')),
};

export const indefiniteArticleGenderEs = indefiniteArticleGender(articleGenderEs);
