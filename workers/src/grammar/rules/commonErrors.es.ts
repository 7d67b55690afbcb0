import type { ProseRule } from '../../lint/rule.js';
import { clauseBefore, patternRule } from './patternRule.js';
import { pluralAfterDeterminerRule } from './pluralAfterDeterminer.js';
import { singularSubjectRule } from './singularSubject.js';
import { genderedPlural, pluralAttributeRule } from './pluralAttribute.js';
import { pluralNounSubjectRule } from './pluralNounSubject.js';
import { futureInTimeClauseEs } from './subjunctive.es.js';
import { homophonesEs } from './homophones.es.js';
import { serEstarEs } from './serEstar.js';
import { joinedSubjectRule } from './joinedSubject.js';
import { accentFix, unaccentedForms } from './writtenAccents.js';
import { singularNounSubjectRule } from './singularNounSubject.js';
import { singularNounAdjectiveRule } from './singularNounAdjective.js';

// Spanish: the classic confusions, each in a context that makes it certain.

// "¡Haber si vienes!": "a ver si" (let's see), where the clause opens with it
const aVer = patternRule({
  id: 'es_a_ver',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`(?<=(?:^|[.!?;:(¡¿"“«]\s*|,\s+|\b(?:y|pues|bueno|venga)\s+))(?<fix>haber)\s+(?:si|qué|cómo|cuándo|quién|dónde)\b`,
  fix: () => ({ replacement: 'a ver', message: '"A ver" (let\'s see) is written in two words; "haber" is the verb ("va a haber").' }),
});
const vamosAVer = patternRule({
  id: 'es_vamos_a_ver',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`\bvamos\s+(?<fix>haber)\b`,
  fix: () => ({ replacement: 'a ver', message: '"Vamos a ver" (let\'s see): "a ver", two words; "haber" is the verb ("va a haber").' }),
});

// "he echo": the participle of hacer is "hecho"; "echo" is from echar ("he echado")
const hecho = patternRule({
  id: 'es_hecho',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`\b(?:he|has|ha|hemos|habéis|han|había|habías|habíamos|habíais|habían|habré|habrá|habría|habrían|haya|hayas|hayamos|hayan|hubiera|hubieras|hubieran|haber|habiendo)\s+(?<fix>echo)\b(?!\s+(?:de\s+menos|a\s+\p{L}+r\b))`,
  fix: () => ({ replacement: 'hecho', message: 'The participle of "hacer" is "hecho" with an h; "echo" is a form of "echar".' }),
});

// impersonal haber (there is/are) stays singular: "hubieron problemas" -> "hubo"
const IMPERSONAL: Record<string, string> = { hubieron: 'hubo', habían: 'había', habrán: 'habrá', hubieran: 'hubiera', habrían: 'habría' };
const QUANTITY =
  'muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|unos|unas|demasiados|demasiadas|bastantes|tantos|tantas|numerosos|numerosas|diversos|diversas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|mil|\\d+';
const impersonalHaber = patternRule({
  id: 'es_impersonal_haber',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`\b(?<fix>hubieron|habían|habrán|hubieran|habrían)\s+(?:${QUANTITY})\s+(?<noun>\p{L}+)`,
  fix: (m) => {
    // "habían muchas veces dicho": an auxiliary before an adverbial phrase
    if (m.groups!['noun']!.toLowerCase() === 'veces') return null;
    // "se habían unos a otros…": personal, with a reflexive pronoun
    if (/(?:^|[^\p{L}])(?:se|nos|os|les|los|las)\s+$/iu.test(m.input.slice(0, m.index))) return null;
    const verb = m.groups!['fix']!;
    const replacement = IMPERSONAL[verb.toLowerCase()]!;
    return { replacement, message: `Meaning "there was/were", haber is impersonal and stays singular: "${replacement}", not "${verb}".` };
  },
});

// "hacen dos años que vivo aquí": hacer of elapsed time is impersonal ("hace dos años"); "los
// niños hacen dos horas de deberes" has a subject and is left: only at a clause's start, or
// before "que"
const ELAPSED_NUMBER = 'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|cien|muchos|muchas|varios|varias|algunos|algunas|unos|unas|pocos|pocas|\\d+';
const ELAPSED_UNIT = 'años|meses|semanas|días|horas|minutos|siglos|décadas';
const ELAPSED: Readonly<Record<string, string>> = { hacen: 'hace', hacían: 'hacía', harán: 'hará' };
const haceTiempo = patternRule({
  id: 'es_hace_tiempo',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`\b(?<fix>hacen|hacían|harán)\s+(?:ya\s+)?(?:${ELAPSED_NUMBER})\s+(?:${ELAPSED_UNIT})(?<that>\s+que\b)?`,
  fix: (m, text) => {
    const before = clauseBefore(text, m.index).trim();
    const last = before.split(/\s+/).pop() ?? '';
    if (!(m.groups!['that'] ? /^(?:ya|hoy|ahora|y|pero)?$/iu.test(last) : /^(?:ya|hoy|ahora)?$/iu.test(before))) return null;
    const verb = m.groups!['fix']!;
    const lower = ELAPSED[verb.toLowerCase()]!;
    const replacement = verb[0] === verb[0]!.toUpperCase() ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
    return { replacement, message: `Of elapsed time, hacer is impersonal and stays singular: "${replacement} dos años".` };
  },
});

// dequeísmo: "pienso de que", "me parece de que" -> "pienso que"; "¿qué piensas de que…?" (about) is fine
const SAYING =
  'pienso|piensas|piensa|pensamos|piensan|pensaba|pensaban|pensé|pensó|pensaron|creo|crees|cree|creemos|creen|creía|creían|creí|creyó|creyeron|opino|opinas|opina|opinan|opinó|digo|dices|dice|decimos|dicen|dije|dijo|dijeron|decía|considero|considera|consideran|supongo|supone|suponía|afirmo|afirma|afirmó|afirman|parece|parecía|pareció|imagino|imagina|imaginaba';
