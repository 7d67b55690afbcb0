import type { PhraseEntry } from '../../lint/phraseRule.js';

// French phrases learners build wrong: the question tag without its "ce", "plus que" before an
// amount, "tout" that does not agree with the noun its article shows, "plus bon" for
// "meilleur".

const entry = (phrase: string, replacement: string, message: string, extra: Partial<PhraseEntry> = {}): PhraseEntry => ({ phrase, replacement, message, ...extra });

// a "ne" earlier in the clause makes "plus" a negation: "il n'est plus bon", "il n'y a plus que
// deux pommes"
const NEGATED_BEFORE = /(?:\bne\s|\bn['’])[^.!?;:,]*$/i;
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante|cent|mille)`;
const UNIT = 'ans|mois|semaines|jours|heures|minutes|secondes|euros|dollars|kilomètres|km|mètres|kilos|kg|litres|pour\\s+cent|%';
const NOT_AN_AMOUNT = new RegExp(String.raw`^(?!\s+${AMOUNT}(?:\s+(?:${UNIT})|\s*%))`, 'iu');
// "il sait tout la concernant": "la" is then a pronoun before a verb
const PRONOUN_BEFORE_VERB = /^\s+\p{L}+(?:ant|er|ir|re)\b/iu;

export const fixedPhrasesFr: readonly PhraseEntry[] = [
  // "je suis entrain de manger": "en train de" ("plein d'entrain", "son entrain de jeunesse" are the noun)
  entry('entrain de', 'en train de', 'The phrase is "en train de" (in the middle of); "entrain" is zest.', {
    unlessAfter: /(?:\b(?:son|mon|ton|leur|notre|votre|cet|avec|plein|sans|de|quel|beaucoup)\s+|[ld]['’])$/i,
  }),
  // "C'est une bonne idée, n'est pas ?": the tag is "n'est-ce pas"
  entry("n'est pas", "n'est-ce pas", 'The question tag is "n\'est-ce pas".', { unlessBefore: /^(?!\s*\?)/, unlessAfter: /(?<!,\s*)$/ }),
  // "elle a plus que vingt ans": before an amount, "plus de" and "moins de"
  ...['plus', 'moins'].map((word) =>
    entry(`${word} que`, `${word} de`, `Before an amount, "${word} de": "${word} de vingt ans".`, { unlessBefore: NOT_AN_AMOUNT, unlessAfter: NEGATED_BEFORE }),
  ),
  // "tout la journée": "tout" takes the gender and number of its noun
  entry('tout la', 'toute la', '"Tout" agrees with the feminine noun: "toute la".', { unlessBefore: PRONOUN_BEFORE_VERB }),
  entry('tout une', 'toute une', '"Tout" agrees with the feminine noun: "toute une".'),
  // ("ils ont tous le même âge": "tous" is then the subject's, so only the set phrase)
  entry('tous le monde', 'tout le monde', 'The set phrase is "tout le monde".'),
  // "j'ai visité mes grands-parents": one visits a place; a person is paid a visit, "rendre
  // visite à"
  ...[
    ['visité', 'rendu visite à'],
    ['visiter', 'rendre visite à'],
  ].flatMap(([verb, visit]) =>
    ['mes', 'ses', 'tes', 'nos', 'vos', 'leurs', 'ma', 'sa', 'ta', 'mon', 'son', 'ton', 'notre', 'votre', 'leur'].flatMap((possessive) =>
      ['grands-parents', 'parents', 'amis', 'amies', 'cousins', 'cousines', 'oncle', 'tante', 'grand-mère', 'grand-père', 'famille', 'ami', 'amie', 'mère', 'père', 'sœur', 'frère'].map(
        (person) => entry(`${verb} ${possessive} ${person}`, `${visit} ${possessive} ${person}`, `One visits a place; a person is paid a visit: "${visit} ${possessive} ${person}".`),
      ),
    ),
  ),
  // "mal au tête", "au maison": "au" is "à le", and these nouns are feminine: "à la"
  ...['tête', 'gorge', 'jambe', 'main', 'maison', 'plage', 'gare', 'piscine', 'bibliothèque', 'banque', 'poste', 'campagne', 'montagne', 'mer', 'fac', 'boulangerie', 'pharmacie'].map(
    (noun) => entry(`au ${noun}`, `à la ${noun}`, `"${noun}" is feminine: "à la ${noun}".`),
  ),
  // "plus bon" -> "meilleur", "plus bonne" -> "meilleure"
  ...[
    ['bon', 'meilleur'],
    ['bonne', 'meilleure'],
    ['bons', 'meilleurs'],
    ['bonnes', 'meilleures'],
  ].map(([good, better]) => entry(`plus ${good}`, better!, `The comparative of "${good}" is "${better}".`, { unlessAfter: NEGATED_BEFORE })),
];
