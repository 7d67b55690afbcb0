import type { ProseRule } from '../../lint/rule.js';
import { clauseBefore, patternRule } from './patternRule.js';

// Verbs that join an infinitive with a preposition of their own, or with none:
// - "quiero aprender hablar", "empezó llover", "me enseñó cocinar", "volví leerlo": aprender,
//   empezar, comenzar, enseñar, volver (again) and ayudar take "a" before the infinitive. Only
//   their verb forms that are no noun ("la ayuda", "una vuelta"), and only before a word in
//   -ar, -er or -ir the dictionary knows that is no noun or adjective ("militar", "lugar").
// - "pienso de ir mañana": "pensar" (to intend) takes the infinitive bare. Not in a question
//   of opinion, "¿qué piensas de ir en tren?".

const TAKES_A =
  'aprender|aprendo|aprendes|aprende|aprendemos|aprenden|aprendí|aprendió|aprendieron|aprendiendo|aprendido|' +
  'empezar|empiezo|empiezas|empieza|empezamos|empiezan|empecé|empezó|empezaron|empezando|empezado|' +
  'comenzar|comienzo|comienzas|comienza|comenzamos|comienzan|comencé|comenzó|comenzaron|comenzando|comenzado|' +
  'enseñar|enseño|enseñas|enseñamos|enseñan|enseñé|enseñó|enseñaron|enseñando|enseñado|' +
  'volver|vuelvo|vuelves|vuelve|volvemos|vuelven|volví|volvió|volvieron|volviendo|' +
  'ayudar|ayudo|ayudas|ayudamos|ayudan|ayudé|ayudó|ayudaron|ayudando|ayudado';
const NOT_INFINITIVES = new Set(
  (
    'militar familiar popular similar particular escolar solar lunar nuclear regular singular peculiar polar celular muscular vulgar ' +
    'titular circular angular molecular secular estelar ejemplar preliminar auxiliar lugar mar hogar placer poder deber ser par bar ' +
    'azúcar taller mujer dólar collar pilar altar alfiler cadáver carácter líder máster póster súper alquiler cáncer suéter elixir nadir emir tapir faquir'
  ).split(' '),
);

const aBeforeInfinitive = patternRule({
  id: 'es_a_infinitivo',
  language: 'es',
  title: 'Preposition',
  pattern: String.raw`\b(?<verb>${TAKES_A})\s+(?<fix>(?<inf>\p{Ll}+(?:ar|er|ir|ír))(?:l[oa]s?|les?|me|te|se|nos)?)\b`,
  fix(m, _text, ctx) {
    const verb = m.groups!['verb']!.toLowerCase();
    const inf = m.groups!['inf']!;
    if (NOT_INFINITIVES.has(inf) || !ctx.isWord(inf)) return null;
    const found = m.groups!['fix']!;
    return { replacement: `a ${found}`, message: `"${verb}" joins an infinitive with "a": "${verb} a ${found}".` };
  },
});

const pensarDe = patternRule({
  id: 'es_pensar_de',
  language: 'es',
  title: 'Preposition',
  pattern: String.raw`\b(?<verb>pienso|piensas|piensa|pensamos|piensan|pensaba|pensábamos|pensaban|pensé|pensó|pensaron)(?<fix>\s+de)\s+(?<inf>ir|\p{Ll}+(?:ar|er|ir|ír))\b`,
  fix(m, text, ctx) {
    const inf = m.groups!['inf']!;
    if (NOT_INFINITIVES.has(inf) || !ctx.isWord(inf)) return null;
    if (/(?<!\p{L})qu[ée](?!\p{L})/iu.test(clauseBefore(text, m.index))) return null;
    return { replacement: '', message: `"Pensar" (to intend) takes the infinitive without "de": "${m.groups!['verb']!.toLowerCase()} ${inf}".` };
  },
});

export const infinitiveLinkEs: readonly ProseRule[] = [aBeforeInfinitive, pensarDe];