const dequeismo = patternRule({
  id: 'es_dequeismo',
  language: 'es',
  title: 'Dequeísmo',
  pattern: String.raw`\b(?:${SAYING})\s+(?<fix>de\s+que)\b`,
  fix: (m, text) => {
    if (/(?:^|[^\p{L}])qué(?!\p{L})/iu.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
    return { replacement: 'que', message: 'Verbs of thinking and saying take "que" directly: "pienso que", not "pienso de que".' };
  },
});

// "tal ves" / "a la ves": "vez" (time, occasion); "ves" is a form of ver
const vez = patternRule({
  id: 'es_vez',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`\b(?:tal|una|otra|cada|alguna|a\s+la|en|de|última|primera|esta)\s+(?<fix>ves)\b`,
  fix: (m) => {
    // "en ves" only as "en ves de" (instead of)
    if (/^en\s/i.test(m[0]) && !/^\s+de\b/.test(m.input.slice(m.index + m[0].length))) return null;
    if (/^de\s/i.test(m[0]) && !/^\s+en\s+cuando\b/.test(m.input.slice(m.index + m[0].length))) return null;
    return { replacement: 'vez', message: '"Vez" (time, occasion) is written with a z; "ves" is a form of "ver".' };
  },
});

// "detrás mío": adverbs of place take "de" and a pronoun ("detrás de mí"); a
// possessive belongs after a noun ("al lado mío" is right)
const PRONOUN: Record<string, string> = {
  mío: 'mí',
  mía: 'mí',
  tuyo: 'ti',
  tuya: 'ti',
  nuestro: 'nosotros',
  nuestra: 'nosotros',
  vuestro: 'vosotros',
  vuestra: 'vosotros',
};
const detrasDeMi = patternRule({
  id: 'es_detras_de_mi',
  language: 'es',
  title: 'Possessive after adverb',
  pattern: String.raw`\b(?<place>detrás|delante|encima|debajo|cerca|lejos|enfrente|alrededor|dentro|atrás|adelante)\s+(?<poss>mío|mía|tuyo|tuya|nuestro|nuestra|vuestro|vuestra)\b`,
  fix: (m) => {
    const pronoun = PRONOUN[m.groups!['poss']!.toLowerCase()]!;
    const replacement = `${m.groups!['place']!.toLowerCase()} de ${pronoun}`;
    return { replacement, message: `An adverb of place takes "de" and a pronoun: "${replacement}", not a possessive ("${m[0]}").` };
  },
});

// "más mejor": mejor and peor are already comparatives. "Cuanto más mejor" is "cuanto
// más, mejor" (the more, the better) missing its comma, and stays.
const masMejor = patternRule({
  id: 'es_mas_mejor',
  language: 'es',
  title: 'Double comparative',
  pattern: String.raw`\b(?<fix>más\s+)(?:mejor|mejores|peor|peores)\b`,
  fix: (m, text) => {
    if (/(?:^|[^\p{L}])(?:cuanto|cuanta|cuantos|cuantas|mientras)(?:\s+\p{L}+)?\s+$/iu.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
    return { replacement: '', message: '"Mejor" and "peor" are comparatives already: "mejor", not "más mejor".' };
  },
});

// "a grosso modo": the Latin locution is "grosso modo", without "a"
const grossoModo = patternRule({
  id: 'es_grosso_modo',
  language: 'es',
  title: 'Fixed expression',
  pattern: String.raw`\b(?<fix>a\s+)grosso\s+modo\b`,
  fix: () => ({ replacement: '', message: 'The Latin locution is "grosso modo", without "a".' }),
});

// "Busco a un libro": the "a" before a direct object marks a person ("busco a un amigo"), not
// a thing. Only after a verb that takes a direct object and before a noun of a thing from
// this list; a person, a pet, a place ("voy a la tienda") or "a" of a verb of motion are left,
// and "querer a" (to love) and "vender a" (to sell to) take "a" rightly.
const THINGS_ES =
  'libro|libros|casa|casas|coche|coches|carro|carros|piso|apartamento|trabajo|empleo|regalo|regalos|teléfono|móvil|celular|ordenador|computadora|mesa|silla|ropa|camisa|vestido|zapatos|bolígrafo|lápiz|llave|llaves|cartera|bolso|mochila|billete|boleto|película|películas|canción|respuesta|solución|información|dinero|hotel|restaurante|bicicleta|reloj|periódico|revista|cuaderno|diccionario|mapa';
const BUSCAR_ES =
  'busco|buscas|busca|buscamos|buscáis|buscan|buscaba|buscabas|buscábamos|buscaban|busqué|buscaste|buscó|buscaron|buscando|compro|compras|compra|compramos|compran|compré|compraste|compró|compraron|necesito|necesitas|necesita|necesitamos|necesitan|leo|lees|lee|leemos|leen|leí|leyó|encontré|encontró|perdí|perdió|tengo|tienes|tiene|tenemos|tienen';
const personalAThing = patternRule({
  id: 'es_a_personal_cosa',
  language: 'es',
  title: 'Preposition',
  pattern: String.raw`\b(?:${BUSCAR_ES})\s+(?<fix>a\s+)(?:(?:un|una|el|la|los|las|mi|tu|su|mis|tus|sus|este|esta|ese|esa|nuevo|nueva)\s+)?(?:${THINGS_ES})\b`,
  fix: (m) => ({
    replacement: '',
    message: `The "a" before a direct object marks a person; a thing goes without it: "${m[0].replace(/\s+a\s+/i, ' ')}".`,
  }),
});

// queísmo: "darse cuenta de algo", so "me di cuenta de que", not "me di cuenta que"
const DAR =
  'dar|darse|darme|darte|darnos|daros|dándose|dándome|dándote|dándonos|dado|doy|das|da|damos|dais|dan|daba|dabas|dábamos|daban|di|diste|dio|dimos|disteis|dieron|daré|darás|dará|daremos|darán|daría|darías|daríamos|darían|dé|des|demos|den|diera|dieras|diéramos|dieran|diese|diesen';
const cuentaDeQue = patternRule({
  id: 'es_darse_cuenta_de_que',
  language: 'es',
  title: 'Queísmo',
  pattern: String.raw`\b(?:${DAR})\s+cuenta\s+(?<fix>que)\b`,
  fix: () => ({ replacement: 'de que', message: '"Darse cuenta" takes "de": "me di cuenta de que", not "me di cuenta que".' }),
});

// "en base a": the Real Academia advises "con base en", "sobre la base de" or "según"
const enBaseA = patternRule({
  id: 'es_en_base_a',
  language: 'es',
  title: 'Word choice',
  category: 'word_choice',
  pattern: String.raw`\b(?<fix>en\s+base\s+(?<a>al|a))\b`,
  fix: (m) => {
    const replacement = m.groups!['a']!.toLowerCase() === 'al' ? 'con base en el' : 'con base en';
    return { replacement, message: `The Real Academia advises against "en base a": write "${replacement}" (or "según", "sobre la base de").` };
  },
});

// "El gobierno a decidido": the auxiliary is "ha" (haber), not the preposition "a". Only
// participles that are never nouns after "a" ("de estado a estado", "del dicho al hecho" stay).
const PARTICIPLES =
  'sido|tenido|podido|sabido|decidido|ido|venido|vuelto|puesto|escrito|comido|vivido|llegado|conseguido|logrado|' +
  'habido|empezado|comenzado|terminado|acabado|encontrado|perdido|ganado|cambiado|aumentado|disminuido|crecido|' +
  'aprendido|entendido|leído|oído|recibido|enviado|pedido|salido|entrado|trabajado|estudiado|dejado|intentado|vivido';
const haAuxiliary = patternRule({
  id: 'es_ha_auxiliar',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`(?<![\p{L}])(?<fix>[aA])\s+(?:${PARTICIPLES})\b`,
  fix: (m, text) => {
    // "a pedido de", "a sabiendas": a preposition before a fixed phrase; "de ida y vuelta a…"
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 4);
    if (/^\s+de\b/.test(after)) return null;
    const replacement = m.groups!['fix'] === 'A' ? 'Ha' : 'ha';
    return { replacement, message: 'Before a participle the auxiliary is "ha" (haber), with an h: "ha decidido".' };
  },
});

// "es mas compleja", "mas de cinco horas", "el ejemplo mas citado", "los problemas mas
// importantes": the comparative is "más"; "mas" without the accent is the literary "but",
// which follows a comma or opens a clause and is never preceded by a verb of being, an
// article or a quantity, nor followed by "que", "de", a participle or an adjective.
const masComparative = patternRule({
  id: 'es_mas_tilde',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`(?:\b(?:es|son|era|eran|fue|fueron|sea|sean|será|serán|sería|serían|está|están|lo|la|el|los|las|muy|mucho|mucha|muchos|muchas|aún|todavía|algo|nada|poco|no|cada\s+vez)\s+(?<fix>mas)\b|(?<![,;]\s*)\b(?<fix2>mas)\s+(?:que|de)\b|(?<![,;]\s*)\b(?<fix3>mas)\s+(?!(?:ante|durante|mediante)\b)(?:\p{L}+[ai]d[oa]s?|grandes?|graves?|pequeñ[oa]s?|fácil(?:es)?|difícil(?:es)?|rápid[oa]s?|lent[oa]s?|alt[oa]s?|baj[oa]s?|car[oa]s?|barat[oa]s?|nuev[oa]s?|viej[oa]s?|larg[oa]s?|fuertes?|segur[oa]s?|comunes|común|útil(?:es)?|tarde|pronto|cerca|lejos|\p{L}+(?:nte|ble|os[oa]|iv[oa]|ic[oa])s?)\b)`,
  fix: () => ({ replacement: 'más', message: 'The comparative "más" (more) carries an accent; "mas" without it means "but".' }),
});

// "el numero", "por ultimo", "en la practica": a word stressed on its third-last syllable
// carries a written accent. Without it each of these is a form of a verb ("numero", I
// number; "practica", she practises), which the dictionary accepts, so only the context
// tells: after a determiner that is never a pronoun, or an article after a preposition
// ("la" alone may be a pronoun: "ella la practica"), only the noun or adjective can stand.
const STRESSED = unaccentedForms(
  (
    'número término cálculo estímulo vínculo círculo artículo título depósito límite capítulo público último médico ' +
    'intérprete práctica crítica última fórmula página'
  ).split(' '),
);
const NEVER_PRONOUN =
  'el|un|del|al|este|ese|aquel|cada|su|sus|mi|mis|tu|tus|nuestro|nuestra|nuestros|nuestras|una|unos|unas|esta|esa|aquella|estos|estas|esos|esas|' +
  'aquellos|aquellas|otro|otra|otros|otras|primer|primera|primeros|primeras|segundo|segunda|gran|buen|buena|mal|mala|nuevo|nueva|nuevos|nuevas|' +
  'mismo|misma|ningún|ninguna|algún|alguna|algunos|algunas|muchos|muchas|varios|varias|pocos|pocas|ambos|ambas|dicho|dicha';
const PREPOSITION = 'a|ante|bajo|con|contra|de|desde|en|entre|hacia|hasta|para|por|según|sin|sobre|tras';
const stressAccent = patternRule({
  id: 'es_tilde_esdrujula',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:(?:${NEVER_PRONOUN})|(?:${PREPOSITION})\s+(?:la|las|los)|por)\s+(?<fix>${Object.keys(STRESSED).join('|')})\b`,
  fix: (m) => accentFix(m, STRESSED),
});

// "voy a el parque": "a" and "de" merge with the article "el" ("al", "del"); a name that
// begins with "El" ("a El Salvador") keeps its article, and "él" (him) has its accent, which
// "a el" with no noun after it lost
const alDel = patternRule({
  id: 'es_al_del',
  language: 'es',
  title: 'Contraction',
  // ("%a" is a format, not the preposition)
  pattern: String.raw`(?<![%-])\b(?<fix>(?<prep>a|de)\s+el)\b`,
  fix: (m, text) => {
    const found = m.groups!['fix']!;
    if (!/el$/.test(found)) return null;
    const prep = m.groups!['prep']!;
    // where no noun follows, "el" is the pronoun "él" that lost its accent ("se lo di a el.")
    if (/^\s*(?:[.,;:!?)»"”]|$|(?:y|e|o|que|no|también|solo|sólo|nunca|siempre)\b)/.test(text.slice(m.index + m[0].length))) {
      return { replacement: `${prep} él`, message: `With no noun after it, "el" is the pronoun "él", with its accent: "${prep.toLowerCase()} él".` };
    }
    const replacement = prep.toLowerCase() === 'a' ? 'al' : 'del';
    return { replacement, message: `"${prep.toLowerCase()} el" is written as one word: "${replacement}".` };
  },
});

// "¿Porque no vienes?": the question word is "por qué", in two words with an accent
const porQue = patternRule({
  id: 'es_por_que_question',
  language: 'es',
  title: 'Question word',
  pattern: String.raw`¿\s*(?<fix>porque)\b`,
  fix: () => ({ replacement: 'por qué', message: 'In a question "why" is "por qué", in two words with an accent; "porque" means "because".' }),
});

// "no se qué hacer", "yo se que": the verb saber is "sé", with its accent; "se" is the pronoun
const seSaber = patternRule({
  id: 'es_se_saber',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:no|yo|ya|lo)\s+(?<fix>se)\s+(?:qué|quién|quiénes|dónde|cómo|cuándo|cuál|cuánto|cuánta|si)\b|\byo\s+(?<fix2>se)\s+que\b`,
  fix: () => ({ replacement: 'sé', message: 'The verb saber is written "sé" (I know), with an accent; "se" is the pronoun.' }),
});

