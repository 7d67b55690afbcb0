import type { ProseRule } from '../../lint/rule.js';
import { pluralNounSubjectRule } from './pluralNounSubject.js';
import { patternRule } from './patternRule.js';
import { pluralAfterDeterminerRule } from './pluralAfterDeterminer.js';
import { singularSubjectRule } from './singularSubject.js';
import { singularNounSubjectRule } from './singularNounSubject.js';
import { singularNounAdjectiveRule } from './singularNounAdjective.js';

// Italian: the classic confusions, each in a context that makes it certain. Words
// like "perchè", "qual'è" and "pò" are not in the dictionary: the spelling pass has them.

// "un'altro": the apostrophe elides only the feminine "una"; "un altro" takes none,
// and "un altra" needs it. Nouns of both genders ("artista", "ospite") are left out.
const MASCULINE = 'altro|amico|uomo|errore|anno|esempio|albero|ospedale|ufficio|aereo|attimo|orologio|incidente|indirizzo|inverno|ombrello|animale|uccello|esercizio|elenco|argomento|accordo|aiuto|appartamento|evento|obiettivo|inizio|istante|interesse|oggetto|ordine|occhio|amore|affare|aspetto|episodio|elemento|articolo|edificio|esame|effetto|impegno|ottimo|unico|intero|ultimo';
const FEMININE = 'altra|amica|idea|ora|isola|occasione|esperienza|azienda|immagine|opera|università|ultima|unica|intera|ottima|estate|epoca|offerta|opinione|auto|automobile|attività|età';
const unApostrophe = patternRule({
  id: 'it_un_apostrophe',
  language: 'it',
  title: 'Article',
  pattern: String.raw`\b(?:(?<fix>un['’])(?:${MASCULINE})|(?<fix2>un\s+)(?:${FEMININE}))\b`,
  fix: (m) =>
    m.groups!['fix']
      ? { replacement: 'un ', message: 'Before a masculine word "un" takes no apostrophe ("un altro"); only "una" is elided ("un\'altra").' }
      : { replacement: "un'", message: 'Before a feminine word starting with a vowel, "una" is elided: "un\'altra", with an apostrophe.' },
});

