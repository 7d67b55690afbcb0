import { patternRule } from './patternRule.js';

// "Ayer he ido al cine" -> "Ayer fui al cine": a time that is over ("ayer", "el año pasado",
// "hace dos días") takes the preterite, not the present perfect, which ties the past to now
// ("hoy he ido"). Only in a clause with such a time and none that reaches up to now ("hoy",
// "ya", "nunca", "desde"); the preterite comes from a table of the irregular verbs and the
// regular endings, and is kept only where the dictionary knows it.

// persons in the order of the auxiliary's forms: he, has, ha, hemos, habéis, han
const AUXILIARY: Readonly<Record<string, number>> = { he: 0, has: 1, ha: 2, hemos: 3, habéis: 4, han: 5 };
const IRREGULAR: Readonly<Record<string, string>> = {
  ido: 'fui fuiste fue fuimos fuisteis fueron',
  sido: 'fui fuiste fue fuimos fuisteis fueron',
  estado: 'estuve estuviste estuvo estuvimos estuvisteis estuvieron',
  tenido: 'tuve tuviste tuvo tuvimos tuvisteis tuvieron',
  hecho: 'hice hiciste hizo hicimos hicisteis hicieron',
  dicho: 'dije dijiste dijo dijimos dijisteis dijeron',
  puesto: 'puse pusiste puso pusimos pusisteis pusieron',
  visto: 'vi viste vio vimos visteis vieron',
  venido: 'vine viniste vino vinimos vinisteis vinieron',
  podido: 'pude pudiste pudo pudimos pudisteis pudieron',
  querido: 'quise quisiste quiso quisimos quisisteis quisieron',
  sabido: 'supe supiste supo supimos supisteis supieron',
  traído: 'traje trajiste trajo trajimos trajisteis trajeron',
  dado: 'di diste dio dimos disteis dieron',
  andado: 'anduve anduviste anduvo anduvimos anduvisteis anduvieron',
  conducido: 'conduje condujiste condujo condujimos condujisteis condujeron',
  escrito: 'escribí escribiste escribió escribimos escribisteis escribieron',
  vuelto: 'volví volviste volvió volvimos volvisteis volvieron',
  devuelto: 'devolví devolviste devolvió devolvimos devolvisteis devolvieron',
  abierto: 'abrí abriste abrió abrimos abristeis abrieron',
  roto: 'rompí rompiste rompió rompimos rompisteis rompieron',
  muerto: 'morí moriste murió morimos moristeis murieron',
  descubierto: 'descubrí descubriste descubrió descubrimos descubristeis descubrieron',
  leído: 'leí leíste leyó leímos leísteis leyeron',
  oído: 'oí oíste oyó oímos oísteis oyeron',
  creído: 'creí creíste creyó creímos creísteis creyeron',
  pedido: 'pedí pediste pidió pedimos pedisteis pidieron',
  dormido: 'dormí dormiste durmió dormimos dormisteis durmieron',
  sentido: 'sentí sentiste sintió sentimos sentisteis sintieron',
  preferido: 'preferí preferiste prefirió preferimos preferisteis prefirieron',
  seguido: 'seguí seguiste siguió seguimos seguisteis siguieron',
  conseguido: 'conseguí conseguiste consiguió conseguimos conseguisteis consiguieron',
  servido: 'serví serviste sirvió servimos servisteis sirvieron',
  repetido: 'repetí repetiste repitió repetimos repetisteis repitieron',
  elegido: 'elegí elegiste eligió elegimos elegisteis eligieron',
  divertido: 'divertí divertiste divirtió divertimos divertisteis divirtieron',
  vestido: 'vestí vestiste vistió vestimos vestisteis vistieron',
};