// "No sé donde está", "quiero saber porque lo hizo": a question inside a sentence keeps the
// accent of its question word ("dónde", "por qué"), and "no se donde" also wants "sé". Only after
// verbs of knowing and asking; not "como" after "sabe", which may say what a thing tastes like.
const INDIRECT_QUESTION: Record<string, string> = {
  donde: 'dónde', adonde: 'adónde', como: 'cómo', cuando: 'cuándo', quien: 'quién', quienes: 'quiénes', cual: 'cuál', cuales: 'cuáles', porque: 'por qué', 'por que': 'por qué',
};
const QUESTION_WORDS_BARE = String.raw`donde|adonde|como|cuando|quien|quienes|cual|cuales|porque|por\s+que`;
const indirectQuestionAccent = patternRule({
  id: 'es_interrogativo_indirecto',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:(?:no|yo|ya)\s+(?<fix>se\s+(?<word>${QUESTION_WORDS_BARE}))|(?<verb>sé|saber|sabes|sabe|sabemos|saben|sabía|sabías|pregunto|preguntó|pregunta|preguntan|dime|dígame|explícame|idea\s+de)\s+(?<fix2>${QUESTION_WORDS_BARE}))\b`,
  fix: (m) => {
    const { verb, word, fix2 } = m.groups as { verb?: string; word?: string; fix2?: string };
    if (verb?.toLowerCase() === 'sabe' && fix2?.toLowerCase() === 'como') return null;
    const accented = INDIRECT_QUESTION[(word ?? fix2)!.toLowerCase().replace(/\s+/, ' ')]!;
    const replacement = word !== undefined ? `sé ${accented}` : accented;
    return { replacement, message: `A question inside a sentence keeps its accent: "${replacement}".` };
  },
});

// "¿Como estás?", "¿Donde vives?": a question word in a direct question carries its accent
export const QUESTION_WORDS: Record<string, string> = {
  que: 'qué', como: 'cómo', donde: 'dónde', adonde: 'adónde', cuando: 'cuándo', quien: 'quién', quienes: 'quiénes',
  cual: 'cuál', cuales: 'cuáles', cuanto: 'cuánto', cuanta: 'cuánta', cuantos: 'cuántos', cuantas: 'cuántas',
};
const questionAccent = patternRule({
  id: 'es_question_accent',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`¿\s*(?:(?:a|de|en|por|para|con|desde|hasta|hacia)\s+)?(?<fix>${Object.keys(QUESTION_WORDS).join('|')})\b`,
  fix: (m) => {
    const word = m.groups!['fix']!;
    const replacement = QUESTION_WORDS[word.toLowerCase()]!;
    return { replacement, message: `In a direct question "${word.toLowerCase()}" is the question word "${replacement}", with an accent.` };
  },
});

// "el dijo", "tu eres": before a verb of their person these are the pronouns "él" and "tú";
// the article "el" and the possessive "tu" stand before a noun
const THIRD_PERSON_VERBS = 'es|era|fue|será|sería|está|estaba|estuvo|tiene|tenía|tuvo|dijo|dice|hizo|hace|quiere|quería|puede|podía|sabe|sabía|vino|viene|va|iba|ha|había|cree|creía';
const SECOND_PERSON_VERBS = 'eres|eras|fuiste|serás|estás|estabas|tienes|tenías|dijiste|dices|hiciste|haces|quieres|querías|puedes|podías|sabes|sabías|vienes|vas|ibas|has|habías|crees';
// and where no noun follows: at the clause's end or before "también" or "no" ("y tu también",
// "para el.")
const PREPOSITIONS_ES = 'a|para|de|en|por|sin|sobre|contra|hacia|según|ante|con|entre';
// (a stop touching the word: "para el .proc" names a directive; "el no superusuario" and "el
// mismo" are the article's, "tú no vienes" and "tú mismo" the pronoun's)
const PRONOUN_END = String.raw`(?=[.,;:!?)»"”](?![\p{L}\p{N}])|$|\s+(?:también|tampoco)\b)`;
const TU_END = String.raw`(?=[.,;:!?)»"”](?![\p{L}\p{N}])|$|\s+(?:también|tampoco|mismo|misma|no)\b)`;
const subjectPronoun = patternRule({
  id: 'es_el_tu_pronoun',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:(?<fix>el)\s+(?:${THIRD_PERSON_VERBS})\b|(?<fix2>tu)\s+(?:${SECOND_PERSON_VERBS})\b|(?:${PREPOSITIONS_ES})\s+(?<fix3>el)${PRONOUN_END}|(?<fix4>tu)${TU_END})`,
  fix: (m) =>
    // (an acronym, "DWARF TU:", is no pronoun)
    /^(?:EL|TU)$/.test(m.groups!['fix3'] ?? m.groups!['fix4'] ?? '')
      ? null
      : m.groups!['fix'] || m.groups!['fix3']
      ? { replacement: 'él', message: 'Standing for a person this is the pronoun "él", with an accent; "el" without it is the article.' }
      : { replacement: 'tú', message: 'Standing for a person this is the pronoun "tú", with an accent; "tu" without it is the possessive.' },
});

// "para mi.", "a mi no me gusta": after a preposition the pronoun is "mí"; the possessive
// "mi" stands before a noun ("para mi casa")
const miPronoun = patternRule({
  id: 'es_mi_pronoun',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:a|para|de|en|por|sin|sobre|contra|hacia|según|ante)\s+(?<fix>mi)(?=\s*(?:[.,;:!?)»"”]|$)|\s+(?:mismo|misma|no|también|tampoco|me)\b)`,
  fix: () => ({ replacement: 'mí', message: 'After a preposition the pronoun is "mí", with an accent; "mi" without it is the possessive ("mi casa").' }),
});

// "creo que si.": the "yes" is "sí", with an accent; "si" is "if"
const siYes = patternRule({
  id: 'es_si_yes',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?:que|dijo|dije|claro|pues|eso)\s+(?<fix>si)(?=\s*(?:[.,;:!?)»"”]|$))`,
  fix: () => ({ replacement: 'sí', message: 'The "yes" is "sí", with an accent; "si" without it means "if".' }),
});

// "hace sentido": a calque of "makes sense"; Spanish says "tiene sentido"
const TENER: Record<string, string> = { hace: 'tiene', hacen: 'tienen', hacía: 'tenía', hizo: 'tuvo', hacer: 'tener', haría: 'tendría' };
const hacerSentido = patternRule({
  id: 'es_hacer_sentido',
  language: 'es',
  title: 'Word choice',
  category: 'word_choice',
  pattern: String.raw`\b(?<fix>hace|hacen|hacía|hizo|hacer|haría)\s+(?:(?:mucho|poco|más|ningún)\s+)?sentido\b`,
  fix: (m) => {
    const verb = m.groups!['fix']!;
    const replacement = TENER[verb.toLowerCase()]!;
    return { replacement, message: `"Hacer sentido" copies the English "make sense"; Spanish says "tener sentido": "${replacement}".` };
  },
});

// "ellos están cansado" -> "cansados", "ellas son español" -> "españolas" (see pluralAttribute.ts)
const pluralAttributeEs = pluralAttributeRule({
  id: 'es_concordancia_plural',
  language: 'es',
  masculine: 'ellos',
  determiners: { masculine: 'los|estos|esos|aquellos|nuestros|vuestros', feminine: 'las|estas|esas|aquellas|nuestras|vuestras' },
  feminine: 'ellas',
  verbs: 'son|están|eran|estaban|serán|estarán|serían|estarían|fueron|estuvieron|sean|estén|parecen|parecían|quedan|quedaron|siguen|resultan',
  negation: String.raw`no\s+`,
  between: 'muy|tan|bastante|demasiado|más|menos|ya|todavía|aún|siempre|nunca',
  notAttributes: new Set(
    (
      'bien mal así aquí allí ahí allá acá lejos cerca mejor peor más menos tan muy bastante demasiado algo nada todo uno una ' +
      'el la lo un de del en a al con sin para por sobre entre hacia hasta tras contra según como cuando donde mientras ya aún ' +
      'todavía siempre nunca también tampoco solo sólo además incluso casi apenas sí no que quien cual mismo ' +
      'dos tres cuatro cinco seis siete ocho nueve diez once doce veinte treinta cien mil ' +
      // nouns that stand after the verb without an article, in the singular: "son parte de"
      'parte causa prueba clave culpa base fuente origen objeto motivo razón fruto reflejo ejemplo sinónimo señal muestra tema cosa problema'
    ).split(' '),
  ),
  adverbEnding: 'mente',
  plural: (word, feminine, isWord) => {
    if (/[aeo]$/.test(word)) return genderedPlural(word, feminine, isWord);
    if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
    // "español" has a feminine ("españolas"), "útil" one form ("útiles")
    if (/[dlrn]$/.test(word)) return feminine && isWord(`${word}a`) ? `${word}as` : `${word}es`;
    return null;
  },
});

// "Si tendría tiempo, viajaría": after a "si" of condition, the imperfect subjunctive, not
// the conditional. Only "si" opening a clause: "no sé si tendría tiempo" (whether) is right.
// The imperfect subjunctive is built on the preterite's stem ("tuvie-ron" -> "tuvie-ra");
// the conditional on the future's ("tendr-ía"). Stem changes not listed give forms the
// dictionary does not know, and no finding.
const SUBJUNCTIVE_BASE: Record<string, string> = {
  tendr: 'tuvie', podr: 'pudie', har: 'hicie', sabr: 'supie', querr: 'quisie', habr: 'hubie', dir: 'dije', vendr: 'vinie',
  pondr: 'pusie', saldr: 'salie', cabr: 'cupie', valdr: 'valie', ser: 'fue', ir: 'fue', estar: 'estuvie', dar: 'die', ver: 'vie',
};
const CONDITIONAL_ENDINGS: Array<[string, string]> = [['íamos', 'ramos'], ['íais', 'rais'], ['ían', 'ran'], ['ías', 'ras'], ['ía', 'ra']];
const ACCENTED: Record<string, string> = { a: 'á', e: 'é' };
function subjunctiveOfConditional(word: string, isWord: (w: string) => boolean): string | null {
  const lower = word.toLowerCase();
  for (const [ending, subjunctive] of CONDITIONAL_ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length); // "viajar", "tendr", "ser"
    // an infinitive, or the imperfect of an -er or -ir verb ("si querías": "quer-ías") is read
    const regular = /[aei]r$/.test(stem) && isWord(stem);
    const base = SUBJUNCTIVE_BASE[stem] ?? (!regular ? null : stem.endsWith('ar') ? `${stem.slice(0, -2)}a` : `${stem.slice(0, -2)}ie`);
    if (!base) return null;
    // nosotros stresses the vowel before the ending: "tuviéramos", "viajáramos"
    return ending === 'íamos' ? `${base.slice(0, -1)}${ACCENTED[base.at(-1)!] ?? base.at(-1)}${subjunctive}` : `${base}${subjunctive}`;
  }
  return null;
}
const siConditional = patternRule({
  id: 'es_si_condicional',
  language: 'es',
  title: 'Verb mood',
  pattern: String.raw`(?<=(?:^|[.!?;:(¡¿"“«]\s*|,\s+|\b(?:y|pero|aunque|incluso|ni|que)\s+))si\s+(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|ellos|ellas|ustedes|no|me|te|se|nos|lo|la|le|les)\s+){0,2}(?<fix>\p{Ll}+r(?:ía|ías|íamos|íais|ían))\b`,
  fix: (m, text, ctx) => {
    // "que si" of reported speech ("dijo que si tendría tiempo") stays a question of whether
    if (/\bque\s+si\s/i.test(text.slice(Math.max(0, m.index - 4), m.index + 3))) return null;
    const verb = m.groups!['fix']!;
    const replacement = subjunctiveOfConditional(verb, ctx.isWord);
    if (!replacement || !ctx.isWord(replacement)) return null;
    return { replacement, message: `After "si" of a condition, Spanish uses the imperfect subjunctive: "${replacement}", not the conditional "${verb}".` };
  },
});

// "mis hijo", "estos problema", "con los niño" (see pluralAfterDeterminer.ts). "Los" and "las" are
// pronouns too ("los vi", "las tengo"), so only after a preposition, where they are the article.
// numbers above one count too ("tengo tres hermano"), not a label's ("la columna dos contiene"); "nueve" is often "nueva" mistyped
const PLURAL_DETERMINERS_ES = String.raw`(?<=\b(?:a|en|con|de|por|para|sobre|entre|hacia|hasta|desde|según|contra|sin)\s+)(?:los|las)|(?<!\b(?:columna|línea|fila|paso|capítulo|parte|fase|nivel|grupo|tipo|caso|versión|opción|página|sección|artículo|etapa|número|ventana)\s+)(?:dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|veinte|treinta|cien)|mis|tus|sus|nuestros|nuestras|vuestros|vuestras|estos|estas|esos|esas|aquellos|aquellas|unos|unas|algunos|algunas|muchos|muchas|varios|varias|pocos|pocas|ciertos|ciertas|diversos|diversas|todos\s+los|todas\s+las`;
const NOT_PLURAL_NOUNS_ES = new Set(
  ('de del en entre sobre bajo con sin por para hacia hasta desde según contra y o ni pero que como cuando donde si no más menos muy tan ' +
    'cuatro cinco siete ocho nueve once doce trece catorce quince veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento mil ' +
    'propio propia mismo misma mejor peor mayor menor primer primero último otro otra cada le lo la se me te nos ' +
    // verbs after a determiner standing alone as a pronoun ("estos son los valores")
    'son es era eran fue fueron será serán está están estaba estaban han ha hay había tienen tiene pueden puede deben debe hacen van ' +
    // "gente" stays singular: "muchos gente" is "mucha gente" (a phrase of its own)
    'gente').split(' '),
);
const pluralAfterDeterminerEs = pluralAfterDeterminerRule({
  id: 'es_plural_determinante',
  language: 'es',
  // "MS-DOS", "-los": a name and an option
  before: '(?<![-%])',
  determiners: PLURAL_DETERMINERS_ES,
  and: 'y|e|o|u',
  pluralEnding: 's',
  notNouns: NOT_PLURAL_NOUNS_ES,
  // a plural already, or an infinitive ("a otros identificar")
  notNounForm: /[sxz]$|[aei]r$/,
  // "hijo" -> "hijos", "ciudad" -> "ciudades", "canción" -> "canciones"; a loanword in another
  // consonant takes -s ("bit" -> "bits")
  plurals: (noun) => [/[aeiouáéó]$|[^lnrdjy]$/.test(noun) ? `${noun}s` : `${noun.replace(/ón$/, 'on').replace(/án$/, 'an').replace(/én$/, 'en')}es`],
});

// "la gente saben": "gente" is singular, and so is its verb
const genteSingular = singularSubjectRule({
  id: 'es_gente_singular',
  language: 'es',
  subject: String.raw`la\s+gente`,
  between: 'no|ya|siempre|nunca|también|me|te|se|nos|lo|la|le|les',
  irregular: { son: 'es', van: 'va', han: 'ha', dan: 'da', están: 'está' },
  regularPlural: String.raw`\p{Ll}+[ae]n`,
  singularOf: (verb) => verb.slice(0, -1),
  message: (verb, singular) => `"La gente" is singular: "${singular}", not "${verb}".`,
});

// "Es importante que vamos juntos": these expressions of wish, need or purpose take the
// present subjunctive. The common irregular verbs by table; a regular verb when the
// dictionary knows its infinitive and the subjunctive built from it ("hablan" -> "hablen",
// "comen" -> "coman"). "¿Para que sirve?" is "para qué", a question, and is left alone.
const SUBJUNCTIVE_ES: Record<string, string> = {
  voy: 'vaya', vas: 'vayas', va: 'vaya', vamos: 'vayamos', van: 'vayan',
  // "que te valla bien": "ir" spelt by ear, not "vallar" (to fence), whose subjunctive is "valle"
  valla: 'vaya', vallas: 'vayas', vallan: 'vayan',
  soy: 'sea', eres: 'seas', es: 'sea', somos: 'seamos', son: 'sean',
  estoy: 'esté', estás: 'estés', está: 'esté', estamos: 'estemos', están: 'estén',
  tengo: 'tenga', tienes: 'tengas', tiene: 'tenga', tenemos: 'tengamos', tienen: 'tengan',
  hago: 'haga', haces: 'hagas', hace: 'haga', hacemos: 'hagamos', hacen: 'hagan',
  puedo: 'pueda', puedes: 'puedas', puede: 'pueda', podemos: 'podamos', pueden: 'puedan',
  sé: 'sepa', sabes: 'sepas', sabe: 'sepa', sabemos: 'sepamos', saben: 'sepan',
  digo: 'diga', dices: 'digas', dice: 'diga', decimos: 'digamos', dicen: 'digan',
  vengo: 'venga', vienes: 'vengas', viene: 'venga', venimos: 'vengamos', vienen: 'vengan',
  quiero: 'quiera', quieres: 'quieras', quiere: 'quiera', queremos: 'queramos', quieren: 'quieran',
  pongo: 'ponga', pones: 'pongas', pone: 'ponga', ponemos: 'pongamos', ponen: 'pongan',
  salgo: 'salga', sales: 'salgas', sale: 'salga', salimos: 'salgamos', salen: 'salgan',
  conozco: 'conozca', conoces: 'conozcas', conoce: 'conozca', conocemos: 'conozcamos', conocen: 'conozcan',
  doy: 'dé', das: 'des', da: 'dé', damos: 'demos', dan: 'den',
  veo: 'vea', ves: 'veas', ve: 'vea', vemos: 'veamos', ven: 'vean',
  he: 'haya', has: 'hayas', ha: 'haya', hemos: 'hayamos', han: 'hayan', hay: 'haya',
};
// present indicative ending -> [infinitive ending, subjunctive ending]
const REGULAR_PRESENT: Array<[string, string, string]> = [
  ['amos', 'ar', 'emos'], ['an', 'ar', 'en'], ['as', 'ar', 'es'], ['a', 'ar', 'e'],
  ['emos', 'er', 'amos'], ['imos', 'ir', 'amos'], ['en', 'er', 'an'], ['en', 'ir', 'an'], ['es', 'er', 'as'], ['es', 'ir', 'as'], ['e', 'er', 'a'], ['e', 'ir', 'a'],
];
function presentSubjunctive(verb: string, isWord: (w: string) => boolean): string | null {
  const lower = verb.toLowerCase();
  if (SUBJUNCTIVE_ES[lower]) return SUBJUNCTIVE_ES[lower]!;
  for (const [ending, infinitive, subjunctive] of REGULAR_PRESENT) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const stem = lower.slice(0, -ending.length);
    // "venda" is vendar's present and vender's subjunctive, "pase" pasar's subjunctive: a form
    // that is also the subjunctive of a verb of the other class is left alone
    // stem-changing verbs: "llueve" (llover), "pide" (pedir) keep the change in the subjunctive
    const plain = [stem, stem.replace(/ue(?=[^aeiou]*$)/, 'o'), stem.replace(/ie(?=[^aeiou]*$)/, 'e'), stem.replace(/i(?=[^aeiou]*$)/, 'e')];
    const otherClass = infinitive === 'ar' ? ['er', 'ir'] : ['ar'];
    if (plain.some((p) => otherClass.some((o) => isWord(p + o)))) continue;
    if (plain.some((p) => isWord(p + infinitive)) && isWord(stem + subjunctive)) return stem + subjunctive;
  }
  return null;
}
// a doubt or a wish: "no creo que sea", "dudo que venga", "necesito que me ayudes" ("no dudo que
// viene" is certain, and takes the indicative)
const SUBJUNCTIVE_TRIGGERS_ES = String.raw`es\s+(?:importante|necesario|posible|mejor|preciso|imprescindible|fundamental|probable)|quiero|queremos|espero|esperamos|ojalá|para|antes\s+de|sin|a\s+menos|hace\s+falta|no\s+creo|no\s+creemos|no\s+pienso|(?<!\bno\s+)(?:dudo|dudamos)|necesito|necesitamos|prefiero|preferimos|(?:te|le|les|os)\s+pido|me\s+alegro\s+de`;
const subjunctiveEs = patternRule({
  id: 'es_subjuntivo',
  language: 'es',
  title: 'Verb mood',
  // "la", "lo", "los", "las" may be articles ("que la casa esté"): only the other pronouns come between
  pattern: String.raw`\b(?:${SUBJUNCTIVE_TRIGGERS_ES})\s+que\s+(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|ellos|ellas|ustedes|no|me|te|se|nos|le|les)\s+){0,3}(?<fix>\p{Ll}+)\b`,
  fix: (m, text, ctx) => {
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf('¿', m.index), text.lastIndexOf('?', m.index), text.lastIndexOf('!', m.index));
    if (text[sentenceStart] === '¿' || /^[^.!]*\?/.test(text.slice(m.index))) return null;
    const verb = m.groups!['fix']!;
    if (verb !== verb.toLowerCase()) return null;
    // a bare plural noun as the subject ("para que programas que utilizan man puedan")
    if (/as$/.test(verb) && /^\s+(?:que|de|del)\b/i.test(text.slice(m.index + m[0].length))) return null;
    // "no sé para que es" is "para qué" without its accent, an indirect question
    if (/^para\s/i.test(m[0]) && /^(?:es|son|era|eran|sirve|sirven)$/i.test(verb)) return null;
    const replacement = presentSubjunctive(verb, ctx.isWord);
    if (!replacement || replacement === verb.toLowerCase()) return null;
    return { replacement, message: `This expression takes the subjunctive: "${replacement}", not "${verb}".` };
  },
});

