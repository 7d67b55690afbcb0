import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// German agreement a learner gets wrong: a plural subject with a singular verb ("Die Kinder
// spielt") and the dative after a preposition that takes it ("mit meine Freunde"). German
// nouns show their number and gender only in a lexicon, so both rules know a list of common
// nouns: plurals ("Kinder", "Eltern"; a masculine noun with an unchanged plural counts after a
// determiner that cannot be masculine singular: "die Lehrer") and feminine singulars ("Mutter").

const PLURAL_NOUNS = (
  'Kinder Leute Eltern Menschen Freunde Freundinnen Studenten Studierenden Schüler Schülerinnen Lehrer Lehrerinnen Frauen Männer ' +
  'Hausaufgaben Aufgaben Fragen Sachen Augen Hände Füße Haare Schuhe Kleider Blumen ' +
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

// "Der Mann sind nett", "Das Kind spielen im Garten": a singular subject takes the singular
// verb. Only after a determiner that is singular in the nominative at a sentence's start, a
// noun, and one of the common verbs in the plural; and only where no subject of its own follows
// the verb ("Das Buch haben wir gelesen" opens with its object) and the verb is no infinitive
// that is itself the subject ("Ein Spiel spielen macht Spaß", "das Kind spielen lassen").
const SINGULAR_DETERMINERS = ['der', 'das', 'ein', 'dieser', 'dieses', 'jeder', 'jedes', 'mein', 'dein', 'sein', 'kein', 'unser', 'euer'];
const SINGULAR_OF_PLURAL: Readonly<Record<string, string>> = {
  sind: 'ist', haben: 'hat', waren: 'war', hatten: 'hatte', können: 'kann', müssen: 'muss', wollen: 'will', werden: 'wird', sollen: 'soll',
  dürfen: 'darf', gehen: 'geht', kommen: 'kommt', spielen: 'spielt', wohnen: 'wohnt', arbeiten: 'arbeitet', leben: 'lebt', machen: 'macht',
};
// after the verb: a word that opens a subject, or one that makes the verb an infinitive
const NOT_SINGULAR_VERB_AFTER =
  /^\s+(?:\p{Lu}|(?:der|die|das|den|dem|des|ein|eine|einen|er|sie|es|wir|ihr|ich|du|man|mein|meine|dein|deine|sein|seine|unser|unsere|euer|eure|alle|viele|beide|zwei|drei|ist|war|wäre|macht|kann|lassen|lässt|sehen|hören|zu)(?!\p{L}))/u;
const singularSubjectVerb = patternRule({
  id: 'de_singular_subject_verb',
  language: 'de',
  title: 'Agreement',
  pattern: String.raw`${OPENING}(?:${eitherCaseAlternatives(SINGULAR_DETERMINERS)})\s+(?:\p{Ll}+e[rs]?\s+)?(?<noun>\p{Lu}\p{Ll}+)\s+(?<fix>${Object.keys(SINGULAR_OF_PLURAL).join('|')})(?!\p{L})`,
  fix: (m, text) => {
    const noun = m.groups!['noun']!;
    const verb = m.groups!['fix']!;
    // (patterns match either case: the noun has its capital, the verb none)
    if (noun[0] !== noun[0]!.toUpperCase() || verb !== verb.toLowerCase() || PLURAL_NOUNS.includes(noun)) return null;
    if (NOT_SINGULAR_VERB_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 14))) return null;
    const replacement = SINGULAR_OF_PLURAL[verb]!;
    return { replacement, message: `The subject, "${noun}", is singular: "${replacement}".` };
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
  pattern: String.raw`\b(?<preposition>${eitherCaseAlternatives(DATIVE_PREPOSITIONS)})\s+(?<fix>(?<determiner>die|${POSSESSIVE.join('|')})\s+(?<noun>${[...PLURAL_NOUNS, ...FEMININE_NOUNS].join('|')}|\p{Lu}\p{Ll}+(?:ung|heit|keit|schaft|tät)))\b(?!-)`,
  fix: (m) => {
    const { preposition, determiner, noun } = m.groups as { preposition: string; determiner: string; noun: string };
    // (patterns match either case: a noun has its capital)
    if (noun[0] !== noun[0]!.toUpperCase()) return null;
    const d = determiner.toLowerCase();
    // a capital determiner after the preposition is a title or a quotation
    if (determiner !== d) return null;
    const plural = PLURAL_NOUNS.includes(noun);
    const newDeterminer = plural ? (d === 'die' ? 'den' : `${d}n`) : d === 'die' ? 'der' : `${d.slice(0, -1)}er`;
    const replacement = `${newDeterminer} ${plural ? dativePlural(noun) : noun}`;
    return { replacement, message: `"${preposition.toLowerCase()}" takes the dative: "${preposition.toLowerCase()} ${replacement}".` };
  },
});

