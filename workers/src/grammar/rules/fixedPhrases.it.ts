import type { PhraseEntry } from '../../lint/phraseRule.js';

// Italian phrases learners build wrong: the gender of masculine nouns in -a, which look
// feminine ("la problema" -> "il problema", "le sistemi" -> "i sistemi"), a possessive that does
// not agree with a relative or with people in the plural ("mio sorella", "con mio amici"), and a
// preposition copied from English.

const entry = (phrase: string, replacement: string, message: string, extra: Partial<PhraseEntry> = {}): PhraseEntry => ({ phrase, replacement, message, ...extra });

const MASCULINE_IN_A: Array<[string, string]> = [
  ['problema', 'problemi'], ['sistema', 'sistemi'], ['tema', 'temi'], ['programma', 'programmi'], ['clima', 'climi'], ['dramma', 'drammi'],
  ['panorama', 'panorami'], ['dilemma', 'dilemmi'], ['teorema', 'teoremi'], ['poema', 'poemi'], ['diploma', 'diplomi'], ['enigma', 'enigmi'], ['pianeta', 'pianeti'],
];
// (the determiners before a consonant; "schema" would take "lo" and is left out)
const SINGULAR: Array<[string, string]> = [
  ['la', 'il'], ['una', 'un'], ['questa', 'questo'], ['quella', 'quel'], ['della', 'del'], ['alla', 'al'], ['nella', 'nel'], ['sulla', 'sul'], ['dalla', 'dal'],
  ['mia', 'mio'], ['tua', 'tuo'], ['sua', 'suo'], ['nostra', 'nostro'], ['vostra', 'vostro'],
];
const PLURAL: Array<[string, string]> = [['le', 'i'], ['delle', 'dei'], ['alle', 'ai'], ['nelle', 'nei'], ['sulle', 'sui'], ['dalle', 'dai'], ['queste', 'questi'], ['quelle', 'quei']];
// "la" and "le" are also pronouns before a verb: "la programma" (programs it), "le sistemi" (you
// arrange for her); "la tema" is the old word for fear
const VERB_OR_OTHER_WORD = new Set(['la programma', 'la sistema', 'la tema', 'le programmi', 'le sistemi', 'le temi']);

// family nouns, whose gender the possessive before them must show ("mio sorella" -> "mia"), and
// plurals of people a singular possessive is put before ("con mio amici" -> "i miei amici")
const FEMININE_FAMILY = ['sorella', 'madre', 'mamma', 'zia', 'nonna', 'cugina', 'moglie', 'figlia', 'suocera'];
const MASCULINE_FAMILY = ['fratello', 'padre', 'papà', 'zio', 'nonno', 'cugino', 'marito', 'figlio', 'suocero'];
const MASCULINE_PEOPLE = ['amici', 'fratelli', 'genitori', 'figli', 'nonni', 'cugini', 'zii', 'compagni', 'colleghi'];
const FEMININE_PEOPLE = ['amiche', 'sorelle', 'figlie', 'cugine', 'nonne', 'zie', 'compagne', 'colleghe'];
// "la mia madre" -> "mia madre": a relative in the singular takes no article before the
// possessive, unless a word describes it ("la mia madre adottiva", "la mia cara madre"), so
// only before a verb, a preposition, a conjunction or the clause's end ("mamma" and "papà"
// take it in speech and are left)
const NOT_DESCRIBED = /^(?!\s*(?:[.,;:!?)]|$)|\s+(?:è|era|ha|aveva|e|ed|o|ma|di|del|della|che|mi|ti|ci|si|non|in|a|da|con|per|sta|stava|fa|dice|viene|va|lavora|lavorava|vive|viveva|abita|sono|lo|la|le|gli|ne)(?!\p{L})|\s+\p{Lu})/u;
const POSSESSIVES: Array<{ masculine: string; feminine: string; masculinePlural: string; femininePlural: string }> = [
  { masculine: 'mio', feminine: 'mia', masculinePlural: 'miei', femininePlural: 'mie' },
  { masculine: 'tuo', feminine: 'tua', masculinePlural: 'tuoi', femininePlural: 'tue' },
  { masculine: 'suo', feminine: 'sua', masculinePlural: 'suoi', femininePlural: 'sue' },
];