// "Lui e' stanco": the verb is "è", with its accent; "e'" is a keyboard workaround
const accentedE = patternRule({
  id: 'it_e_accent',
  language: 'it',
  title: 'Accent',
  pattern: String.raw`\b(?<fix>[Ee]['’])(?=\s+\p{L})`,
  fix: (m, text) => {
    // a closing quotation mark after a quoted "e" ('e', `e') is not a verb
    if (/(?:^|\s)['‘`]$/.test(text.slice(Math.max(0, m.index - 2), m.index))) return null;
    return { replacement: 'è', message: 'The verb "essere" is written "è", with a grave accent, not "e\'".' };
  },
});

// "io o fatto": the auxiliary avere ("ho", "ha", "hanno") before a past participle
const PARTICIPLE = String.raw`(?:\p{L}+(?:at|ut|it)[oaie]|fatto|fatta|detto|detta|visto|vista|preso|presa|messo|messa|scritto|letto|chiesto|risposto|aperto|chiuso|perso|deciso|vinto|rotto|speso|corso|morto|nato)`;
const NOT_PARTICIPLE = new Set(['lato', 'mercato', 'prato', 'stato', 'fiato', 'gelato', 'senato', 'reato', 'piatto', 'fianco', 'vita', 'dita', 'gita', 'salute', 'tito', 'parte', 'sete', 'seta', 'meta', 'data', 'strada', 'porta', 'volta', 'sinistra', 'destra', 'cena', 'casa', 'ultimi', 'ultime', 'tutti', 'tutte', 'molti', 'altri', 'pochi', 'dati', 'fatti', 'stati', 'lati', 'prati', 'mercati', 'soldati', 'amati', 'ritardo']);
const AUXILIARY: Record<string, string> = { o: 'ho', a: 'ha', anno: 'hanno' };
const avereAuxiliary = patternRule({
  id: 'it_avere_h',
  language: 'it',
  title: 'Confused words',
  pattern: String.raw`\b(?:io|lui|lei|non|mi|ti|ci|vi|lo|la|li|le|gli|ne|loro)\s+(?<fix>o|a|anno)\s+(?<participle>${PARTICIPLE})\b`,
  fix: (m) => {
    const participle = m.groups!['participle']!.toLowerCase();
    if (NOT_PARTICIPLE.has(participle)) return null;
    const word = m.groups!['fix']!;
    const subject = m[0].split(/\s+/)[0]!.toLowerCase();
    // "loro anno" only: "loro a" / "loro o" are not the auxiliary's forms
    if ((subject === 'loro') !== (word.toLowerCase() === 'anno')) return null;
    if (word.toLowerCase() === 'o' && subject !== 'io' && subject !== 'non' && !['mi', 'ti', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'gli', 'ne'].includes(subject)) return null;
    const replacement = AUXILIARY[word.toLowerCase()]!;
    return { replacement, message: `Before a past participle this is the verb avere, written with an h: "${replacement}".` };
  },
});

// "a me mi piace": the pronoun is said twice
const doublePronoun = patternRule({
  id: 'it_double_pronoun',
  language: 'it',
  title: 'Redundancy',
  category: 'word_choice',
  pattern: String.raw`\ba\s+(?:me(?<fix>\s+mi)|te(?<fix2>\s+ti))\s+(?:piace|piacciono|piaceva|piacevano|sembra|sembrava|pare|interessa|serve|servono|manca|mancano|dispiace)\b`,
  fix: () => ({ replacement: '', message: '"A me" and "mi" say the same thing: keep one ("a me piace" or "mi piace").' }),
});

// "qual'è": "qual" is a truncation, not an elision, and takes no apostrophe: "qual è"
const qualE = patternRule({
  id: 'it_qual_e',
  language: 'it',
  title: 'Apostrophe',
  pattern: String.raw`\b(?<fix>qual['’])(?=(?:è|era|erano|ero|eri)\b)`,
  fix: () => ({ replacement: 'qual ', message: '"Qual" is cut short, not elided: "qual è", without an apostrophe.' }),
});

// "Se avrei tempo": after "se" (if) opening a clause, Italian uses the imperfect subjunctive,
// not the conditional. "Non so se sarebbe possibile" (whether) is right, so only a "se" that
// opens the sentence or follows a comma or "e"/"ma"/"anche" is read as a condition.
const SUBJUNCTIVE: Record<string, string> = {
  sarei: 'fossi', saresti: 'fossi', sarebbe: 'fosse', saremmo: 'fossimo', sareste: 'foste', sarebbero: 'fossero',
  avrei: 'avessi', avresti: 'avessi', avrebbe: 'avesse', avremmo: 'avessimo', avreste: 'aveste', avrebbero: 'avessero',
  potrei: 'potessi', potresti: 'potessi', potrebbe: 'potesse', potremmo: 'potessimo', potrebbero: 'potessero',
  vorrei: 'volessi', vorresti: 'volessi', vorrebbe: 'volesse', vorremmo: 'volessimo', vorrebbero: 'volessero',
  dovrei: 'dovessi', dovresti: 'dovessi', dovrebbe: 'dovesse', dovremmo: 'dovessimo', dovrebbero: 'dovessero',
  farei: 'facessi', faresti: 'facessi', farebbe: 'facesse', faremmo: 'facessimo', farebbero: 'facessero',
  andrei: 'andassi', andresti: 'andassi', andrebbe: 'andasse', andremmo: 'andassimo', andrebbero: 'andassero',
  saprei: 'sapessi', sapresti: 'sapessi', saprebbe: 'sapesse', sapremmo: 'sapessimo', saprebbero: 'sapessero',
  verrei: 'venissi', verresti: 'venissi', verrebbe: 'venisse', verremmo: 'venissimo', verrebbero: 'venissero',
};
const seConditional = patternRule({
  id: 'it_se_conditional',
  language: 'it',
  title: 'Verb mood',
  pattern: String.raw`(?<=(?:^|[.!?;:(«"“]\s*|,\s+|\b(?:e|ma|anche|però)\s+))se\s+(?:(?:io|tu|lui|lei|noi|voi|loro|non|ci|mi|ti|si|vi|lo|la|ne)\s+)?(?<fix>${Object.keys(SUBJUNCTIVE).join('|')})\b`,
  fix: (m) => {
    const verb = m.groups!['fix']!;
    const replacement = SUBJUNCTIVE[verb.toLowerCase()]!;
    return { replacement, message: `After "se" (if), Italian uses the subjunctive, not the conditional: "se ${replacement}", not "se ${verb}".` };
  },
});

// "ce un problema": "ce" only ever stands before lo, la, li, le or ne ("ce lo dice"); before an
// article or "niente" it is "c'è", there is
const ceForCE = patternRule({
  id: 'it_c_e',
  language: 'it',
  title: 'Apostrophe',
  pattern: String.raw`\b(?<fix>ce)\s+(?:un|una|uno|un['’]|niente|nulla|nessuno|nessuna|qualcosa|qualcuno|qualche|bisogno)\b`,
  fix: () => ({ replacement: "c'è", message: '"Ce" stands only before lo, la, li, le or ne; "there is" is "c\'è", with an apostrophe and an accent.' }),
});

// "mi da fastidio": the verb dare is "dà", with its accent, unlike the preposition "da"
const daAccent = patternRule({
  id: 'it_da_accent',
  language: 'it',
  title: 'Accent',
  pattern: String.raw`\b(?:mi|ti|gli|le|ci|vi|non|lo|la|ne)\s+(?<fix>da)\s+(?:fastidio|retta|ragione|torto|noia|pace|tregua|peso|importanza|sui\s+nervi)\b`,
  fix: () => ({ replacement: 'dà', message: 'The verb dare is written "dà", with an accent; "da" is the preposition.' }),
});

// "tutt'ora": the adverb is one word, "tuttora"
const tuttora = patternRule({
  id: 'it_tuttora',
  language: 'it',
  title: 'Spelling',
  pattern: String.raw`\b(?<fix>tutt['’]ora)\b`,
  fix: () => ({ replacement: 'tuttora', message: 'The adverb "still" is one word: "tuttora".' }),
});

// "penso di si", "Si, è vero": the "yes" is "sì", with an accent; "si" is the pronoun, which a
// verb follows, never a comma
const siYes = patternRule({
  id: 'it_si_yes',
  language: 'it',
  title: 'Accent',
  pattern: String.raw`\b(?:di|che|dire|detto|dice)\s+(?<fix>si)(?=\s*(?:[.,;:!?)»"”]|$))|(?:^|(?<=[.!?…]\s+|[«"“—–]\s*|\b(?:ma|e|oh|beh|certo|allora|ah|eh)\s+))(?<fix2>[Ss]i)(?=\s*[,!])`,
  fix: (m) => {
    const capital = m.groups!['fix2']?.startsWith('S') ?? false;
    return { replacement: capital ? 'Sì' : 'sì', message: 'The "yes" is "sì", with an accent; "si" without it is the pronoun.' };
  },
});

// "il studente", "i zaini", "un psicologo": before s and a consonant, z, ps, pn, gn and x the
// articles are "lo", "gli", "uno", and so are the prepositions joined to them ("dello", "negli")
const BEFORE_IMPURE_S: Record<string, string> = {
  il: 'lo', i: 'gli', un: 'uno', del: 'dello', al: 'allo', nel: 'nello', sul: 'sullo', dal: 'dallo',
  dei: 'degli', ai: 'agli', nei: 'negli', sui: 'sugli', dai: 'dagli',
};
const impureS = patternRule({
  id: 'it_article_impure_s',
  language: 'it',
  title: 'Article',
  pattern: String.raw`\b(?<fix>${Object.keys(BEFORE_IMPURE_S).join('|')})\s+(?=(?:s[bcdfgklmnpqrtvw]|z|ps|pn|gn|x)\p{L}+)`,
  fix: (m, text) => {
    // a name or an acronym is said as its own language says it ("il GNU nroff", "un XID")
    const next = text[m.index + m[0].length]!;
    if (next !== next.toLowerCase()) return null;
    const article = m.groups!['fix']!;
    const replacement = BEFORE_IMPURE_S[article.toLowerCase()]!;
    return { replacement, message: `Before s and a consonant, z, ps, gn or x the article is "${replacement}", not "${article.toLowerCase()}".` };
  },
});

// "i miei figlio", "questi problema" (see pluralAfterDeterminer.ts). A masculine determiner wants -i; a feminine one turns -a into
// -e, and leaves -o ("le mie mani" is "mano") alone. Nouns in -e are left: "molte case" is
// plural already, and "i file", "i database" are loanwords that do not change.
// Not "gli" or "le", which are pronouns too ("le dico"), nor a verb after a determiner that
// stands alone ("questi sono", "molti pensano").
const MASCULINE_PLURAL_DETERMINERS_IT = String.raw`i\s+miei|i\s+tuoi|i\s+suoi|i\s+nostri|i\s+vostri|miei|tuoi|suoi|nostri|vostri|questi|quei|alcuni|molti|pochi|tanti|diversi|vari|certi|tutti\s+i|i`;
const FEMININE_PLURAL_DETERMINERS_IT = String.raw`le\s+mie|le\s+tue|le\s+sue|le\s+nostre|le\s+vostre|mie|tue|sue|nostre|vostre|queste|quelle|alcune|molte|poche|tante|diverse|varie|certe|tutte\s+le`;
const NOT_PLURAL_NOUNS_IT = new Set(
  ('di del della dello in nel nella su sul sulla con per tra fra da dal dalla a al alla e o ma che come quando dove se non più meno molto tanto poco ' +
    'quattro cinque sei sette otto nove dieci venti trenta cento mille primo ultimo altro altra stesso stessa proprio propria ogni ' +
    'sono erano stanno hanno possono devono fanno vanno dicono ' +
    // words in -o and -a that do not change ("i video", "i cinema")
    'video audio logo euro demo zero radio foto moto auto eco boa gorilla cinema vaglia sosia boia panda yoga pizza lama segnaposto loro').split(' '),
);
// "figlio" -> "figli", "amico" -> "amici" (or "-chi"), "problema" -> "problemi", "amica" -> "amiche"
function pluralsIt(noun: string, feminine: boolean): string[] {
  const stem = noun.slice(0, -1);
  if (noun.endsWith('o')) {
    if (feminine) return [];
    // "amico", "medico", "politico" -> "-ici"; "gioco", "fico", "lago" -> "-chi", "-ghi"
    if (noun.endsWith('ico')) return [`${stem}i`, `${stem}hi`];
    return noun.endsWith('io') ? [stem, `${stem}i`] : noun.endsWith('co') || noun.endsWith('go') ? [`${stem}hi`, `${stem}i`] : [`${stem}i`];
  }
  if (!noun.endsWith('a')) return [];
  if (!feminine) return [`${stem}i`];
  return noun.endsWith('ca') || noun.endsWith('ga') ? [`${stem}he`] : noun.endsWith('cia') || noun.endsWith('gia') ? [`${stem.slice(0, -1)}e`, `${stem}e`] : [`${stem}e`];
}
const pluralAfterDeterminerIt = pluralAfterDeterminerRule({
  id: 'it_plurale_determinante',
  language: 'it',
  // "%i" and "-i" are formats and options, not the article
  before: '(?<![-%])',
  determiners: String.raw`(?<fem>${FEMININE_PLURAL_DETERMINERS_IT})|${MASCULINE_PLURAL_DETERMINERS_IT}`,
  and: 'e|o',
  pluralEnding: '[ie]',
  notNouns: NOT_PLURAL_NOUNS_IT,
  // a plural already, a gerund or an infinitive
  notNounForm: /i$|ndo$|[aei]re$/,
  // a verb of "they" whose infinitive the dictionary knows ("molti pensano", "questi credono",
  // "alcuni fanno"), where a noun in -no is not ("i bambino", "questi anno")
  isVerb: (w, isWord) =>
    /[^aeiou]anno$|^[fhsvd]anno$/.test(w) || (w.endsWith('ano') && isWord(`${w.slice(0, -2)}re`)) || (w.endsWith('ono') && (isWord(`${w.slice(0, -3)}ere`) || isWord(`${w.slice(0, -3)}ire`))) || /scono$/.test(w),
  plurals: pluralsIt,
});

// "lei è andato", "mia sorella è stanco": after "lei" (she, written small; "Lei" may be the polite
// "you" to a man) or a word for a woman, and a verb of being, a participle or a common adjective
// in -o takes the feminine -a
const FEMININE_SUBJECT_IT = String.raw`lei|(?:[Mm]ia|[Tt]ua|[Ss]ua|[Ll]a|[Qq]uesta|[Nn]ostra|[Vv]ostra)\s+(?:madre|mamma|sorella|figlia|moglie|zia|nonna|amica|ragazza|cugina|collega)`;
const feminineAttributeIt = patternRule({
  id: 'it_accordo_femminile',
  language: 'it',
  title: 'Agreement',
  pattern: String.raw`(?<![\p{L}'’])(?<subject>${FEMININE_SUBJECT_IT})\s+(?:non\s+)?(?:è|era|sarà|sarebbe|fu|sia|sembra|sembrava|rimane|rimasta|resta|diventa|diventata)\s+(?:(?:molto|troppo|così|già|sempre|ancora|più|poco|tanto|anche|davvero)\s+)?(?<fix>\p{Ll}+(?:at|ut|it)o|stanco|contento|bello|alto|basso|brutto|piccolo|nuovo|vecchio|simpatico|pronto|sicuro|bravo|buono|felicissimo|stanchissimo)(?![\p{L}'’])`,
  fix: (m, _text, ctx) => {
    const word = m.groups!['fix']!;
    // (the pattern reads any case: "Lei" and capitals are left)
    if (m.groups!['subject'] === 'Lei' || word !== word.toLowerCase()) return null;
    const feminine = word === 'stanco' ? 'stanca' : word === 'simpatico' ? 'simpatica' : `${word.slice(0, -1)}a`;
    if (!ctx.isWord(feminine) || ['stato', 'mercato', 'lato', 'soldato', 'avvocato', 'deputato', 'impiegato', 'laureato', 'senato'].includes(word)) return null;
    return { replacement: feminine, message: `After "${m.groups!['subject']!.toLowerCase()}" the feminine is "${feminine}": the participle or adjective agrees with the subject.` };
  },
});

// "I ragazzi gioca a calcio" -> "giocano" (see pluralNounSubject.ts); "gli" and "le" are
// pronouns too ("gli piace"), but a pronoun is followed by its verb, not by a noun and a verb
const pluralSubjectVerbIt = pluralNounSubjectRule({
  id: 'it_soggetto_plurale',
  language: 'it',
  determiners: 'i|gli|le|questi|queste|quei|quegli|quelle|miei|mie|tuoi|tue|suoi|sue|nostri|nostre|vostri|vostre|molti|molte|alcuni|alcune|tanti|tante|pochi|poche',
  prepositions: 'di|a|da|in|con|su|per|tra|fra|del|della|dei|degli|delle|nel|nella|nei|negli|nelle|al|alla|ai|agli|alle|sul|sulla|sui|sugli|sulle|dopo|prima|durante|senza|oltre|verso|contro|secondo|dentro|sopra|sotto|presso|tramite|mediante|entro|tranne',
  infinitiveEndings: 'are|ere|ire',
  between: 'non|anche|sempre|già|mai|spesso|ci|si|ne|mi|ti',
  plurals: {
    è: 'sono', ha: 'hanno', fa: 'fanno', va: 'vanno', può: 'possono', vuole: 'vogliono', deve: 'devono', sa: 'sanno', gioca: 'giocano',
    parla: 'parlano', lavora: 'lavorano', studia: 'studiano', vive: 'vivono', mangia: 'mangiano', abita: 'abitano', pensa: 'pensano',
    dice: 'dicono', sembra: 'sembrano', era: 'erano', aveva: 'avevano', viene: 'vengono', ama: 'amano', legge: 'leggono',
    scrive: 'scrivono', arriva: 'arrivano', prende: 'prendono', conosce: 'conoscono', corre: 'corrono', dorme: 'dormono',
  },
  // times ("le volte", "i giorni"), and words that are no nouns after "le" as a pronoun
  notSubjects: /^(?:volte|giorni|anni|mesi|settimane|ore|sere|mattine|notti|lunedì|quali)$/i,
  // a noun in -i or -e after a plural determiner is plural
  singularInS: /(?!)/,
  pluralEnding: '[ie]',
  message: (noun, replacement) => `The subject, "${noun}", is plural: "${replacement}".`,
});

// "la gente dicono": "gente" is singular, and so is its verb
const genteSingularIt = singularSubjectRule({
  id: 'it_gente_singolare',
  language: 'it',
  subject: String.raw`la\s+gente`,
  between: 'non|già|sempre|mai|anche|ci|si|mi|ti|vi|lo|la|li|le|ne',
  irregular: { sono: 'è', hanno: 'ha', fanno: 'fa', vanno: 'va', stanno: 'sta', dicono: 'dice', sanno: 'sa', possono: 'può', vogliono: 'vuole', devono: 'deve', vengono: 'viene', escono: 'esce', credono: 'crede', pensano: 'pensa', parlano: 'parla' },
  regularPlural: String.raw`\p{Ll}+ano|\p{Ll}+ono`,
  singularOf: (verb) => (verb.endsWith('ano') ? `${verb.slice(0, -3)}a` : `${verb.slice(0, -3)}e`),
  message: (verb, singular) => `"La gente" is singular: "${singular}", not "${verb}".`,
});

// "Penso che lui ha ragione": verbs of opinion, wish and doubt, and conjunctions of purpose or
// concession, take the subjunctive. The common irregular verbs, with "lui", "lei" or "loro" or
// no subject before them.
const CONGIUNTIVO: Record<string, string> = {
  ha: 'abbia', hanno: 'abbiano', è: 'sia', sono: 'siano', può: 'possa', possono: 'possano', va: 'vada', vanno: 'vadano', fa: 'faccia', fanno: 'facciano',
  sa: 'sappia', sanno: 'sappiano', vuole: 'voglia', vogliono: 'vogliano', deve: 'debba', devono: 'debbano', viene: 'venga', vengono: 'vengano',
  sta: 'stia', stanno: 'stiano', dice: 'dica', dicono: 'dicano', esce: 'esca', escono: 'escano',
};
const CONGIUNTIVO_TRIGGERS = String.raw`(?:penso|pensi|pensa|pensiamo|credo|credi|crede|crediamo|spero|speri|spera|speriamo|voglio|vuoi|vuole|vogliamo|dubito|immagino|suppongo|temo|bisogna|occorre|sembra|pare|è\s+(?:necessario|importante|possibile|probabile|meglio|giusto|strano))\s+che|affinché|benché|sebbene|nonostante|prima\s+che|a\s+meno\s+che|purché|senza\s+che`;
const congiuntivo = patternRule({
  id: 'it_congiuntivo',
  language: 'it',
  title: 'Verb mood',
  pattern: String.raw`\b(?:${CONGIUNTIVO_TRIGGERS})\s+(?:(?:lui|lei|loro|egli|ella|essi|esse|non|ci|si|mi|ti|vi|ne|lo|gli)\s+){0,2}(?<fix>${Object.keys(CONGIUNTIVO).join('|')})\b`,
  fix: (m) => {
    const verb = m.groups!['fix']!;
    const replacement = CONGIUNTIVO[verb.toLowerCase()]!;
    return { replacement, message: `This expression takes the subjunctive (congiuntivo): "${replacement}", not "${verb}".` };
  },
});

// "un po di pazienza": "po'" (poco) keeps its apostrophe; "pò" with an accent is wrong too
const poApostrophe = patternRule({
  id: 'it_po_apostrofo',
  language: 'it',
  title: 'Apostrophe',
  pattern: String.raw`\b(?:un|un\s+bel|un\s+altro|ancora\s+un)\s+(?<fix>po|pò)(?![\p{L}'’])`,
  // "un PO template" is a file of translations
  fix: (m) => (m.groups!['fix'] !== m.groups!['fix']!.toLowerCase() ? null : { replacement: "po'", message: `"Po'" is "poco" cut short: written with an apostrophe, "un po'".` }),
});

// "Mi piace i libri": with "piacere" and verbs like it, what pleases is the subject, so a plural
// takes the plural verb ("mi piacciono i libri"). Only before a plural determiner.
const PLURAL_OF_PLEASING: Record<string, string> = {
  piace: 'piacciono', piaceva: 'piacevano', interessa: 'interessano', manca: 'mancano', serve: 'servono', preoccupa: 'preoccupano',
};
const piacerePlural = patternRule({
  id: 'it_piacere_plurale',
  language: 'it',
  title: 'Agreement',
  pattern: String.raw`\b(?:mi|ti|gli|le|ci|vi)\s+(?<fix>piace|piaceva|interessa|manca|serve|preoccupa)\s+(?:(?:molto|tanto|di\s+più|più)\s+)?(?:i|gli|le|questi|queste|quei|quegli|quelle|molti|molte|tanti|tante|tutti\s+i|tutte\s+le)\s+\p{L}`,
  fix: (m) => {
    const verb = m.groups!['fix']!;
    const replacement = PLURAL_OF_PLEASING[verb.toLowerCase()]!;
    return { replacement, message: `What is liked is the subject of "piacere", here plural: "${replacement}".` };
  },
});

// "Mi piacciono la musica": one thing liked takes the singular ("mi piace la musica"); two joined by
// "e" or a comma keep the plural ("mi piacciono il cinema e il teatro")
const SINGULAR_OF_PLEASING: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(PLURAL_OF_PLEASING).map(([one, many]) => [many, one]));
const piacereSingular = patternRule({
  id: 'it_piacere_singolare',
  language: 'it',
  title: 'Agreement',
  pattern: String.raw`\b(?:mi|ti|gli|le|ci|vi)\s+(?<fix>${Object.keys(SINGULAR_OF_PLEASING).join('|')})\s+(?:(?:molto|tanto|di\s+più|più)\s+)?(?:il|lo|la|l['’]|questo|questa|quel|quello|quella|mio|mia|tuo|tua|suo|sua)\s*(?<noun>\p{Ll}+)(?<rest>[^.;:!?]{0,60})`,
  fix: (m) => {
    const { rest } = m.groups as { rest: string };
    // (another thing liked after a comma or "e" takes a determiner; "e poi sono uscito" opens a clause)
    if (/(?:,|\s(?:e|ed|o|né))\s+(?:il|lo|la|l['’]|i|gli|le|un|una|uno|mio|mia|miei|mie|tuo|tua|suo|sua|questo|questa|quel|quella)(?:\s|(?<=['’]))/u.test(rest)) return null;
    const verb = m.groups!['fix']!;
    const replacement = SINGULAR_OF_PLEASING[verb.toLowerCase()]!;
    return { replacement, message: `What is liked is the subject of "piacere", here singular: "${replacement}".` };
  },
});