// "für mein Bruder", "ich habe ein Hund": a masculine noun as an accusative object takes
// "einen", "meinen", "den". Accusative after "für", "durch", "gegen", "ohne", "um", and after a
// pronoun subject and a verb that takes an object ("Das hat mein Bruder gemacht" has the noun as
// its subject and is left). Only masculine nouns of a list that decline strongly: "Kollege",
// "Nachbar" take "-n" as well, a two-word fix left out.
export const MASCULINE_NOUNS = (
  'Bruder Vater Sohn Mann Freund Onkel Opa Großvater Cousin Hund Computer Tisch Stuhl Wagen Zug Film Tag Monat Abend Geburtstag ' +
  'Urlaub Termin Brief Kaffee Tee Wein Kuchen Apfel Garten Park Platz Weg Berg Fluss Schlüssel Schrank Fernseher Koffer Rucksack ' +
  'Hut Mantel Pullover Schuh Ball Fehler Grund Vorschlag Job Beruf Lehrer Chef Arzt Partner Schüler Raum Ort Text Satz Preis Plan ' +
  'Versuch Wunsch Traum Besuch Ausflug Kurs Test Rat Tipp Hinweis'
).split(' ');
const ACCUSATIVE_VERBS =
  'habe|hast|hat|haben|habt|brauche|brauchst|braucht|brauchen|kaufe|kaufst|kauft|kaufen|sehe|siehst|sieht|sehen|seht|suche|suchst|sucht|suchen|' +
  'kenne|kennst|kennt|kennen|liebe|liebst|liebt|lieben|finde|findest|findet|finden|möchte|möchtest|möchten|bekomme|bekommst|bekommt|bekommen|' +
  'besuche|besuchst|besucht|besuchen|mache|machst|macht|machen|schreibe|schreibst|schreibt|schreiben|trinke|trinkst|trinkt|trinken';
const ACCUSATIVE_OF: Readonly<Record<string, string>> = { ein: 'einen', kein: 'keinen', mein: 'meinen', dein: 'deinen', unser: 'unseren', der: 'den', dem: 'den' };
const accusativeMasculine = patternRule({
  id: 'de_akkusativ_maskulin',
  language: 'de',
  title: 'Case',
  pattern: String.raw`(?:\b(?<preposition>für|durch|gegen|ohne|um)|\b(?:ich|du|er|sie|es|wir|ihr|man)\s+(?:${ACCUSATIVE_VERBS})(?:\s+(?:auch|noch|schon|nur|heute|gestern|morgen|jetzt|gern|gerne|oft|nie))?)\s+(?<fix>ein|kein|mein|dein|unser|der|dem)\s+(?<noun>${MASCULINE_NOUNS.join('|')})\b(?![-\p{L}])`,
  fix: (m) => {
    const { fix: article, noun } = m.groups as { fix: string; noun: string };
    // a capital noun only (patterns match either case); "der"/"dem" only after a preposition, since
    // after a verb they may open a clause of their own ("ich finde, der Film ...")
    if (noun[0] !== noun[0]!.toUpperCase() || article !== article.toLowerCase()) return null;
    if ((article === 'der' || article === 'dem') && !m.groups!['preposition']) return null;
    const replacement = ACCUSATIVE_OF[article]!;
    return { replacement, message: `"${noun}" is masculine and here the accusative object: "${replacement} ${noun}".` };
  },
});

