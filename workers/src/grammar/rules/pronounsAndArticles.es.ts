import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { patternRule } from './patternRule.js';

// Spanish slips of a pronoun that doubles a plural and of a possessive where the body is meant.

// "Le dije a ellos que vinieran" -> "Les dije": the pronoun that doubles an indirect object
// takes its number. Only after verbs of saying, asking and giving, whose "a" phrase is that
// object ("le presenté a mis amigos" introduces the friends to him and is right).
const TELLING =
  'dije|dijo|dijimos|dijeron|di|dio|dimos|dieron|expliqué|explicó|explicamos|explicaron|pregunté|preguntó|preguntamos|preguntaron|conté|contó|contamos|contaron|escribí|escribió|escribimos|escribieron|pedí|pidió|pedimos|pidieron|mostré|mostró|mostramos|mostraron|regalé|regaló|regalamos|regalaron|digo|dice|decimos|dicen|pregunto|pregunta|explico|explica';
const plural = patternRule({
  id: 'es_les_plural',
  language: 'es',
  title: 'Pronoun',
  pattern: String.raw`\b(?<fix>le)\s+(?:${TELLING})\s+a\s+(?:ellos|ellas|ustedes|todos|todas|(?:los|las|mis|tus|sus|nuestros|nuestras|estos|estas)\s+\p{Ll}+s)\b`,
  fix: () => ({ replacement: 'les', message: 'The pronoun doubles a plural indirect object: "les".' }),
});

// "Me duele mi cabeza" -> "Me duele la cabeza": with a verb that already names whose body it is
// ("me duele"), the part of the body takes the article. Only nouns of the body, whose gender a
// list gives.
const FEMININE = 'cabeza|espalda|garganta|mano|pierna|muela|barriga|rodilla|nariz|boca|oreja|tripa|cara';
const MASCULINE = 'estómago|pie|brazo|ojo|cuello|dedo|hombro|diente|oído|pecho|tobillo|codo';
const ARTICLE = /^(?:cabeza|espalda|garganta|mano|pierna|muela|barriga|rodilla|nariz|boca|oreja|tripa|cara)s?$/;
const bodyArticle = patternRule({
  id: 'es_articulo_cuerpo',
  language: 'es',
  title: 'Article',
  pattern: String.raw`\b(?:me|te|le|nos|os|les)\s+(?:duele|duelen|dolía|dolían|dolió|dolieron|pica|pican)\s+(?<fix>mi|tu|su|mis|tus|sus)\s+(?<noun>(?:${FEMININE}|${MASCULINE})(?:e?s)?)\b`,
  fix: (m) => {
    const { fix: possessive, noun } = m.groups as { fix: string; noun: string };
    const many = /s$/i.test(possessive);
    const article = ARTICLE.test(noun.toLowerCase()) ? (many ? 'las' : 'la') : many ? 'los' : 'el';
    const replacement = matchCaseOf(possessive, article);
    return { replacement, message: `"Me duele" already says whose it is: "${replacement} ${noun}".` };
  },
});

export const pronounsAndArticlesEs: readonly ProseRule[] = [plural, bodyArticle];