// "Ho andato al cinema" -> "Sono andato", "abbiamo arrivato" -> "siamo arrivati": verbs of
// movement and change of state form the past with essere, whose participle agrees with the
// subject (the plural here in the masculine, the gender unknown). Only participles that
// never follow avere directly ("salito" and "sceso" may: "ho salito le scale"; "successo" is
// also a noun: "ha successo").
const ESSERE_FOR_AVERE: Record<string, string> = { ho: 'sono', hai: 'sei', ha: 'è', abbiamo: 'siamo', avete: 'siete', hanno: 'sono' };
// (the feminine of some is also a noun: "ha partita IVA", "ha uscita di sicurezza", "ha entrata libera")
const ESSERE_PARTICIPLES = String.raw`(?:andat|venut|partit|tornat|ritornat|uscit|cadut)[oi]|(?:arrivat|nat|mort|rimast|stat|diventat|piaciut)[oaie]`;
const essereAuxiliary = patternRule({
  id: 'it_ausiliare_essere',
  language: 'it',
  title: 'Auxiliary',
  pattern: String.raw`\b(?<fix>(?<aux>ho|hai|ha|abbiamo|avete|hanno)\s+(?<participle>${ESSERE_PARTICIPLES}))\b`,
  fix: (m) => {
    const { aux, participle } = m.groups as { aux: string; participle: string };
    const essere = ESSERE_FOR_AVERE[aux.toLowerCase()]!;
    const plural = ['abbiamo', 'avete', 'hanno'].includes(aux.toLowerCase());
    const agreed = plural && /o$/.test(participle) ? `${participle.slice(0, -1)}i` : participle;
    const replacement = `${essere} ${agreed}`;
    return { replacement, message: `This verb forms its past with "essere": "${replacement}".` };
  },
});