// "está media dormida": before an adjective "medio" is an adverb (rather), which does not
// agree; a noun after it is halved ("media hora", "media vuelta"). Only after a verb of being
// or seeming, before an adjective whose masculine the dictionary knows.
const HALVED_NOUNS_ES = /^(?:hora|vuelta|naranja|docena|luna|jornada|noche|entrada|tinta|beca|botella|copa|taza|pensión|asta|maratón|manga)$/;
const medioAdverb = patternRule({
  id: 'es_medio_adverbio',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`\b(?:está|estaba|estoy|estás|están|estaban|estamos|estuvo|queda|quedó|quedaba|es|era|fue|son|eran|parece|parecía|parecen|anda|andaba|siente|siento|sentía)\s+(?<fix>medias?)\s+(?<adjective>\p{Ll}{3,}a)s?\b`,
  fix: (m, _text, ctx) => {
    const adjective = m.groups!['adjective']!;
    if (HALVED_NOUNS_ES.test(adjective) || !ctx.isWord(`${adjective.slice(0, -1)}o`)) return null;
    return { replacement: 'medio', message: 'Before an adjective "medio" means "rather" and does not agree: "medio dormida".' };
  },
});

// ", por que nos encantó": after a comma, "es" or "y", outside a question, "por que" gives a
// reason: "porque", one word. "¿Por qué...?" asks it (see es_por_que_question).
const porqueCausal = patternRule({
  id: 'es_porque_causal',
  language: 'es',
  title: 'Confused words',
  pattern: String.raw`(?<=(?:[,;]\s*|\b(?:y|pero|pues|es|fue|era|sólo|solo|precisamente|justamente)\s+))(?<fix>por\s+que)\b`,
  fix: (m, text) => {
    // inside a question ("¿Y por que no?") the accent is what is missing, not the join
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf('!', m.index), text.lastIndexOf('?', m.index)) + 1;
    if (text.slice(sentenceStart, m.index).includes('¿')) return null;
    return { replacement: 'porque', message: 'Giving a reason, "because" is "porque", one word; "por qué" asks why.' };
  },
});

