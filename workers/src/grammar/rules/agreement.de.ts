import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// German agreement a learner gets wrong: a plural subject with a singular verb ("Die Kinder
// spielt") and the dative after a preposition that takes it ("mit meine Freunde"). German
// nouns show their number and gender only in a lexicon, so both rules know a list of common
// nouns: plurals ("Kinder", "Eltern"; a masculine noun with an unchanged plural counts after a
// determiner that cannot be masculine singular: "die Lehrer") and feminine singulars ("Mutter").

const PLURAL_NOUNS = (
  'Kinder Leute Eltern Menschen Freunde Freundinnen Studenten Studierenden Schüler Schülerinnen Lehrer Lehrerinnen Frauen Männer ' +
  'Jugendlichen Geschwister Großeltern Kollegen Kolleginnen Nachbarn Bürger Politiker Arbeiter Mitarbeiter Ärzte Brüder ' +
  'Schwestern Töchter Söhne Hunde Katzen Bücher Häuser Länder Städte Preise Probleme Ergebnisse Regeln Kosten Mädchen Jungen Leser Nutzer Kunden'
).split(' ');
const FEMININE_NOUNS = (
  'Mutter Schwester Familie Freundin Frau Tochter Oma Großmutter Tante Lehrerin Chefin Kollegin Nachbarin Firma Klasse Schule Stadt Hilfe Arbeit Bahn'
).split(' ');

// Where a sentence opens: the text's start, after a sentence's end, or at a new line.
const OPENING = String.raw`(?:^|(?<=[.!?]["'”’)]*\s+)|(?<=\n[ \t]*))`;
const PLURAL_DETERMINERS = ['die', 'meine', 'deine', 'seine', 'ihre', 'unsere', 'eure', 'diese', 'alle', 'viele', 'einige', 'manche', 'beide'];
const IRREGULAR_PLURAL: Readonly<Record<string, string>> = {
  ist: 'sind', hat: 'haben', war: 'waren', wird: 'werden', kann: 'können', muss: 'müssen', will: 'wollen', soll: 'sollen', darf: 'dürfen',
  mag: 'mögen', weiß: 'wissen', hatte: 'hatten', wurde: 'wurden', konnte: 'konnten', musste: 'mussten', wollte: 'wollten', sollte: 'sollten',
  möchte: 'möchten', gibt: 'geben', nimmt: 'nehmen', sieht: 'sehen', spricht: 'sprechen', liest: 'lesen', isst: 'essen', fährt: 'fahren',
  läuft: 'laufen', schläft: 'schlafen', trägt: 'tragen', hilft: 'helfen', trifft: 'treffen', vergisst: 'vergessen', tut: 'tun', hält: 'halten',
  fällt: 'fallen', gefällt: 'gefallen', wächst: 'wachsen', wäscht: 'waschen', lädt: 'laden', rät: 'raten', vergaß: 'vergaßen',
};
// words in -t after the noun that are no verbs
const NOT_A_VERB = /^(?:nicht|jetzt|erst|zuletzt|meist|meistens|fast|sonst|bereits|selbst|zuerst|längst|oft|sicherlich|gut|mit|seit|heute|echt|bestimmt|rechts|links)$/;
// After the verb, a subject of its own: the sentence opens with the object ("Die Kinder liebt sie").
const SUBJECT_AFTER = /^(?:\s+(?:der|ein|er|sie|es|das|dies|dieses|nichts|alles|man|ich|du|wir|ihr|jeder|jede|niemand|keiner|jemand|mein|dein|sein|unser|euer)(?!\p{L})|\s+\p{Lu})/u;

/** The plural of a singular verb form: a list for the strong and modal verbs, else -t -> -en if that is a word. */
function pluralVerb(verb: string, isWord: (w: string) => boolean): string | null {
  const irregular = IRREGULAR_PLURAL[verb];
  if (irregular) return irregular;
  if (!verb.endsWith('t') || NOT_A_VERB.test(verb) || verb.length < 4) return null;
  const stem = verb.slice(0, -1);
  // "arbeitet" -> "arbeiten", "spielt" -> "spielen"
  const plural = stem.endsWith('e') ? `${stem}n` : `${stem}en`;
  return isWord(plural) && isWord(verb) ? plural : null;
}

const pluralSubjectVerb = patternRule({
  id: 'de_plural_subject_verb',
  language: 'de',
  title: 'Agreement',
  pattern: String.raw`${OPENING}(?:${eitherCaseAlternatives(PLURAL_DETERMINERS)})\s+(?:\p{Ll}+e[nr]?\s+)?(?<noun>${PLURAL_NOUNS.join('|')})\s+(?<fix>\p{Ll}+)\b`,
  fix: (m, text, ctx) => {
    const verb = m.groups!['fix']!;
    // (patterns match either case: a capital is a noun)
    if (verb[0] !== verb[0]!.toLowerCase()) return null;
    const plural = pluralVerb(verb, ctx.isWord);
    if (!plural) return null;
    if (SUBJECT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) return null;
    return { replacement: plural, message: `The subject, "${m.groups!['noun']}", is plural: "${plural}".` };
  },
});

// Dative plural: "-n" unless the plural ends in -n or -s ("Freunde" -> "Freunden", "Eltern", "Autos")
const dativePlural = (noun: string): string => (/[ns]$/.test(noun) ? noun : `${noun}n`);
// (not "seit", also a conjunction: "seit die Kinder da sind")
const DATIVE_PREPOSITIONS = ['mit', 'von', 'zu', 'bei', 'aus', 'nach', 'gegenüber'];
const POSSESSIVE = ['meine', 'deine', 'seine', 'ihre', 'unsere', 'eure', 'keine'];
const dativeAfterPreposition = patternRule({
  id: 'de_dative_after_preposition',
  language: 'de',
  title: 'Case',
  pattern: String.raw`\b(?<preposition>${eitherCaseAlternatives(DATIVE_PREPOSITIONS)})\s+(?<fix>(?<determiner>die|${POSSESSIVE.join('|')})\s+(?<noun>${[...PLURAL_NOUNS, ...FEMININE_NOUNS].join('|')}))\b`,
  fix: (m) => {
    const { preposition, determiner, noun } = m.groups as { preposition: string; determiner: string; noun: string };
    const d = determiner.toLowerCase();
    // a capital determiner after the preposition is a title or a quotation
    if (determiner !== d) return null;
    const plural = PLURAL_NOUNS.includes(noun);
    const newDeterminer = plural ? (d === 'die' ? 'den' : `${d}n`) : d === 'die' ? 'der' : `${d.slice(0, -1)}er`;
    const replacement = `${newDeterminer} ${plural ? dativePlural(noun) : noun}`;
    return { replacement, message: `"${preposition.toLowerCase()}" takes the dative: "${preposition.toLowerCase()} ${replacement}".` };
  },
});

export const agreementDe: readonly ProseRule[] = [pluralSubjectVerb, dativeAfterPreposition];