// "Dopo di mangiare, siamo usciti" -> "Dopo aver mangiato": after "dopo" the infinitive is
// the perfect one. Verbs that take essere ("dopo essere arrivato") are left out: their
// participle agrees with a subject the rule cannot see. A participle the dictionary does
// not know gives no finding ("dopo intere settimane").
const PARTICIPLE_IT: Record<string, string> = {
  fare: 'fatto', dire: 'detto', leggere: 'letto', scrivere: 'scritto', prendere: 'preso', vedere: 'visto', mettere: 'messo',
  chiudere: 'chiuso', decidere: 'deciso', rispondere: 'risposto', chiedere: 'chiesto', perdere: 'perso', vincere: 'vinto',
  spendere: 'speso', correre: 'corso', aprire: 'aperto', offrire: 'offerto', scoprire: 'scoperto', soffrire: 'sofferto',
  rompere: 'rotto', discutere: 'discusso', ridere: 'riso', piangere: 'pianto', accendere: 'acceso', spegnere: 'spento',
  scegliere: 'scelto', togliere: 'tolto', raccogliere: 'raccolto', risolvere: 'risolto', muovere: 'mosso', vivere: 'vissuto',
  bere: 'bevuto', conoscere: 'conosciuto', riconoscere: 'riconosciuto', ricevere: 'ricevuto', promettere: 'promesso',
  permettere: 'permesso', ammettere: 'ammesso', spingere: 'spinto', dipingere: 'dipinto', difendere: 'difeso', attendere: 'atteso',
  comprendere: 'compreso', sorprendere: 'sorpreso', nascondere: 'nascosto', correggere: 'corretto',
};
const ESSERE_VERBS_IT = new Set(
  'andare venire partire tornare ritornare uscire arrivare nascere morire rimanere restare diventare entrare cadere salire scendere essere avere stare riuscire crescere succedere sembrare piacere'.split(' '),
);
function participleIt(infinitive: string): string {
  if (Object.hasOwn(PARTICIPLE_IT, infinitive)) return PARTICIPLE_IT[infinitive]!;
  if (infinitive.endsWith('are')) return `${infinitive.slice(0, -3)}ato`;
  if (infinitive.endsWith('ire')) return `${infinitive.slice(0, -3)}ito`;
  return `${infinitive.slice(0, -3)}uto`;
}
const dopoInfinitive = patternRule({
  id: 'it_dopo_infinito',
  language: 'it',
  title: 'Verb form',
  pattern: String.raw`\b(?<fix>dopo\s+(?:di\s+)?(?<verb>\p{L}+(?:are|ere|ire)))\b`,
  fix: (m, _text, ctx) => {
    const verb = m.groups!['verb']!;
    if (verb !== verb.toLowerCase() || ESSERE_VERBS_IT.has(verb)) return null;
    const participle = participleIt(verb);
    if (!ctx.isWord(participle) || !ctx.isWord(verb)) return null;
    const replacement = `dopo aver ${participle}`;
    return { replacement, message: `After "dopo" the infinitive is the perfect one: "${replacement}".` };
  },
});