// "ojala": the interjection is "ojalá", with its accent (the dictionary lists it without)
const ojala = patternRule({
  id: 'es_ojala',
  language: 'es',
  title: 'Accent',
  pattern: String.raw`\b(?<fix>ojala)\b`,
  fix: () => ({ replacement: 'ojalá', message: '"Ojalá" is written with an accent on the last a.' }),
});

// "Me gusta mucho los libros": with "gustar" and verbs like it, what pleases is the subject, so a
// plural takes the plural verb ("me gustan los libros"). Only before a plural determiner and
// a noun; a day is an adverb ("me gusta los domingos ir al cine") and an infinitive a subject.
const DAYS = /^(?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines)$/i;
const gustarPlural = patternRule({
  id: 'es_gustar_plural',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`\b(?:me|te|le|nos|os|les)\s+(?<fix>gusta|encanta|interesa|molesta|preocupa|duele|gustaba|encantaba|gustó|encantó)\s+(?:(?:mucho|más|tanto|bastante)\s+)?(?:los|las|mis|tus|sus|estos|estas|esos|esas|muchos|muchas|todos\s+los|todas\s+las)\s+(?<noun>\p{L}+)`,
  fix: (m) => {
    if (DAYS.test(m.groups!['noun']!)) return null;
    const verb = m.groups!['fix']!;
    const replacement = verb.endsWith('ó') ? `${verb.slice(0, -1)}aron` : `${verb}n`;
    return { replacement, message: `What is liked is the subject of "gustar", here plural: "${replacement}".` };
  },
});

