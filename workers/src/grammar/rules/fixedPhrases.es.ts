import type { PhraseEntry } from '../../lint/phraseRule.js';

// Spanish phrases learners build wrong: a gender the noun's ending hides ("la problema"), "ser"
// for "estar" in a fixed phrase, a preposition copied from another language, a double
// comparative. Each wrong form listed is wrong wherever it stands.

const entry = (phrase: string, replacement: string, message: string, extra: Partial<PhraseEntry> = {}): PhraseEntry => ({ phrase, replacement, message, ...extra });

// masculine nouns in -a and feminine nouns in -o, with the determiners that show the slip
const MASCULINE_IN_A = ['problema', 'sistema', 'tema', 'programa', 'idioma', 'clima', 'mapa', 'día', 'planeta', 'poema', 'dilema', 'esquema', 'drama', 'síntoma'];
const FEMININE_DETERMINERS: Array<[string, string]> = [['la', 'el'], ['una', 'un'], ['esta', 'este'], ['esa', 'ese'], ['aquella', 'aquel'], ['nuestra', 'nuestro'], ['mucha', 'mucho'], ['otra', 'otro'], ['la misma', 'el mismo'], ['la primera', 'el primer']];
const FEMININE_IN_O: Array<[string, string]> = [['mano', 'la mano'], ['foto', 'la foto'], ['moto', 'la moto']];
// feminine nouns with a stressed a- take "el" and "un" ("el agua fría")
const STRESSED_A = ['agua', 'área', 'arma', 'hambre', 'águila', 'aula', 'hacha'];

const BEFORE_NO_INFINITIVE = /^\s+(?!\p{L}+(?:ar|er|ir)\b)/u;

const ESTAR: Array<[string, string]> = [['soy', 'estoy'], ['eres', 'estás'], ['es', 'está'], ['somos', 'estamos'], ['son', 'están'], ['era', 'estaba'], ['fui', 'estuve']];

// feminine nouns learners take for masculine after "mucho" or "poco" ("tengo mucho hambre")
const FEMININE_AFTER_MUCHO = ['hambre', 'sed', 'agua', 'prisa', 'suerte', 'razón', 'paciencia', 'fuerza', 'información'];
// "estar" before "un" or "una": what one is takes "ser" ("ella está una buena profesora"); only
// after a person's pronoun or in the first and second person, and not "un poco", "un rato"
const ESTAR_UN: Array<[string, string]> = [['estoy', 'soy'], ['estás', 'eres'], ['él está', 'él es'], ['ella está', 'ella es'], ['estamos', 'somos']];
const NOT_A_DESCRIPTION = /^\s+(?:poco|rato|momento|vez|tanto|día|año|mes|lado)\b/u;

const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
// "es importante de estudiar": an impersonal "es importante" takes the infinitive as its subject,
// with no "de" ("es difícil de leer" says it of a thing and is right, so those are left)
const IMPERSONAL = ['importante', 'necesario', 'bueno', 'útil', 'conveniente', 'fundamental', 'esencial', 'mejor'];
const BEFORE_INFINITIVE = /^(?!\s+\p{L}+(?:ar|er|ir)(?:se|lo|la|los|las|le|les)?\b)/u;