// "c'è molti libri": before a plural "there is" is "ci sono" ("c'erano" in the past)
const ciSono = patternRule({
  id: 'it_ci_sono',
  language: 'it',
  title: 'Agreement',
  pattern: String.raw`\b(?<fix>c['’](?:è|e|era))\s+(?:molti|molte|tanti|tante|alcuni|alcune|due|tre|quattro|cinque|dieci|dei|degli|delle|diversi|diverse|parecchi|parecchie|pochi|poche|troppi|troppe|vari|varie|numerosi|numerose)\b`,
  fix: (m) => {
    const past = /era$/i.test(m.groups!['fix']!);
    const replacement = past ? "c'erano" : 'ci sono';
    return { replacement, message: `Before a plural, "there is" is "${replacement}".` };
  },
});

// "più alta che me": a comparison with a pronoun takes "di" ("più alta di me"); "che" compares
// two words of the same kind ("più lui che lei", "più bella che brava")
const diAfterComparative = patternRule({
  id: 'it_comparativo_di',
  language: 'it',
  title: 'Comparison',
  pattern: String.raw`\b(?:più|meno)\s+(?!(?:io|tu|lui|lei|noi|voi|loro|me|te)\b)\p{L}+\s+(?<fix>che)\s+(?:me|te|lui|lei|noi|voi|loro)\b`,
  fix: () => ({ replacement: 'di', message: 'A comparison with a pronoun takes "di": "più alta di me".' }),
});