// "Me gustan la música": the other way round, one thing liked takes the singular ("me gusta la
// música"); two joined by "y" take the plural ("me gustan el cine y el teatro")
const gustarSingular = patternRule({
  id: 'es_gustar_singular',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`\b(?:me|te|le|nos|os|les)\s+(?<fix>gustan|encantan|interesan|molestan|preocupan|duelen|gustaban|encantaban|gustaron|encantaron)\s+(?:(?:mucho|más|tanto|bastante)\s+)?(?:el|la|mi|tu|su|este|esta|ese|esa)\s+(?<noun>\p{Ll}+)(?<rest>[^.;:!?]{0,60})`,
  fix: (m) => {
    const { noun, rest } = m.groups as { noun: string; rest: string };
    // (another thing liked after a comma or "y" takes a determiner; "y hacen dos años" opens a clause)
    if (/s$/.test(noun) || /(?:,|\s(?:y|e|o|u|ni))\s+(?:el|la|los|las|un|una|mi|mis|tu|tus|su|sus|este|esta|estos|estas|ese|esa)\s/u.test(rest)) return null;
    const verb = m.groups!['fix']!;
    const replacement = verb.endsWith('aron') ? `${verb.slice(0, -4)}ó` : verb.slice(0, -1);
    return { replacement, message: `What is liked is the subject of "gustar", here singular: "${replacement}".` };
  },
});