// "ein gute Idee", "mein Meinung", "mit ein Zeitung": nouns in -ung, -heit, -keit, -schaft, -tät
// and -ion are feminine, as are the listed ones, and "ein", "kein", "mein", "dein" before them
// take "-e", or "-er" after a preposition that takes the dative. Left: "Skorpion", "Spion",
// "Champion", masculine, and a noun before a letter that names it, a compound written apart
// ("ein Klasse A Netzwerk").
const MORE_FEMININE_NOUNS = 'Idee Frage Antwort Zeit Woche Stunde Minute Reise Sprache Tasse Katze Straße Tür Nacht Liste Datei Seite Nummer Adresse Sache Geschichte';
const FEMININE_NOUN = String.raw`(?:\p{Lu}\p{Ll}*(?:ung|heit|keit|schaft|tät|ion)|${[...FEMININE_NOUNS, ...MORE_FEMININE_NOUNS.split(' ')].join('|')})`;
const NOT_FEMININE = /^(?:Skorpion|Spion|Champion|Pavillon|Bastion)$/;
const DATIVE_ONLY = 'mit|von|zu|bei|aus|nach|seit|gegenüber';
const feminineArticle = patternRule({
  id: 'de_artikel_feminin',
  language: 'de',
  title: 'Agreement',
  pattern: String.raw`(?:\b(?<dative>${DATIVE_ONLY})\s+)?\b(?<fix>ein|kein|mein|dein)\s+(?<adjective>\p{Ll}+e\s+)?(?<noun>${FEMININE_NOUN})\b(?![-\p{L}]|\s+\p{Lu}\b)`,
  fix: (m) => {
    const { fix: article, noun, dative, adjective } = m.groups as { fix: string; noun: string; dative?: string; adjective?: string };
    // a capital article after a preposition is a title's ("mit Ein Zeitung" is a name)
    if (article !== article.toLowerCase() && dative) return null;
    if (NOT_FEMININE.test(noun)) return null;
    // after a dative preposition the adjective changes too ("mit einer guten"), left to the writer
    if (dative && adjective) return null;
    const replacement = `${article}${dative ? 'er' : 'e'}`;
    return { replacement, message: `"${noun}" is feminine: "${replacement}${adjective ? ` ${adjective.trim()}` : ''} ${noun}".` };
  },
});