// "gli ragazzi": before a consonant the masculine plural article is "i" ("i ragazzi"); "gli"
// goes before a vowel, s and a consonant, z, gn, ps, pn, x and y. "Gli" is a pronoun too ("gli
// parli", "gli dico"): the word after it must be a plural in -i of a noun whose singular the
// dictionary knows and no verb of a known infinitive.
const definiteArticleI = patternRule({
  id: 'it_articolo_i',
  language: 'it',
  title: 'Article',
  pattern: String.raw`\b(?<fix>gli)\s+(?<noun>(?![sz][bcdfgjklmnpqrstvwxz]|gn|ps|pn|x|y|z)[bcdfglmnpqrstv]\p{Ll}{3,}i)\b(?![-'’])`,
  fix: (m, _text, ctx) => {
    const { fix, noun } = m.groups as { fix: string; noun: string };
    if (noun !== noun.toLowerCase() || !ctx.isWord(noun)) return null;
    const stem = noun.slice(0, -1);
    if (!['o', 'e', 'a'].some((v) => ctx.isWord(`${stem}${v}`))) return null;
    if (['are', 'ere', 'ire'].some((e) => ctx.isWord(`${stem}${e}`))) return null;
    const replacement = fix[0] === 'G' ? 'I' : 'i';
    return { replacement, message: `Before a consonant the plural article is "i": "${replacement} ${noun}".` };
  },
});