// "Los estudiantes no tiene tiempo" -> "tienen" (see pluralNounSubject.ts)
const pluralSubjectVerb = pluralNounSubjectRule({
  id: 'es_sujeto_plural',
  language: 'es',
  determiners: 'los|las|estos|estas|esos|esas|mis|tus|nuestros|nuestras|muchos|muchas|algunos|algunas',
  prepositions: 'en|de|del|con|por|para|a|al|sobre|entre|desde|hasta|sin|según|tras|como',
  infinitiveEndings: 'ar|er|ir',
  between: 'no|también|siempre|ya|nunca|casi',
  plurals: {
    es: 'son', está: 'están', tiene: 'tienen', hace: 'hacen', puede: 'pueden', quiere: 'quieren', sabe: 'saben', va: 'van', dice: 'dicen',
    ha: 'han', debe: 'deben', necesita: 'necesitan', piensa: 'piensan', vive: 'viven', trabaja: 'trabajan', estudia: 'estudian',
    usa: 'usan', habla: 'hablan', come: 'comen', juega: 'juegan', parece: 'parecen', sigue: 'siguen', llega: 'llegan', gana: 'ganan',
    prefiere: 'prefieren', entiende: 'entienden', conoce: 'conocen', busca: 'buscan', ayuda: 'ayudan', pasa: 'pasan', era: 'eran', estaba: 'estaban', tenía: 'tenían',
  },
  // days ("los lunes es difícil"), times ("algunas veces puede") and a relative ("las cuales")
  notSubjects: /^(?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines|veces|días|años|meses|semanas|horas|minutos|noches|mañanas|tardes|casos|cuales|demás)$/i,
  singularInS: /(?:is|us)$/,
  message: (noun, replacement) => `The subject, "${noun}", is plural: "${replacement}".`,
});

// "Mi madre y mi padre está" -> "están" (see joinedSubject.ts)
const joinedSubject = joinedSubjectRule({
  id: 'es_sujeto_compuesto',
  language: 'es',
  determiners: ['el', 'la', 'mi', 'tu', 'su', 'este', 'esta', 'ese', 'esa', 'un', 'una', 'nuestro', 'nuestra'],
  and: 'y|e',
  plurals: {
    es: 'son', está: 'están', tiene: 'tienen', vive: 'viven', trabaja: 'trabajan', va: 'van', hace: 'hacen', puede: 'pueden', quiere: 'quieren',
    sabe: 'saben', ha: 'han', era: 'eran', fue: 'fueron', estaba: 'estaban', tenía: 'tenían', vivía: 'vivían', trabajaba: 'trabajaban',
  },
});

