import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "De kinderen speelt buiten", "Mijn vrienden komt morgen": a plural subject opening a main
// clause takes the plural verb, which in Dutch is the infinitive's form ("spelen", "komen").
// Whether a word ending in -en is a plural noun only a lexicon tells ("de keuken", "de jongen"
// are singular), so the subject is one of a list of common plural nouns, as in German.

const PLURAL_NOUNS = (
  'kinderen mensen vrienden vriendinnen ouders grootouders leerlingen studenten mannen vrouwen jongens meisjes collega\'s buren ' +
  'docenten leraren gebruikers klanten burgers artsen broers zussen dochters zonen honden katten boeken huizen landen steden ' +
  'prijzen problemen resultaten regels kosten bestanden programma\'s spelers bezoekers lezers medewerkers werknemers inwoners'
).split(' ');
const DETERMINERS = ['de', 'die', 'deze', 'mijn', 'jouw', 'zijn', 'haar', 'onze', 'jullie', 'hun', 'alle', 'veel', 'vele', 'sommige', 'beide', 'twee', 'drie', 'vier', 'vijf'];
// Where a main clause opens: the text's start, after a sentence's end, at a new line, or after a
// conjunction that joins main clauses.
const OPENING = String.raw`(?:^|(?<=[.!?:;]["'”’)]*\s+)|(?<=\n[ \t]*)|(?<=\b(?:en|maar|want|dus)\s+))`;
const IRREGULAR_PLURAL: Readonly<Record<string, string>> = {
  is: 'zijn', heeft: 'hebben', was: 'waren', had: 'hadden', kan: 'kunnen', wil: 'willen', zal: 'zullen', mag: 'mogen', moet: 'moeten',
  gaat: 'gaan', staat: 'staan', doet: 'doen', ziet: 'zien', slaat: 'slaan', werd: 'werden', kon: 'konden', zou: 'zouden', wilde: 'wilden',
  moest: 'moesten', mocht: 'mochten', ging: 'gingen', kwam: 'kwamen', zag: 'zagen', bleef: 'bleven', vond: 'vonden', zei: 'zeiden',
};
// words in -t or -d after the noun that are no verbs
const NOT_A_VERB = /^(?:met|uit|tot|dat|wat|niet|ooit|zeker|slecht|licht|recht|prachtig|nooit|echt|best|meest|zelfs|net|pas|vast|laat|goed|oud|rond|vandaag|ook|nu|toch|weer|allemaal|altijd|vaak|samen|thuis|buiten)$/;
// After the verb, a subject pronoun of its own: the clause opens with the object ("De kinderen
// ziet hij graag"). "het" and "de" after it are the object far more often ("vindt het leuk").
const SUBJECT_AFTER = /^\s+(?:hij|zij|ze|ik|je|jij|u|we|wij|men|iedereen|niemand)(?!\p{L})/iu;

/** The plural of a present singular in -t: the infinitive's form the dictionary knows ("speelt" -> "spelen", "leest" -> "lezen", "zet" -> "zetten"). */
function pluralOfPresent(verb: string, isWord: (w: string) => boolean): string | null {
  if (!verb.endsWith('t') || verb.length < 3 || !isWord(verb)) return null;
  const stem = verb.slice(0, -1);
  // a stem in -t takes no second t, and a short vowel before it doubles: "zit" -> "zitten", not "zien"
  if (/(?:^|[^aeiou])[aeiou]t$/.test(verb) && isWord(`${verb}${verb.slice(-1)}en`)) return `${verb}${verb.slice(-1)}en`;
  const candidates = [
    `${stem}en`, // "werkt" -> "werken", "wordt" -> "worden"
    `${stem.replace(/([aeou])\1([^aeiou])$/, '$1$2')}en`, // "speelt" -> "spelen", "maakt" -> "maken"
    `${stem.replace(/([aeou])\1f$/, '$1v').replace(/([aeou])\1s$/, '$1z')}en`, // "leeft" -> "leven", "leest" -> "lezen"
    `${stem.replace(/f$/, 'v').replace(/s$/, 'z')}en`, // "verhuist" -> "verhuizen"
    `${verb.replace(/([aeou])\1t$/, '$1t')}en`, // a stem in -t: "eet" -> "eten", "weet" -> "weten"
  ];
  return candidates.find((c) => c !== verb && isWord(c)) ?? null;
}

export const pluralSubjectVerbNl = patternRule({
  id: 'nl_meervoud_onderwerp',
  language: 'nl',
  title: 'Agreement',
  pattern: String.raw`${OPENING}(?:${eitherCaseAlternatives(DETERMINERS)})\s+(?:\p{Ll}+e\s+)?(?<noun>${PLURAL_NOUNS.join('|')})\s+(?<fix>\p{Ll}+)\b`,
  fix: (m, text, ctx) => {
    const verb = m.groups!['fix']!;
    // (patterns match either case: a capital is a noun or a name)
    if (verb[0] !== verb[0]!.toLowerCase() || NOT_A_VERB.test(verb)) return null;
    const plural = IRREGULAR_PLURAL[verb] ?? pluralOfPresent(verb, ctx.isWord);
    if (!plural) return null;
    if (SUBJECT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) return null;
    return { replacement: plural, message: `The subject, "${m.groups!['noun']}", is plural: "${plural}".` };
  },
});

// words in -t that follow a pronoun as its verb's object or an adverb ("als we het doen", "dit")
const OBJECT_AFTER_PRONOUN = /^(?:het|dit|iets|niets|eens|elkaar|even|meteen|straks|gewoon|liefst|eerst|laatst|zojuist|helemaal)$/;

// "Wij woont", "we gaat", "wij hebt": "wij"/"we" opening a clause takes the plural too. Not
// "jullie", whose singular verb ("jullie hebt") is heard in speech.
export const pluralPronounVerbNl = patternRule({
  id: 'nl_meervoud_wij',
  language: 'nl',
  title: 'Agreement',
  pattern: String.raw`(?:${OPENING}|(?<=\b(?:dat|omdat|als|toen|wanneer|terwijl|of|zodat|hoewel|nu)\s+))(?<subject>wij|we)\s+(?:(?:ook|niet|nooit|al|nog|altijd|vaak)\s+)?(?<fix>\p{Ll}+)\b`,
  fix: (m, _text, ctx) => {
    const verb = m.groups!['fix']!;
    if (verb[0] !== verb[0]!.toLowerCase() || NOT_A_VERB.test(verb) || OBJECT_AFTER_PRONOUN.test(verb)) return null;
    const plural = { hebt: 'hebben', bent: 'zijn', ...IRREGULAR_PLURAL }[verb] ?? pluralOfPresent(verb, ctx.isWord);
    if (!plural) return null;
    return { replacement: plural, message: `"${m.groups!['subject']!.toLowerCase()}" takes the plural: "${plural}".` };
  },
});