// "vado a la scuola", "il libro di il professore": a preposition and a definite article join into
// one word ("alla", "del", "nella"). Lower case only: "a La Spezia" names a town.
const JOINED: Readonly<Record<string, string>> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
const ARTICLE_ENDINGS: Readonly<Record<string, string>> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };
const articulatedPreposition = patternRule({
  id: 'it_preposizione_articolata',
  language: 'it',
  title: 'Preposition',
  pattern: String.raw`(?<![-%'’])\b(?<fix>(?<preposition>di|a|da|in|su)\s+(?<article>il|lo|la|i|gli|le))\s+(?=\p{Ll})`,
  fix: (m, text) => {
    const { fix, preposition, article } = m.groups as { fix: string; preposition: string; article: string };
    if (fix !== fix.toLowerCase()) return null;
    // before an infinitive or a gerund "la", "lo", "le" and "gli" are pronouns, not articles
    if (/^\s*\p{Ll}+(?:are|ere|ire|ndo)\b/u.test(text.slice(m.index + m[0].length - 1))) return null;
    // "a" + "il" -> "al", "di" + "gli" -> "degli", "in" + "la" -> "nella"
    const joined = `${JOINED[preposition]}${ARTICLE_ENDINGS[article]}`;
    return { replacement: joined, message: `"${preposition}" and "${article}" join into one word: "${joined}".` };
  },
});