export const fixedPhrasesEs: readonly PhraseEntry[] = [
  // "en el domingo": a day takes the article alone
  ...DAYS.flatMap((day) => [
    entry(`en el ${day}`, `el ${day}`, `A day takes no "en": "el ${day}".`),
    entry(`en los ${day === 'sábado' || day === 'domingo' ? `${day}s` : day}`, `los ${day === 'sábado' || day === 'domingo' ? `${day}s` : day}`, 'A day takes no "en".'),
  ]),
  ...IMPERSONAL.flatMap((adjective) =>
    [`es ${adjective}`, `es muy ${adjective}`].map((phrase) =>
      entry(`${phrase} de`, phrase, `"Es ${adjective}" takes the infinitive with no "de".`, { unlessBefore: BEFORE_INFINITIVE }),
    ),
  ),
  // "todos las personas": "todo" agrees with the noun its article shows
  entry('todos las', 'todas las', '"Todo" agrees with the feminine noun: "todas las".'),
  entry('todas los', 'todos los', '"Todo" agrees with the masculine noun: "todos los".'),
  entry('todo la', 'toda la', '"Todo" agrees with the feminine noun: "toda la".'),
  ...MASCULINE_IN_A.flatMap((noun) =>
    FEMININE_DETERMINERS.map(([wrong, right]) => entry(`${wrong} ${noun}`, `${right} ${noun}`, `"${noun}" is masculine: "${right} ${noun}".`)),
  ),
  ...FEMININE_IN_O.flatMap(([noun, right]) => [
    entry(`el ${noun}`, right, `"${noun}" is feminine: "${right}".`),
    entry(`un ${noun}`, `una ${noun}`, `"${noun}" is feminine: "una ${noun}".`),
  ]),
  ...STRESSED_A.map((noun) => entry(`la ${noun}`, `el ${noun}`, `Before a stressed "a" the feminine article is "el": "el ${noun}".`)),
  entry('un buen idea', 'una buena idea', '"idea" is feminine: "una buena idea".'),
  entry('un idea', 'una idea', '"idea" is feminine: "una idea".'),
  entry('el gente', 'la gente', '"gente" is feminine: "la gente".'),
  // "gente" is one feminine noun: "mucha gente", not a plural
  ...[['muchos', 'mucha'], ['mucho', 'mucha'], ['muchas', 'mucha'], ['pocos', 'poca'], ['poco', 'poca'], ['pocas', 'poca'], ['todos los', 'toda la']].map(([wrong, right]) =>
    entry(`${wrong} gente`, `${right} gente`, `"Gente" is a feminine singular: "${right} gente".`),
  ),
  ...FEMININE_AFTER_MUCHO.flatMap((noun) =>
    [['mucho', 'mucha'], ['poco', 'poca'], ['demasiado', 'demasiada']].map(([wrong, right]) => entry(`${wrong} ${noun}`, `${right} ${noun}`, `"${noun}" is feminine: "${right} ${noun}".`)),
  ),
  ...ESTAR_UN.flatMap(([estar, ser]) =>
    ['un', 'una', ...(estar === 'estamos' ? ['unos', 'unas'] : [])].map((article) =>
      entry(`${estar} ${article}`, `${ser} ${article}`, `What someone is takes "ser": "${ser} ${article}".`, { unlessBefore: NOT_A_DESCRIPTION }),
    ),
  ),
  // "vivo aquí desde tres años": a length of time up to now takes "desde hace" ("desde 2010" is a date)
  ...['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'muchos', 'varios', 'pocos', 'unos'].flatMap((n) =>
    ['años', 'meses', 'semanas', 'días', 'horas'].map((unit) =>
      entry(`desde ${n} ${unit}`, `desde hace ${n} ${unit}`, `A length of time up to now takes "desde hace": "desde hace ${n} ${unit}".`),
    ),
  ),
  entry('desde un año', 'desde hace un año', 'A length of time up to now takes "desde hace": "desde hace un año".'),
  entry('desde un mes', 'desde hace un mes', 'A length of time up to now takes "desde hace": "desde hace un mes".'),
  entry('la primer', 'la primera', 'Before a feminine noun, "primera".'),
  entry('la tercer', 'la tercera', 'Before a feminine noun, "tercera".'),
  ...ESTAR.map(([ser, estar]) => entry(`${ser} de acuerdo`, `${estar} de acuerdo`, `"De acuerdo" goes with "estar": "${estar} de acuerdo".`)),
  entry('más mejor', 'mejor', '"Mejor" is already a comparative: "más" is one too many.'),
  entry('más peor', 'peor', '"Peor" is already a comparative: "más" is one too many.'),
  entry('más menor', 'menor', '"Menor" is already a comparative: "más" is one too many.'),
  // before an infinitive ("es importante de verdad" is right)
  entry('es importante de', 'es importante', 'Before an infinitive, "es importante" takes no "de".', { unlessBefore: BEFORE_NO_INFINITIVE }),
  entry('es necesario de', 'es necesario', 'Before an infinitive, "es necesario" takes no "de".', { unlessBefore: BEFORE_NO_INFINITIVE }),
  ...['interesado', 'interesada', 'interesados', 'interesadas'].map((w) => entry(`${w} de`, `${w} en`, `One is "${w} en" something.`)),
  // "depende en": the English "depend on" copied ("depende en gran medida de" is right); "consiste de"
  ...['depende', 'dependen', 'depender', 'dependía', 'dependían', 'dependiendo', 'dependerá'].map((verb) =>
    entry(`${verb} en`, `${verb} de`, `Spanish says "${verb} de", not "en" (the English "depend on").`, { unlessBefore: /^\s+(?:gran|buena|alguna|cierta|mayor|menor|parte|todo|cada)\b/ }),
  ),
  ...['consiste', 'consisten', 'consistir', 'consistía'].map((verb) => entry(`${verb} de`, `${verb} en`, `"Consistir" takes "en": "${verb} en".`)),
  ...['me', 'te', 'se', 'nos'].map((p) => entry(`${p} recuerdo de`, `${p} acuerdo de`, '"Recordar" takes no "de"; with a pronoun the verb is "acordarse de".')),
  // ("fue en el museo" may be "ser": the party was in the museum)
  ...['ir', 'voy', 'vas', 'va', 'vamos', 'van'].flatMap((go) =>
    ['cine', 'parque', 'colegio', 'médico', 'supermercado', 'hospital', 'teatro', 'museo', 'mercado', 'gimnasio', 'aeropuerto'].map((place) =>
      entry(`${go} en el ${place}`, `${go} al ${place}`, `After "ir" the destination takes "a": "${go} al ${place}".`),
    ),
  ),
];