// "La chica son muy simpática" -> "es" (see singularNounSubject.ts)
const singularSubjectVerbEs = singularNounSubjectRule({
  id: 'es_sujeto_singular',
  language: 'es',
  determiners: 'el|la|este|esta|ese|esa|aquel|aquella|mi|tu|su|nuestro|nuestra|vuestro|vuestra',
  clauseOpeners: 'pero|porque|cuando|aunque|pues|entonces|además|también|si|mientras',
  between: 'no|también|siempre|ya|nunca|casi',
  predicateOpeners: 'el|la|los|las|un|una|unos|unas|mis|tus|sus|nuestros|nuestras|dos|tres|cuatro|cinco|muchos|muchas|varios|varias|pocos|pocas|\\d+',
  singulars: { son: 'es', están: 'está', tienen: 'tiene', han: 'ha', van: 'va', pueden: 'puede', quieren: 'quiere', deben: 'debe', hacen: 'hace', eran: 'era', estaban: 'estaba', tenían: 'tenía' },
  notSubjects: /^(?:noche|mañana|tarde|semana|año|mes|día|vez|hora|momento|verano|invierno|primavera|otoño|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mayoría|mitad|resto|parte|minoría|totalidad|mayor|gente|pareja|par|docena|cantidad|serie|número|conjunto)$/i,
  pluralLooking: /s$/,
  message: (noun, replacement) => `The subject, "${noun}", is singular: "${replacement}".`,
});

// "un problema muy importantes" -> "importante" (see singularNounAdjective.ts)
const singularAdjectiveEs = singularNounAdjectiveRule({
  id: 'es_adjetivo_singular',
  language: 'es',
  masculine: 'un|el|este|ese|aquel',
  feminine: 'una|la|esta|esa|aquella',
  degree: 'muy|bastante|tan|demasiado|demasiada|realmente|sumamente|poco|extremadamente',
  pluralLooking: /s$/,
  pluralAdjective: /s$/,
  singulars: (a) => [...(a.endsWith('ces') ? [`${a.slice(0, -3)}z`] : []), a.slice(0, -1), a.slice(0, -2)],
  message: (noun, replacement) => `The adjective agrees with "${noun}", in the singular: "${replacement}".`,
});

// "La casa es muy bonito", "ella está cansado" -> "bonita", "cansada": after "ella" or a noun its
// article shows to be feminine, and a verb of being, a participle or a common adjective in -o
// takes the feminine -a. Only right after the verb (and a word of degree), so that "la casa de
// mi padre es" (whose noun is far) is left, and not where the noun follows a preposition ("el
// tamaño de la parte es", whose subject is "el tamaño") or "la" is a relative's ("en la que").
const FEMININE_SUBJECT_ES = String.raw`ella|(?<!\b(?:de|del|en|a|al|con|por|para|sobre|entre|desde|hasta|sin)\s+)(?:la|una|esta|esa|aquella|nuestra)\s+(?!(?:que|cual|cuales|misma|mayoría)\b)\p{Ll}+|(?:mi|tu|su)\s+(?:madre|hermana|hija|esposa|mujer|tía|abuela|amiga|novia|prima|profesora|jefa|compañera)`;
const FEMININE_OF_ES: Readonly<Record<string, string>> = { simpático: 'simpática', frío: 'fría', vacío: 'vacía' };
const feminineAttributeEs = patternRule({
  id: 'es_atributo_femenino',
  language: 'es',
  title: 'Agreement',
  pattern: String.raw`(?<![\p{L}])(?<subject>${FEMININE_SUBJECT_ES})\s+(?:no\s+)?(?:es|está|era|estaba|fue|estuvo|parece|parecía|sigue|seguía|queda|quedó)\s+(?:(?:muy|bastante|tan|demasiado|más|menos|poco|siempre|ya|todavía|algo|un\s+poco)\s+)?(?<fix>\p{Ll}+(?:ad|id)o|cansado|contento|bonito|alto|bajo|guapo|feo|pequeño|nuevo|viejo|simpático|listo|seguro|rico|limpio|sucio|lleno|vacío|caro|barato|blanco|negro|rojo|amarillo|frío|ocupado|enfermo|perfecto|famoso|moderno|antiguo|tranquilo|divertido|enojado|preocupado|casado|divorciado)(?![\p{L}])`,
  fix: (m, _text, ctx) => {
    const subject = m.groups!['subject']!;
    const word = m.groups!['fix']!;
    if (word !== word.toLowerCase() || /^(?:demasiado|mucho|poco|tanto|medio|todo|algo)$/.test(word)) return null;
    // a noun after "la" may be a name of the gender the dictionary cannot tell ("la API"), and
    // "lado", "estado", "pasado" are nouns
    if (/^(?:estado|lado|pasado|mercado|soldado|abogado|resultado|significado|cuidado|sentido|partido|contenido|apellido|vestido|ruido|sonido|marido|período|periodo)$/.test(word)) return null;
    const feminine = FEMININE_OF_ES[word] ?? `${word.slice(0, -1)}a`;
    if (!ctx.isWord(feminine)) return null;
    return { replacement: feminine, message: `The adjective agrees with "${subject.toLowerCase()}", in the feminine: "${feminine}".` };
  },
});

// "Mi hermana es más alta de mí" -> "que yo": a comparison of two people takes "que" and the
// subject pronoun ("más de diez" before a number is right).
const SUBJECT_OF_ES: Readonly<Record<string, string>> = { mí: 'yo', ti: 'tú', él: 'él', ella: 'ella', nosotros: 'nosotros', nosotras: 'nosotras', ellos: 'ellos', ellas: 'ellas', usted: 'usted', ustedes: 'ustedes' };
const comparisonQue = patternRule({
  id: 'es_comparativo_que',
  language: 'es',
  title: 'Comparison',
  pattern: String.raw`\b(?:más|menos)\s+\p{Ll}+\s+(?<fix>de\s+(?<pronoun>mí|ti|él|ella|nosotros|nosotras|ellos|ellas|usted|ustedes))(?![\p{L}])`,
  fix: (m) => {
    const pronoun = m.groups!['pronoun']!.toLowerCase();
    const replacement = `que ${SUBJECT_OF_ES[pronoun]!}`;
    return { replacement, message: `A comparison takes "que" and the subject pronoun: "${replacement}".` };
  },
});

export const commonErrorsEs: readonly ProseRule[] = [
  feminineAttributeEs,
  comparisonQue,
  indirectQuestionAccent,
  singularAdjectiveEs,
  singularSubjectVerbEs,
  pluralSubjectVerb,
  haceTiempo,
  gustarSingular,
  joinedSubject,
  homophonesEs,
  medioAdverb,
  serEstarEs,
  gustarPlural,
  pluralAttributeEs,
  hacerSentido,
  siYes,
  questionAccent,
  subjectPronoun,
  miPronoun,
  alDel,
  porQue,
  seSaber,
  aVer,
  vamosAVer,
  hecho,
  impersonalHaber,
  dequeismo,
  vez,
  detrasDeMi,
  masMejor,
  grossoModo,
  personalAThing,
  cuentaDeQue,
  enBaseA,
  haAuxiliary,
  stressAccent,
  masComparative,
  siConditional,
  pluralAfterDeterminerEs,
  genteSingular,
  subjunctiveEs,
  futureInTimeClauseEs,
  porqueCausal,
  ojala,
];