// "La ragazza sono stanca" -> "è" (see singularNounSubject.ts)
const singularSubjectVerbIt = singularNounSubjectRule({
  id: 'it_soggetto_singolare',
  language: 'it',
  determiners: 'il|lo|la|questo|questa|quello|quella|mio|mia|tuo|tua|suo|sua|nostro|nostra|vostro|vostra',
  elidedDeterminers: "l'|l’|quest'|quest’|quell'|quell’",
  clauseOpeners: 'ma|però|perché|quando|anche|se|mentre|poi|allora|quindi|infatti',
  between: 'non|già|sempre|mai|anche|ci|si|mi|ti|vi|lo|la|li|le|ne',
  predicateOpeners: 'i|gli|le|il|lo|la|un|uno|una|dei|degli|delle|miei|tuoi|suoi|mie|tue|sue|due|tre|quattro|cinque|molti|molte|tanti|tante|\\d+',
  singulars: { sono: 'è', hanno: 'ha', stanno: 'sta', vanno: 'va', possono: 'può', vogliono: 'vuole', devono: 'deve', fanno: 'fa', erano: 'era', avevano: 'aveva' },
  notSubjects: /^(?:sera|mattina|notte|settimana|anno|mese|giorno|volta|ora|momento|estate|inverno|primavera|autunno|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maggioranza|metà|resto|parte|minoranza|totalità|maggior|gente|coppia|paio|dozzina|quantità|serie|numero|insieme)$/i,
  pluralLooking: /i$/,
  message: (noun, replacement) => `The subject, "${noun}", is singular: "${replacement}".`,
});

// "un problema molto importanti" -> "importante" (see singularNounAdjective.ts)
const singularAdjectiveIt = singularNounAdjectiveRule({
  id: 'it_aggettivo_singolare',
  language: 'it',
  masculine: 'un|uno|il|lo|questo|quel|quello',
  feminine: 'una|la|questa|quella',
  degree: 'molto|abbastanza|così|troppo|davvero|estremamente|poco|assai',
  pluralLooking: /i$/,
  pluralAdjective: /[ie]$/,
  // masculine: "-chi" -> "-co", else "-o" or "-e"; feminine: "-che" -> "-ca", "-i" -> "-e", and
  // "-e" -> "-a" only for an adjective with an "-o" too ("belle" -> "bella"): "intelligente" is singular
  singulars: (a, feminine, isWord) => {
    const stem = a.slice(0, -1);
    if (feminine) return a.endsWith('he') ? [`${a.slice(0, -2)}a`] : a.endsWith('e') ? (isWord(`${stem}o`) ? [`${stem}a`] : []) : [`${stem}e`];
    if (a.endsWith('e')) return [];
    return a.endsWith('hi') ? [`${a.slice(0, -2)}o`] : [`${stem}o`, `${stem}e`];
  },
  message: (noun, replacement) => `The adjective agrees with "${noun}", in the singular: "${replacement}".`,
});

// "Dobbiamo di studiare", "voglio di andare": a modal verb takes the infinitive without "di"
// ("so di avere ragione", knowing about oneself, is right, so "sapere" is left)
const MODALS_IT =
  'devo|devi|deve|dobbiamo|dovete|devono|dovevo|doveva|dovevamo|dovevano|posso|puoi|può|possiamo|potete|possono|potevo|poteva|voglio|vuoi|vuole|vogliamo|volete|vogliono|volevo|voleva';
const modalDi = patternRule({
  id: 'it_modale_di',
  language: 'it',
  title: 'Infinitive',
  pattern: String.raw`\b(?:${MODALS_IT})\s+(?:(?:anche|ancora|sempre|solo|proprio|davvero|più|già)\s+)?(?<fix>di\s+)\p{Ll}+(?:are|ere|ire|arsi|ersi|irsi)\b`,
  fix: () => ({ replacement: '', message: 'A modal verb ("dovere", "potere", "volere") takes the infinitive without "di".' }),
});

// "sono arrivato per tre anni fa": "fa" already places the time, so "per" goes; and "aspetto
// per il treno": "aspettare" takes its object directly (not before a length of time, "aspetto
// per il resto della giornata", nor before "un"/"una", "aspetto per un'ora").
const perFa = patternRule({
  id: 'it_per_fa',
  language: 'it',
  title: 'Preposition',
  pattern: String.raw`\b(?<fix>per\s+)(?:un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|molti|molte|alcuni|alcune|pochi|poche|\d+)\s+(?:anni|anno|mesi|mese|settimane|settimana|giorni|giorno|ore|ora|minuti)\s+fa\b`,
  fix: () => ({ replacement: '', message: '"Fa" already places the time: "tre anni fa", without "per".' }),
});
const aspettarePer = patternRule({
  id: 'it_aspettare_per',
  language: 'it',
  title: 'Preposition',
  pattern: String.raw`\b(?:aspetto|aspetti|aspetta|aspettiamo|aspettate|aspettano|aspettare|aspettando|aspettavo|aspettava|aspettavano|aspettato)(?<fix>\s+per)\s+(?:il|lo|la|l['’]|i|gli|le|mio|mia|tuo|tua|suo|sua)\s*(?<noun>\p{L}+)`,
  fix: (m) => {
    if (/^(?:resto|tempo|momento|giorno|giorni|settimana|mese|anno|ora|ore|minuti|periodo)$/i.test(m.groups!['noun']!)) return null;
    return { replacement: '', message: '"Aspettare" takes its object directly: "aspetto il treno".' };
  },
});

export const commonErrorsIt: readonly ProseRule[] = [perFa, aspettarePer, dopoInfinitive, modalDi, singularAdjectiveIt, singularSubjectVerbIt, pluralSubjectVerbIt, feminineAttributeIt, articulatedPreposition, definiteArticleI, essereAuxiliary, ciSono, diAfterComparative, piacerePlural, piacereSingular, impureS, siYes, unApostrophe, accentedE, avereAuxiliary, doublePronoun, qualE, seConditional, ceForCE, daAccent, tuttora, pluralAfterDeterminerIt, genteSingularIt, congiuntivo, poApostrophe];