// "auf die Wochenende", "mit der Auto", "in der Kino": a neuter noun takes "das" where "die"
// stood (its accusative: "auf das Wochenende"), and "dem" after a preposition that takes the
// dative, or where "der" after one that takes either case shows the dative was meant ("in dem
// Kino"). Only neuter nouns of a list whose plural differs ("die Kinos" is a plural, "die Zimmer"
// may be one); "der" elsewhere may be a genitive or a feminine dative before it. With a verb of
// motion in its clause a preposition of either case takes the accusative ("ich bin in der
// Kino gegangen" -> "in das Kino", which is "ins Kino").
const MOTION_VERBS = new RegExp(
  String.raw`\b(?:${[
    'gehe gehst geht gehen ging gingst gingen gingt gegangen',
    'fahre fährst fährt fahren fahrt fuhr fuhren gefahren',
    'laufe läufst läuft laufen lauft lief liefen gelaufen',
    'fliege fliegst fliegt fliegen flog flogen geflogen',
    'renne rennst rennt rennen rannte rannten gerannt',
    'lege legst legt legen legte legten gelegt stelle stellst stellt stellen stellte stellten gestellt',
    'bringe bringst bringt bringen brachte brachten gebracht',
  ]
    .join(' ')
    .replaceAll(' ', '|')})\b`,
);
export const NEUTER_NOUNS = (
  'Wochenende Kino Auto Haus Buch Kind Jahr Land Problem Spiel Bett Bild Foto Handy Hotel Konzert Museum Büro Geschäft Restaurant ' +
  'Geschenk Getränk Brot Ei Glas Bier Wort Lied Ergebnis Ende Programm Projekt Team Dorf Schiff Flugzeug Fahrrad Pferd Tier Jahrhundert'
).split(' ');
const neuterArticle = patternRule({
  id: 'de_artikel_neutrum',
  language: 'de',
  title: 'Agreement',
  pattern: String.raw`(?:\b(?:(?<dative>${DATIVE_ONLY})|(?<either>in|an|auf|über|unter|vor|hinter|neben|zwischen))\s+)?\b(?<fix>die|der)\s+(?<noun>${NEUTER_NOUNS.join('|')})\b(?![-\p{L}]|\s+\p{Lu}\b)`,
  fix: (m, text) => {
    const { fix: article, noun, dative, either } = m.groups as { fix: string; noun: string; dative?: string; either?: string };
    if (noun[0] !== noun[0]!.toUpperCase()) return null;
    const der = article.toLowerCase() === 'der';
    // a bare "der" may be a relative pronoun before its object ("der Auto fährt"), but not where
    // it opens the sentence or follows "ist" ("Der Buch ist neu", "Das ist der Buch")
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const determinerOnly = !dative && !either && (/^Der$/.test(article) ? /(?:^|[.!?]["'”’)]*\s+)$/.test(before) : /\b(?:ist|war|wird|bleibt)\s+$/.test(before));
    if (der && !dative && !either && !determinerOnly) return null;
    const motion = either !== undefined && MOTION_VERBS.test(clauseAround(text, m.index, m.index + m[0].length));
    const replacement = dative || (der && !motion && !determinerOnly) ? 'dem' : article[0] === 'D' ? 'Das' : 'das';
    const why = motion && replacement.toLowerCase() === 'das' && der ? ', and a direction takes the accusative' : '';
    return { replacement, message: `"${noun}" is neuter${why}: "${replacement} ${noun}".` };
  },
});

// "mit mein Bruder", "von ein Freund", "bei unser Haus", "mit den Zug": after a preposition that
// takes the dative, a masculine or neuter noun's article and possessive take "-em" ("meinem
// Bruder", "unserem Haus", "dem Zug"). Only nouns of the lists above, and nouns of a masculine or neuter ending ("Mädchen",
// "Dokument", "Lehrling", "Polizist", "Museum"). "ihr" is left: after "mit" it is mostly "her"
// ("ich gehe mit ihr Kaffee trinken").
const DATIVE_EM: Readonly<Record<string, string>> = {
  ein: 'einem', kein: 'keinem', mein: 'meinem', dein: 'deinem', sein: 'seinem', unser: 'unserem', euer: 'eurem', den: 'dem', der: 'dem',
};
const dativeMasculineNeuter = patternRule({
  id: 'de_dativ_maskulin_neutrum',
  language: 'de',
  title: 'Case',
  pattern: String.raw`\b(?<preposition>${eitherCaseAlternatives(DATIVE_PREPOSITIONS)})\s+(?<fix>ein|kein|mein|dein|sein|unser|euer|den|der)\s+(?<noun>${[...MASCULINE_NOUNS, ...NEUTER_NOUNS].join('|')}|\p{Lu}\p{Ll}+(?:chen|lein|ment|ling|ismus|ist|eur|um))\b(?![-\p{L}]|\s+\p{Lu}\b)`,
  fix: (m) => {
    const { fix: determiner, noun, preposition } = m.groups as { fix: string; noun: string; preposition: string };
    // (patterns match either case: a capital noun only, and a capital determiner is a title's)
    if (noun[0] !== noun[0]!.toUpperCase() || determiner !== determiner.toLowerCase()) return null;
    // "mit den Zug", "mit der Zug": "den" before a noun whose plural may look the same is a
    // plural's ("mit den Lehrer" for "Lehrern"), and "der" before a neuter is de_artikel_neutrum's
    if (determiner === 'den' && /(?:er|el|en|chen|lein)$/.test(noun)) return null;
    if (determiner === 'der' && !MASCULINE_NOUNS.includes(noun)) return null;
    const replacement = DATIVE_EM[determiner]!;
    return { replacement, message: `"${preposition.toLowerCase()}" takes the dative: "${preposition.toLowerCase()} ${replacement} ${noun}".` };
  },
});

// where a clause ends: a stop, a comma, or a conjunction that joins two main clauses
const CLAUSE_END = /[.!?;,]|\s(?:und|oder|aber|denn|sondern)\s/g;

/** The clause holding text[start, end): from the clause's end before it to the one after it. */
function clauseAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(CLAUSE_END)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return text.slice(from, to);
}

export const agreementDe: readonly ProseRule[] = [pluralSubjectVerb, singularSubjectVerb, dativeAfterPreposition, dativeMasculineNeuter, accusativeMasculine, feminineArticle, neuterArticle];