/** The preterite of a participle in the person `person` (0 to 5), or null. */
function preteriteOf(participle: string, person: number): string | null {
  const irregular = IRREGULAR[participle];
  if (irregular) return irregular.split(' ')[person]!;
  if (participle.endsWith('ado')) {
    const stem = participle.slice(0, -3);
    // "busqué", "llegué", "empecé": the first person keeps the sound of the stem
    const first = stem.endsWith('c') ? `${stem.slice(0, -1)}qué` : stem.endsWith('g') ? `${stem}ué` : stem.endsWith('z') ? `${stem.slice(0, -1)}cé` : `${stem}é`;
    return [first, `${stem}aste`, `${stem}ó`, `${stem}amos`, `${stem}asteis`, `${stem}aron`][person]!;
  }
  if (participle.endsWith('ido')) {
    const stem = participle.slice(0, -3);
    return [`${stem}í`, `${stem}iste`, `${stem}ió`, `${stem}imos`, `${stem}isteis`, `${stem}ieron`][person]!;
  }
  return null;
}

// a time that is over, and one that reaches up to now
const OVER =
  /\b(?:ayer|anoche|anteayer|antier|(?:el|la)\s+(?:año|semana|mes|verano|invierno|otoño|primavera|lunes|martes|miércoles|jueves|viernes|sábado|domingo|fin\s+de\s+semana)\s+pasad[oa]|hace\s+(?:\d+|un|una|dos|tres|cuatro|cinco|seis|diez|unos|unas|muchos|muchas|varios|varias|pocos|pocas)\s+(?:días?|años?|meses|mes|semanas?|horas?|minutos?))(?![\p{L}])/iu;
const UP_TO_NOW =
  /\b(?:hoy|ya|todavía|aún|nunca|jamás|siempre|desde|hasta\s+ahora|últimamente|recientemente|alguna\s+vez|est[ea]\s+(?:mañana|tarde|noche|semana|mes|año|verano|fin\s+de\s+semana))(?![\p{L}])/iu;

// a time that opens the sentence, set off by a comma ("Ayer, he ido")
const OPENING_TIME = new RegExp(String.raw`^\s*(?:${OVER.source})\s*,`, 'iu');
// where a clause ends inside a sentence
const CLAUSE_BREAK = /[,:]|\s(?:y|e|pero|que|porque|aunque|cuando|mientras|donde|sino)\s/giu;

/**
 * The clause around `at`, with the time that opens its sentence when it is the sentence's first
 * clause ("Ayer, he ido"): the time of one clause does not reach the next ("llegó anoche y ha
 * dicho que…").
 */
function clauseAround(text: string, at: number): string {
  const start = Math.max(...['.', '!', '?', ';', '\n'].map((c) => text.lastIndexOf(c, at - 1))) + 1;
  const ends = ['.', '!', '?', ';', '\n'].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
  let from = 0;
  let to = sentence.length;
  for (const b of sentence.matchAll(CLAUSE_BREAK)) {
    if (b.index + b[0].length <= at - start) from = b.index + b[0].length;
    else if (b.index >= at - start) {
      to = b.index;
      break;
    }
  }
  const opening = OPENING_TIME.exec(sentence);
  return (opening && from === opening[0].length ? opening[0] : '') + sentence.slice(from, to);
}

export const perfectWithPastTimeEs = patternRule({
  id: 'es_perfecto_tiempo_pasado',
  language: 'es',
  title: 'Verb tense',
  pattern: String.raw`\b(?<fix>(?<auxiliary>he|has|ha|hemos|habéis|han)\s+(?<participle>\p{Ll}*(?:ado|ido|ído|cho|sto|to|ierto|uelto)))\b`,
  fix: (m, text, ctx) => {
    const clause = clauseAround(text, m.index);
    if (!OVER.test(clause) || UP_TO_NOW.test(clause)) return null;
    const { auxiliary, participle } = m.groups as { auxiliary: string; participle: string };
    const preterite = preteriteOf(participle, AUXILIARY[auxiliary.toLowerCase()]!);
    if (!preterite || !ctx.isWord(preterite)) return null;
    return { replacement: preterite, message: `A time that is over takes the preterite: "${preterite}"; "${auxiliary.toLowerCase()} ${participle}" ties the past to now ("hoy he ido").` };
  },
});