export const fixedPhrasesIt: readonly PhraseEntry[] = [
  ...POSSESSIVES.flatMap(({ masculine, feminine, masculinePlural, femininePlural }) => [
    ...FEMININE_FAMILY.filter((noun) => noun !== 'mamma').map((noun) =>
      entry(`la ${feminine} ${noun}`, `${feminine} ${noun}`, `A relative in the singular takes no article before the possessive: "${feminine} ${noun}".`, { unlessBefore: NOT_DESCRIBED }),
    ),
    ...MASCULINE_FAMILY.filter((noun) => noun !== 'papà').map((noun) =>
      entry(`il ${masculine} ${noun}`, `${masculine} ${noun}`, `A relative in the singular takes no article before the possessive: "${masculine} ${noun}".`, { unlessBefore: NOT_DESCRIBED }),
    ),
    ...FEMININE_FAMILY.flatMap((noun) => [
      entry(`${masculine} ${noun}`, `${feminine} ${noun}`, `"${noun}" is feminine: "${feminine} ${noun}".`),
      entry(`il ${masculine} ${noun}`, `${feminine} ${noun}`, `"${noun}" is feminine, and a relative in the singular takes no article: "${feminine} ${noun}".`),
    ]),
    ...MASCULINE_FAMILY.flatMap((noun) => [
      entry(`${feminine} ${noun}`, `${masculine} ${noun}`, `"${noun}" is masculine: "${masculine} ${noun}".`),
      entry(`la ${feminine} ${noun}`, `${masculine} ${noun}`, `"${noun}" is masculine, and a relative in the singular takes no article: "${masculine} ${noun}".`),
    ]),
    ...MASCULINE_PEOPLE.flatMap((noun) =>
      [`${masculine} ${noun}`, `i ${masculine} ${noun}`].map((wrong) => entry(wrong, `i ${masculinePlural} ${noun}`, `The possessive agrees with the plural "${noun}": "i ${masculinePlural} ${noun}".`)),
    ),
    ...FEMININE_PEOPLE.flatMap((noun) =>
      [`${feminine} ${noun}`, `le ${feminine} ${noun}`].map((wrong) => entry(wrong, `le ${femininePlural} ${noun}`, `The possessive agrees with the plural "${noun}": "le ${femininePlural} ${noun}".`)),
    ),
  ]),
  // "tutti le persone": "tutto" agrees with the noun its article shows
  ...[['tutti le', 'tutte le'], ['tutte i', 'tutti i'], ['tutte gli', 'tutti gli'], ['tutto la', 'tutta la'], ['tutta il', 'tutto il']].map(([wrong, right]) =>
    entry(wrong!, right!, `"Tutto" agrees with the noun: "${right}".`),
  ),
  ...MASCULINE_IN_A.flatMap(([singular, plural]) => [
    ...SINGULAR.map(([wrong, right]) => [`${wrong} ${singular}`, `${right} ${singular}`, singular] as const),
    ...PLURAL.map(([wrong, right]) => [`${wrong} ${plural}`, `${right} ${plural}`, singular] as const),
  ])
    .filter(([wrong]) => !VERB_OR_OTHER_WORD.has(wrong))
    .map(([wrong, right, noun]) => entry(wrong, right, `"${noun}" is masculine: "${right}".`)),
  // "dipende su": the English "depend on" copied; Italian depends "da"
  ...['dipende', 'dipendono', 'dipendere', 'dipendeva', 'dipendevano', 'dipenderà', 'dipendente'].map((verb) =>
    entry(`${verb} su`, `${verb} da`, `Italian says "${verb} da", not "su" (the English "depend on").`),
  ),
];
