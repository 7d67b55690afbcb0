import type { ProseRule } from '../../lint/rule.js';
import { agreementDe, MASCULINE_NOUNS, NEUTER_NOUNS } from './agreement.de.js';
import { clauseBefore, patternRule } from './patternRule.js';

// German: the classic confusions, each in a context that makes it certain.

// "seid 2010": the preposition "seit" before a time; "ihr seid" is the verb, so a
// clause with "ihr" in it is left alone ("ihr seid gestern gekommen")
const TIME_NOUN = 'Jahr|Jahren|Jahrzehnten|Monat|Monaten|Woche|Wochen|Tag|Tagen|Stunde|Stunden|Minuten|Beginn|Anfang|Ende|Zeit|Kindheit';
const seit = patternRule({
  id: 'de_seit',
  language: 'de',
  title: 'Confused words',
  // (or a subject pronoun that "seid" cannot take: "Seid wir uns kennen" is "seit")
  pattern: String.raw`\b(?<fix>seid)\s+(?:(?:ich|du|er|wir|man)\b|\d{4}\b|(?:Jahren|Jahrzehnten|Monaten|Wochen|Tagen|Stunden|langem|kurzem|gestern|vorgestern|jeher|wann|damals)\b|(?:dem|der|einem|einer|vielen|einigen|zwei|drei|vier|fünf|zehn|\d+)\s+(?:${TIME_NOUN})\b)`,
  fix: (m, text) => {
    if (/(?:^|[^\p{L}])ihr(?!\p{L})/iu.test(clauseBefore(text, m.index))) return null;
    if (/^\s+ihr\b/i.test(text.slice(m.index + 4))) return null;
    return { replacement: 'seit', message: 'Before a time the preposition is "seit" (since); "seid" is the verb ("ihr seid").' };
  },
});

// "größer wie ich": after a comparative, "als". Comparatives that also mean
// something else before "wie" ("mehr wie ein Spiel", "weiter wie bisher") are left out.
const COMPARATIVES =
  'größer|kleiner|besser|schlechter|älter|jünger|höher|länger|kürzer|schneller|langsamer|stärker|schwächer|schwerer|leichter|teurer|billiger|schöner|wärmer|kälter|reicher|ärmer|klüger|dümmer|breiter|dicker|dünner|leiser|härter|weicher|einfacher|schwieriger|wichtiger|günstiger';
const alsAfterComparative = patternRule({
  id: 'de_als_after_comparative',
  language: 'de',
  title: 'Comparison',
  pattern: String.raw`\b(?:${COMPARATIVES})\s+(?<fix>wie)\b`,
  fix: () => ({ replacement: 'als', message: 'After a comparative the word is "als" ("größer als"); "wie" compares equals ("so groß wie").' }),
});

// misspellings the dictionary accepts: "Standart", "wiederspiegeln" ("Standarte", a banner, is a word)
const misspelt = patternRule({
  id: 'de_misspelt_word',
  language: 'de',
  title: 'Misspelt word',
  pattern: String.raw`\b(?:(?<standard>[Ss]tandart(?:s|mäßig\p{L}*|isier\p{L}*)?)|(?<wider>[Ww]ieder(?:spiegel|gespiegel|spruch|sprüch|sprech|sprich|sprach|stand|ständ|wärtig|wille|lich)\p{L}*))\b`,
  fix: (m, _text, ctx) => {
    const word = m[0];
    const replacement = m.groups!['standard']
      ? word.replace(/^([Ss])tandart/, '$1tandard')
      : word.replace(/^([Ww])ieder/, '$1ider');
    // "Wiederstand" could be a name; the fix has to be a word
    if (!ctx.isWord(replacement)) return null;
    const why = m.groups!['standard'] ? '"Standard" ends in d' : '"wider" here means "against" and has no e';
    return { replacement, message: `${why}: "${replacement}".` };
  },
});

// "Ich gehe zu Hause.", "Ich bin zu Hause gegangen": the direction is "nach Hause"; "Ich bleibe
// nach Hause": "zu Hause"
const nachHause = patternRule({
  id: 'de_nach_hause',
  language: 'de',
  title: 'Confused words',
  pattern: String.raw`\b(?:gehe|gehst|geht|gehen|ging|gingen|fahre|fährst|fährt|fahren|fuhr|fuhren|laufe|läufst|läuft|laufen|lief|liefen|renne|rennt|rennen|rannte)\s+(?:(?:ich|du|er|sie|es|wir|ihr|man|jetzt|heute|gleich|dann|sofort|bald|schnell|früh|spät|morgen|allein|zusammen|wieder|auch|nicht|lieber)\s+){0,3}(?<fix>zu)\s+Hause(?=\s*(?:[.!?,;]|$|und\b|oder\b|aber\b))|\b(?<fix2>zu)\s+Hause\s+(?:gegangen|gefahren|gelaufen|gerannt|zurückgekehrt)\b`,
  fix: () => ({ replacement: 'nach', message: 'Going home is "nach Hause"; "zu Hause" is being at home.' }),
});
const zuHause = patternRule({
  id: 'de_zu_hause',
  language: 'de',
  title: 'Confused words',
  pattern: String.raw`\b(?:bleibe|bleibst|bleibt|bleiben|blieb|blieben)\s+(?:(?:ich|du|er|sie|es|wir|ihr|man|heute|lieber|morgen|gern|gerne|den\s+ganzen\s+Tag|auch|nicht)\s+){0,3}(?<fix>nach)\s+Hause\b`,
  fix: () => ({ replacement: 'zu', message: 'Staying home is "zu Hause"; "nach Hause" is the direction.' }),
});

// "Ich glaube, das er kommt": the conjunction "dass"; after a verb of saying or
// thinking and a comma, "das" followed by a subject pronoun cannot be a relative pronoun
const SAYING =
  'glaube|glaubst|glaubt|glauben|glaubte|geglaubt|denke|denkst|denkt|denken|dachte|gedacht|weiß|weißt|wissen|wusste|gewusst|hoffe|hoffst|hofft|hoffen|hoffte|gehofft|sage|sagst|sagt|sagen|sagte|gesagt|meine|meinst|meint|gemeint|finde|findest|findet|fand|gefunden|erzählt|behauptet|bin\\s+sicher|ist\\s+sicher|schade|klar|sicher|wichtig|möglich';
const dass = patternRule({
  id: 'de_dass',
  language: 'de',
  title: 'Das or dass',
  // Without the comma "ihr" is left out: "Ich sage das ihr" (I say that to her) is right.
  pattern: String.raw`(?:\b(?:${SAYING})(?:\s+(?:nicht|auch|schon|fest|wirklich|ja|doch))?,|\bso,|\bohne)\s+(?<fix>das)\s+(?:ich|du|er|sie|es|wir|ihr|man)\b|\b(?:${SAYING})(?:\s+(?:nicht|auch|schon|fest|wirklich|ja|doch))?\s+(?<fix2>das)\s+(?:ich|du|er|sie|es|wir|man)\s+\p{L}+`,
  fix: () => ({ replacement: 'dass', message: 'This "das" opens a clause that says what is thought or said: the conjunction "dass".' }),
});

// "Ich weiß, dass Buch ist gut": before a neuter noun in the singular the article "das" was meant,
// not the conjunction (a singular noun needs its article; "dass Kinder spielen" has a plural)
const dassForDas = patternRule({
  id: 'de_das_artikel',
  language: 'de',
  title: 'Das or dass',
  pattern: String.raw`\b(?<fix>dass)\s+(?<noun>${NEUTER_NOUNS.join('|')})\b(?![-\p{L}])`,
  fix: (m) => {
    const noun = m.groups!['noun']!;
    if (noun[0] !== noun[0]!.toUpperCase()) return null;
    return { replacement: 'das', message: `Before "${noun}" the article "das" is meant, not the conjunction "dass".` };
  },
});

// "Seit dem ich hier wohne": the conjunction is one word, "seitdem"; "seit dem Tag" is the
// preposition and its article
const seitdem = patternRule({
  id: 'de_seitdem',
  language: 'de',
  title: 'Word form',
  pattern: String.raw`\b(?<fix>seit\s+dem)(?=\s+(?:ich|du|er|sie|es|wir|ihr|man)\s)`,
  fix: (m) => {
    const replacement = m.groups!['fix']![0] === 'S' ? 'Seitdem' : 'seitdem';
    return { replacement, message: `The conjunction is written as one word: "${replacement}".` };
  },
});

// "seit zwei Jahre", "mit drei Freunde": after a preposition that takes the dative, a plural
// noun adds -n ("seit zwei Jahren", "mit drei Freunden"). Only after a number or a word of
// quantity, where the noun cannot be singular, and only nouns whose dative plural is that -n;
// not where the noun is part of an age ("mit zwei Jahre alten Bäumen").
const DATIVE_PLURAL_NOUNS = 'Jahre|Monate|Tage|Freunde|Kinder|Leute|Bücher|Länder|Männer|Brüder|Hunde|Geschäfte|Stücke|Spiele|Schritte';
const dativePlural = patternRule({
  id: 'de_dativ_plural',
  language: 'de',
  title: 'Case',
  pattern: String.raw`\b(?:seit|mit|von|aus|bei|nach|zu|vor)\s+(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert|\d+|vielen|einigen|mehreren|wenigen|allen|meinen|deinen|seinen|ihren|unseren)\s+(?<fix>${DATIVE_PLURAL_NOUNS})(?![\p{L}-]|\s+(?:alt|alte|alten|alter|altes|jünger|älter)\b)`,
  fix: (m) => {
    const noun = m.groups!['fix']!;
    if (noun[0] !== noun[0]!.toUpperCase()) return null;
    const replacement = `${noun}n`;
    return { replacement, message: `After a preposition that takes the dative, the plural adds -n: "${replacement}".` };
  },
});

// "das selbe" is written as one word: "dasselbe", "denselben"…
const derselbe = patternRule({
  id: 'de_derselbe',
  language: 'de',
  title: 'Word form',
  pattern: String.raw`\b(?<fix>(?<article>der|die|das|den|dem|des)\s+(?<rest>selbe|selben))\b`,
  fix: (m) => {
    const replacement = `${m.groups!['article']!}${m.groups!['rest']!}`.toLowerCase();
    return { replacement, message: `The article and "selbe" are written as one word: "${replacement}".` };
  },
});

// "der einzigste Weg": "einzig" has no superlative
const einzigste = patternRule({
  id: 'de_einzigste',
  language: 'de',
  title: 'Word form',
  pattern: String.raw`\b(?<fix>einzigst(?<ending>e|en|er|es|em))\b`,
  fix: (m) => {
    const replacement = `einzig${m.groups!['ending']!}`;
    return { replacement, message: `"Einzig" (only) has no superlative: "${replacement}".` };
  },
});

// "am Besten": the superlative after "am" is an adverb, in lower case ("am besten")
const SUPERLATIVES = 'besten|meisten|wenigsten|liebsten|schnellsten|häufigsten|wichtigsten|einfachsten|schönsten|ehesten|schlimmsten|leichtesten|schwersten|günstigsten|sichersten';
const amSuperlative = patternRule({
  id: 'de_am_superlative',
  language: 'de',
  title: 'Capitalisation',
  pattern: String.raw`\b(?<fix>am\s+(?<word>${SUPERLATIVES}))\b`,
  fix: (m) => {
    const word = m.groups!['word']!;
    if (word[0] === word[0]!.toLowerCase()) return null;
    const replacement = `am ${word.toLowerCase()}`;
    return { replacement, message: `The superlative after "am" is written in lower case: "${replacement}".` };
  },
});

// "im allgemeinen", "im voraus": since the 1996 reform these set phrases write their
// nominalised adjective with a capital. Before a noun the word is an adjective and stays
// small ("im folgenden Kapitel", "im übrigen Europa").
const NOMINALISED: Record<string, string> = {
  'im allgemeinen': 'im Allgemeinen',
  'im wesentlichen': 'im Wesentlichen',
  'im einzelnen': 'im Einzelnen',
  'im folgenden': 'im Folgenden',
  'im übrigen': 'im Übrigen',
  'im voraus': 'im Voraus',
  'im nachhinein': 'im Nachhinein',
  'im großen und ganzen': 'im Großen und Ganzen',
  'des weiteren': 'des Weiteren',
};
const nominalisedCapital = patternRule({
  id: 'de_nominalised_capital',
  language: 'de',
  title: 'Capitalisation',
  pattern: String.raw`\b(?<fix>(?:im|des)\s+(?:großen\s+und\s+ganzen|allgemeinen|wesentlichen|einzelnen|folgenden|übrigen|voraus|nachhinein|weiteren))\b`,
  fix: (m, text) => {
    const found = m.groups!['fix']!;
    const replacement = NOMINALISED[found.toLowerCase().replace(/\s+/g, ' ')];
    if (!replacement || found.slice(3) === replacement.slice(3)) return null;
    if (/^\s+\p{Lu}/u.test(text.slice(m.index + m[0].length)) && !/voraus|nachhinein|ganzen/i.test(found)) return null;
    return { replacement, message: `In this set phrase the adjective is used as a noun and takes a capital: "${replacement}".` };
  },
});

// "Ich glaube dass er kommt", "Er fragte ob ich Zeit habe": a subordinate clause is set off by
// a comma. Only the conjunctions that are nothing else ("dass", "weil", "obwohl", "ob", "bevor",
// "nachdem" but for "je nachdem").
// the words that belong to the clause (the comma goes before them: "…, vielleicht weil es
// regnet", "…, zum Beispiel weil"), and those after which there is none ("so dass")
const NO_COMMA_AFTER =
  /^(?:so|ohne|anstatt|statt|als|und|oder|aber|sondern|außer|bis|nur|auch|gerade|eben|schon|bloß|allein|vor|teils|zumal|insbesondere|besonders|allem|also|jedoch|doch|denn|vielleicht|normalerweise|beispiel|etwa|wahrscheinlich|vermutlich|hauptsächlich|eventuell|teilweise|möglicherweise|wohl|einfach|sogar|meist|meistens|oft|je|genau|kurz|lange|direkt|unmittelbar|erst|noch|gleich|sofort|bald)$/;
const commaBeforeConjunction = patternRule({
  id: 'de_comma_before_conjunction',
  language: 'de',
  title: 'Comma',
  pattern: String.raw`(?<=[\p{L}\p{N}])(?<fix>\s+)(?<conjunction>dass|weil|obwohl|obgleich|sodass|ob|bevor|nachdem)\b(?<next>\s+\p{L}+)?`,
  fix: (m, text) => {
    // a capital opens a sentence after a label ("prerm remove Bevor das Paket"), and "ob"
    // before a capital is the Slovenian "by" of place names ("Radlje ob Dravi")
    const conjunction = m.groups!['conjunction']!;
    if (conjunction !== conjunction.toLowerCase() || (conjunction === 'ob' && /^\s+\p{Lu}/u.test(m.groups!['next'] ?? ''))) return null;
    // "Ein Ausfall steht bevor": the particle of "bevorstehen" ends its clause
    if (conjunction === 'bevor' && !m.groups!['next']) return null;
    const before = text.slice(Math.max(0, m.index - 30), m.index).match(/(\p{L}+)$/u)?.[1]?.toLowerCase() ?? '';
    if (NO_COMMA_AFTER.test(before)) return null;
    return { replacement: ', ', message: 'A clause beginning with this conjunction is set off by a comma.' };
  },
});

// "Das macht Sinn": a calque of "makes sense"; German meaning "ergibt Sinn" (or "ist sinnvoll")
const ERGEBEN: Record<string, string> = { macht: 'ergibt', machen: 'ergeben', machte: 'ergab', machten: 'ergaben', gemacht: 'ergeben' };
const sinnMachen = patternRule({
  id: 'de_sinn_machen',
  language: 'de',
  title: 'Word choice',
  category: 'word_choice',
  pattern: String.raw`\b(?<fix>macht|machen|machte|machten)\s+(?:(?:das|es|dies|der|die)\s+)?(?:(?:keinen|wenig|viel|mehr|durchaus|kaum|schon|echt|absolut|wirklich)\s+)?Sinn\b|\bSinn\s+(?<fix2>machen|machte|machten|macht|gemacht)\b`,
  fix: (m) => {
    const verb = (m.groups!['fix'] ?? m.groups!['fix2'])!;
    const replacement = ERGEBEN[verb.toLowerCase()]!;
    return { replacement, message: `"Sinn machen" copies the English "make sense"; German says "Sinn ergeben": "${replacement}".` };
  },
});

// "…, weil er hat gewonnen", "weil er ist ein guter Mensch": in a clause that "weil", "dass",
// "obwohl" and the like open, the finite verb goes last ("weil er ein guter Mensch ist"). Only
// with a pronoun subject, an auxiliary, a modal or a common verb in the singular right after
// it, and up to six words to the clause's end, none of them a conjunction that would start a
// clause of its own. A separable verb's particle joins it again ("weil er kommt morgen an" ->
// "morgen ankommt").
const AUXILIARIES =
  'habe|hast|hat|haben|habt|hatte|hattest|hatten|bin|bist|ist|sind|seid|war|warst|waren|werde|wirst|wird|werden|werdet|kann|kannst|können|könnt|muss|musst|müssen|müsst|will|willst|wollen|wollt|soll|sollst|sollen|sollt|darf|darfst|dürfen|dürft|möchte|möchtest|möchten';
const SINGULAR_VERBS =
  'arbeitet|arbeite|kommt|komme|geht|gehe|spielt|spiele|macht|mache|sagt|sage|weiß|sieht|sehe|gibt|gebe|nimmt|nehme|findet|finde|bleibt|bleibe|liegt|steht|wohnt|wohne|lebt|lebe|braucht|brauche|kennt|kenne|denkt|denke|glaubt|glaube|liebt|liebe|mag|lernt|lerne|fährt|fahre|ruft|rufe|sucht|suche|schreibt|schreibe|liest|lese|isst|esse|trinkt|trinke|kauft|kaufe|schläft|schlafe';
const PARTICLES = new Set(['an', 'auf', 'aus', 'ein', 'mit', 'vor', 'zu', 'ab', 'zurück', 'weg', 'fest', 'los', 'her', 'hin', 'nach', 'fort', 'zusammen']);
const CLAUSE_WORDS = /^(?:und|oder|aber|sondern|denn|doch|dass|weil|wenn|ob|als|wie|bevor|nachdem|damit|obwohl|falls|während|welche|welcher|welches)$/i;
const verbLast = patternRule({
  id: 'de_verb_last',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`\b(?:weil|dass|obwohl|obgleich|wenn|falls|ob|nachdem|bevor|damit|sodass)\s+(?:ich|du|er|sie|es|wir|ihr|man)\s+(?<fix>(?<verb>${AUXILIARIES}|${SINGULAR_VERBS})(?<rest>(?:\s+[^\s.,;:!?()"“”]+){1,6}))(?=\s*[.,;:!?)]|\s*$)`,
  fix: (m) => {
    const verb = m.groups!['verb']!;
    const rest = m.groups!['rest']!.trim().split(/\s+/);
    // a joined or further clause inside ("ob wir wollen oder nicht") is not this clause's end
    if (rest.some((w) => CLAUSE_WORDS.test(w))) return null;
    const last = rest.at(-1)!;
    const separable = PARTICLES.has(last.toLowerCase()) && new RegExp(`^(?:${SINGULAR_VERBS})$`).test(verb);
    const replacement = separable ? [...rest.slice(0, -1), `${last}${verb}`].join(' ') : `${rest.join(' ')} ${verb}`;
    return { replacement, message: `In a clause opened by a conjunction such as "weil" or "dass", the finite verb comes last: "${replacement}".` };
  },
});

// "Kannst du mir sagen, wo ist der Bahnhof?" -> "wo der Bahnhof ist", "Ich weiß nicht, was soll
// ich machen" -> "was ich machen soll": a question inside a sentence is a subordinate clause, its
// finite verb last. Only after a verb or noun of knowing or asking and a comma, with a pronoun
// subject (and a word before it that can be a finite verb) or an article and a noun (and an
// auxiliary or a common verb), and up to the clause's end.
const ASKING_DE = String.raw`(?:weiß|weißt|wissen|wisst|sagen|sag|sagt|fragen|frage|fragt|fragte|Ahnung|verstehe|verstehen|erklären|erkläre|erklärt)`;
const NOT_A_VERB_DE = /^(?:oft|lange|viel|viele|weit|alt|gerne|gern|spät|früh|schnell|genau|nicht|denn|noch|schon|gut|schlecht|klein|schön|sehr|leicht|schwer)$/;
// a present-tense ending that fits the pronoun ("heißt er", "gehe ich", "kommst du")
function endsForPerson(word: string, pronoun: string): boolean {
  switch (pronoun.toLowerCase()) {
    case 'ich':
      return /e$/.test(word);
    case 'du':
      return /st$/.test(word);
    case 'ihr':
      return /t$/.test(word);
    case 'wir':
      return /en$/.test(word);
    default:
      // er, sie, es, man; "sie" may be plural
      return /t$/.test(word) || (pronoun.toLowerCase() === 'sie' && /en$/.test(word));
  }
}
const indirectQuestion = patternRule({
  id: 'de_indirekte_frage',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`\b${ASKING_DE}(?:\s+(?:du|ihr|Sie|nicht|mir|dir|uns|euch|ihm|bitte|genau|auch))*,\s+(?:wo|was|wie|wann|warum|wieso|weshalb|woher|wohin)\s+(?<fix>(?<verb>\p{Ll}+)\s+(?<subject>ich|du|er|sie|es|wir|ihr|man|(?:der|die|das|mein|meine|dein|deine|sein|seine|unser|unsere)\s+\p{Lu}\p{Ll}+)(?<rest>(?:\s+[^\s.,;:!?()"“”]+){0,4}))(?=\s*[.,;:!?)]|\s*$)`,
  fix: (m) => {
    const { verb, subject } = m.groups as { verb: string; subject: string };
    const rest = m.groups!['rest']!.trim().split(/\s+/).filter(Boolean);
    if (rest.some((w) => CLAUSE_WORDS.test(w))) return null;
    const pronoun = !/\s/.test(subject);
    const auxiliary = new RegExp(`^(?:${AUXILIARIES})$`).test(verb);
    // the word after the question word is the finite verb: for a pronoun subject an auxiliary or
    // a form with the pronoun's ending, for a noun subject an auxiliary or a common verb
    const finite = pronoun ? auxiliary || (endsForPerson(verb, subject) && !NOT_A_VERB_DE.test(verb)) : auxiliary || new RegExp(`^(?:${SINGULAR_VERBS})$`).test(verb);
    if (!finite || (!pronoun && subject.split(/\s+/)[1]![0] !== subject.split(/\s+/)[1]![0]!.toUpperCase())) return null;
    // "wie gut er ist", "wie gut er Deutsch spricht": the clause ends on its verb already, and the
    // word after the question word described it
    const lastWord = rest.at(-1);
    if (!auxiliary && lastWord !== undefined && (new RegExp(`^(?:${AUXILIARIES})$`).test(lastWord) || (pronoun && endsForPerson(lastWord, subject)))) return null;
    const last = rest.at(-1);
    const separable = last !== undefined && PARTICLES.has(last.toLowerCase());
    const words = separable ? [subject, ...rest.slice(0, -1), `${last}${verb}`] : [subject, ...rest, verb];
    const replacement = words.join(' ');
    return { replacement, message: `A question inside a sentence puts its finite verb last: "${replacement}".` };
  },
});

// "Ich habe vergessen meine Hausaufgaben" -> "Ich habe meine Hausaufgaben vergessen": the
// participle of a perfect closes the clause. Only a participle right after the auxiliary and a
// pronoun subject, before an article and a noun (or two words more) that end the clause.
const perfectParticipleLast = patternRule({
  id: 'de_partizip_ans_ende',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`\b(?:ich|du|er|sie|es|wir|ihr|man)\s+(?:habe|hast|hat|haben|habt|bin|bist|ist|sind|seid)\s+(?<fix>(?<participle>ge\p{Ll}{3,}(?:t|en)|vergessen|verloren|bekommen|besucht|verstanden|erzählt|bezahlt|verkauft|erklärt|bestellt|beendet|begonnen|entdeckt|verpasst|erhalten)\s+(?<object>(?:den|die|das|dem|der|einen|eine|ein|meinen|meine|mein|deinen|deine|dein|seinen|seine|sein|ihren|ihre|unseren|unsere)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}+))(?=\s*[.,;:!?)]|\s*$)`,
  fix: (m) => {
    const { participle, object } = m.groups as { participle: string; object: string };
    const noun = object.split(/\s+/).at(-1)!;
    if (participle !== participle.toLowerCase() || noun[0] !== noun[0]!.toUpperCase()) return null;
    const replacement = `${object} ${participle}`;
    return { replacement, message: `The participle closes the clause: "${replacement}".` };
  },
});

// "Ich bin kalt" -> "Mir ist kalt": being cold or warm is said of the person in the dative ("ich
// bin kalt" says one is a cold person). Only a pronoun subject opening the sentence and the
// adjective ending the clause.
const DATIVE_OF: Readonly<Record<string, string>> = { ich: 'mir ist', du: 'dir ist', wir: 'uns ist', ihr: 'euch ist' };
const mirIstKalt = patternRule({
  id: 'de_mir_ist_kalt',
  language: 'de',
  title: 'Case',
  pattern: String.raw`(?:^|(?<=[.!?]["'”’)]*\s+))(?<fix>(?<subject>ich|du|wir|ihr)\s+(?:bin|bist|sind|seid))\s+(?:(?:so|sehr|echt|total|ein\s+bisschen|immer)\s+)?(?:kalt|warm|heiß|übel|schwindlig)(?=\s*[.,;:!?)]|\s*$|\s+(?:und|aber)\b)`,
  fix: (m) => {
    const subject = m.groups!['subject']!;
    if (subject[0] !== subject[0]!.toUpperCase()) return null;
    const replacement = DATIVE_OF[subject.toLowerCase()]!;
    return { replacement, message: `Feeling cold or warm is said in the dative: "${replacement[0]!.toUpperCase()}${replacement.slice(1)} …".` };
  },
});

// "Ich habe 20 Jahre" -> "Ich bin 20 Jahre alt": an age is been, not had. Only after a pronoun
// and where the clause ends ("ich habe 20 Jahre gearbeitet" counts years).
const HAVE_AGE: Readonly<Record<string, string>> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid', hatte: 'war', hatten: 'waren' };
const ageWithSein = patternRule({
  id: 'de_alter_sein',
  language: 'de',
  title: 'Verb',
  pattern: String.raw`\b(?:ich|du|er|sie|es|wir|ihr)\s+(?<fix>(?<have>habe|hast|hat|haben|habt|hatte|hatten)\s+(?<age>\d{1,3})\s+Jahre)(?=\s*[.,;:!?)]|\s*$|\s+(?:und|aber)\b)`,
  fix: (m) => {
    const { have, age } = m.groups as { have: string; age: string };
    const replacement = `${HAVE_AGE[have.toLowerCase()]!} ${age} Jahre alt`;
    return { replacement, message: `An age is been in German: "${replacement}".` };
  },
});

// "Gestern ich bin nach Berlin gefahren": a main clause keeps its finite verb second, so after an
// adverb that opens it the subject follows the verb ("Gestern bin ich"). Only adverbs of time,
// frequency and sequence that cannot stand apart as a remark ("Also ich finde" is spoken German),
// a pronoun subject, and an auxiliary, a modal or a common verb in a form of that pronoun.
// A phrase of a preposition and a noun takes the first place as well ("Am Montag ich gehe",
// "Wegen des Regens wir sind"): an article, an adjective and one capitalised noun at most.
// After a comma, an adverb linking the clause to the one before opens it just the same
// ("Es regnet, deshalb wir bleiben" -> "deshalb bleiben wir").
const OPENING_ADVERBS =
  'gestern|heute|morgen|dann|danach|jetzt|später|manchmal|oft|immer|leider|zuerst|endlich|früher|bald|deshalb|deswegen|trotzdem|außerdem|normalerweise|vorher|nachher|letztes\s+jahr|am\s+wochenende';
// adverbs that link a main clause to the one before it, after a comma or "und" too ("..., deshalb
// gehen wir", "und dann esse ich")
const LINKING_ADVERBS = 'deshalb|deswegen|darum|daher|trotzdem|dann|danach|außerdem|sonst';
const OPENING_PHRASE = String.raw`(?:wegen|nach|vor|in|im|am|seit|trotz|während|bei|beim|mit|ohne|zum|zur|vom|ab)\s+(?:(?:der|die|das|dem|den|des|einem|einer|eines|meinem|meiner|meines|meinen|diesem|dieser|diesen|jedem|jeder|nächste[nm]?|letzte[nm]?)\s+)?(?:\p{Ll}+e[mnrs]?\s+)?(?<noun>\p{L}+)`;
const PLURAL_VERBS = 'bleiben|gehen|kommen|machen|spielen|arbeiten|wohnen|fahren|kaufen|sehen|essen|trinken|lernen|brauchen|kennen|denken|glauben|finden|nehmen|geben|sagen|rufen|suchen|schreiben|lesen';
const verbSecond = patternRule({
  id: 'de_verb_zweite',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`(?:(?:^|(?<=[.!?]["'”’)]*\s+))(?:${OPENING_ADVERBS}|${OPENING_PHRASE})|(?<=(?:[,;]\s*|\b(?:und|aber|oder)\s+))(?<link>${LINKING_ADVERBS}))\s+(?<fix>(?<subject>ich|du|er|sie|es|wir|ihr|man)\s+(?<verb>${AUXILIARIES}|${SINGULAR_VERBS}|${PLURAL_VERBS}))\b`,
  fix: (m) => {
    const { subject, verb, noun, link } = m.groups as { subject: string; verb: string; noun?: string; link?: string };
    // the sentence's first word takes the capital (a linking adverb after a comma none); the
    // pronoun keeps its own; a noun its own
    if ((link === undefined ? m[0][0] !== m[0][0]!.toUpperCase() : link !== link.toLowerCase()) || subject !== subject.toLowerCase()) return null;
    if (noun !== undefined && noun[0] !== noun[0]!.toUpperCase()) return null;
    // a plural verb goes with a plural pronoun only
    if (new RegExp(`^(?:${PLURAL_VERBS})$`, 'i').test(verb) && !/^(?:wir|sie)$/.test(subject)) return null;
    const replacement = `${verb} ${subject}`;
    return { replacement, message: `In a main clause the finite verb comes second: after the opening word, "${replacement}".` };
  },
});

// "Wenn ich reich bin, ich kaufe ein Haus": a clause that opens the sentence takes the first
// place, so the main clause after it starts with its finite verb ("kaufe ich"). Only a pronoun
// subject right after the comma and an auxiliary, a modal or a common verb after it.
const FRONT_CLAUSE = 'Wenn|Weil|Als|Obwohl|Nachdem|Bevor|Während|Da|Falls|Sobald|Seitdem|Solange';
const verbAfterClause = patternRule({
  id: 'de_verb_nach_nebensatz',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`(?:^|(?<=[.!?]["'”’)]*\s+))(?<conj>${FRONT_CLAUSE})\s+[^,.;:!?]+,\s+(?<fix>(?<subject>ich|du|er|sie|es|wir|ihr|man)\s+(?<verb>${AUXILIARIES}|${SINGULAR_VERBS}|${PLURAL_VERBS}))\b`,
  fix: (m) => {
    const { conj, subject, verb } = m.groups as { conj: string; subject: string; verb: string };
    // (patterns match either case: the conjunction opens the sentence, the pronoun is no "Sie")
    if (conj[0] !== conj[0]!.toUpperCase() || subject !== subject.toLowerCase()) return null;
    const replacement = `${verb} ${subject}`;
    return { replacement, message: `After a clause that opens the sentence, the main clause begins with its finite verb: "${replacement}".` };
  },
});

// "drei mal": a number and "mal" are one word ("dreimal"); "drei Mal" with a capital is right
// too. Not before another number, which is a multiplication ("drei mal vier").
const NUMBER_WORDS_DE = 'ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert|tausend';
const numberMal = patternRule({
  id: 'de_zahl_mal',
  language: 'de',
  title: 'Word form',
  pattern: String.raw`\b(?<fix>(?<number>${NUMBER_WORDS_DE})\s+mal)\b(?!\s+(?:${NUMBER_WORDS_DE}|\d))`,
  fix: (m) => {
    if (m.groups!['fix']!.endsWith('Mal')) return null;
    const replacement = `${m.groups!['number']}mal`;
    return { replacement, message: `A number and "mal" are written as one word: "${replacement}" (or "${m.groups!['number']} Mal").` };
  },
});

// "Ich habe nach Hause gegangen": verbs of movement and change of state form the perfect with
// "sein" ("ich bin gegangen"). Participles that never take "haben", within one clause; and
// "gefahren", "geflogen", "gelaufen" toward a place ("hat nach Berlin gefahren"), which take
// "haben" only with an object ("ich habe das Auto nach Berlin gefahren", "hat mich nach Hause
// gefahren"), so no pronoun or article may come before the place.
const DIRECTION = String.raw`(?:nach\s+\p{Lu}\p{L}+|nach\s+Hause|heim|ins|zum|zur|in\s+(?:die|den)|an\s+(?:die|den)|ans|aufs)`;
const OBJECT_WORDS = 'mich|dich|ihn|sie|es|uns|euch|ihm|ihr|ihnen|der|die|das|den|dem|ein|eine|einen|mein|meine|meinen|dein|deine|deinen|sein|seine|seinen|unser|unsere|unseren|euer|eure|euren|dieses|diesen|diese';
// the participle ends its clause: punctuation, the text's end, or a conjunction joining a next one
const CLAUSE_ENDS = String.raw`(?=\s*[.,;:!?]|\s*$|\s+(?:und|oder|aber)\s)`;
const SEIN_FOR_HABEN: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid', hatte: 'war', hattest: 'warst', hatten: 'waren' };
const seinPerfect = patternRule({
  id: 'de_perfekt_sein',
  language: 'de',
  title: 'Auxiliary',
  pattern: String.raw`\b(?<fix>habe|hast|hat|haben|habt|hatte|hattest|hatten)\s+(?:(?:[^\s,.;:!?]+\s+){0,5}?(?:gegangen|gekommen|geblieben|gewesen|geworden|gestorben|passiert|angekommen|aufgestanden|eingeschlafen|umgezogen|gereist|ausgegangen|zurückgekommen|mitgekommen|hingegangen|eingestiegen|ausgestiegen|umgestiegen)|(?:(?!${OBJECT_WORDS}\b)\p{Ll}+\s+){0,3}?${DIRECTION}\s+(?:\p{L}+\s+){0,2}?(?:gefahren|geflogen|gelaufen|geschwommen|geritten))${CLAUSE_ENDS}`,
  fix: (m) => {
    const aux = m.groups!['fix']!;
    const replacement = SEIN_FOR_HABEN[aux.toLowerCase()]!;
    return { replacement, message: `This verb forms its perfect with "sein": "${replacement}".` };
  },
});

// "Ich bin einen Film gesehen": a verb with an object forms its perfect with "haben". Only a
// pronoun subject beside the form of "sein" (or the subject left out after "und" in a form only
// "ich", "du", "wir" or "ihr" take), an object with its article and no preposition before it
// ("ich bin von dem Hund gesehen"), and participles that never take "sein" ("das Bett ist
// gemacht" has no object: a state, which stays).
const HABEN_FOR_SEIN: Record<string, string> = { bin: 'habe', bist: 'hast', ist: 'hat', sind: 'haben', seid: 'habt', war: 'hatte', warst: 'hattest', waren: 'hatten' };
const TRANSITIVE_PARTICIPLES = 'gesehen|gelesen|gemacht|gegessen|getrunken|gekauft|geschrieben|gehabt|gesagt|gehört|gespielt|gelernt|gekocht|besucht|bekommen|verloren|gefunden|genommen|gebracht|gebacken|geschenkt|geholfen|gefragt';
const habenPerfect = patternRule({
  id: 'de_perfekt_haben',
  language: 'de',
  title: 'Auxiliary',
  pattern: String.raw`\b(?:(?:ich|du|er|sie|es|wir|ihr)\s+(?<fix>bin|bist|ist|sind|seid|war|warst|waren)|(?<fix2>bin|bist|ist|sind|seid|war|warst|waren)\s+(?:ich|du|er|sie|es|wir|ihr)|(?:und|aber|oder)\s+(?<fix3>bin|bist|sind|seid))\s+(?:(?!(?:von|mit|bei|in|im|auf|an|am|für|nach|aus|über|unter|gegen|zu|zum|zur|vor|durch|ohne|seit)\b)\p{Ll}+\s+){0,2}?(?:einen|den|das|ein|eine|die|meinen|deinen|seinen|ihren|unseren|mein|dein|sein|ihr|unser|meine|deine|seine|ihre|unsere)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}+\s+(?:\p{Ll}+\s+){0,2}?(?:${TRANSITIVE_PARTICIPLES})${CLAUSE_ENDS}`,
  fix: (m) => {
    const aux = m.groups!['fix'] ?? m.groups!['fix2'] ?? m.groups!['fix3']!;
    const replacement = HABEN_FOR_SEIN[aux.toLowerCase()]!;
    return { replacement, message: `A verb with an object forms its perfect with "haben": "${replacement}".` };
  },
});

// "das Buch, was ich gelesen habe": after a neuter noun the relative pronoun is "das"; "was"
// follows "alles", "nichts", a superlative or a whole clause ("das Beste, was ich kenne"). Only
// after "das", "dieses" or "jedes" and its noun, before a subject pronoun, where "was" is the
// object of the clause; nouns in -e are nominalised adjectives more often than not.
const dasNotWas = patternRule({
  id: 'de_das_was',
  language: 'de',
  title: 'Relative pronoun',
  pattern: String.raw`\b(?:[Dd]as|[Dd]ieses|[Jj]edes)\s+(?:\p{Ll}+e\s+)?(?<noun>\p{Lu}\p{Ll}+),\s+(?<fix>was)\s+(?:ich|du|er|sie|es|wir|ihr|man)\b`,
  fix: (m) => {
    const noun = m.groups!['noun']!;
    if (/e$/.test(noun) || /^(?:Nichts|Etwas|Alles|Meiste|Ganze|Wenigste)$/.test(noun)) return null;
    return { replacement: 'das', message: 'After a neuter noun the relative pronoun is "das": "das Buch, das ich lese"; "was" follows "alles", "nichts" or a superlative.' };
  },
});

// "Ich interessiere mich an Musik": the reflexive verb takes "für" ("ich bin an Musik interessiert"
// takes "an" and is right)
const interessierenFuer = patternRule({
  id: 'de_interessieren_fuer',
  language: 'de',
  title: 'Preposition',
  pattern: String.raw`\b(?:interessiere|interessierst|interessiert|interessieren|interessierte|interessierten)\s+(?:mich|dich|sich|uns|euch)\s+(?:(?:sehr|besonders|schon|nicht|auch|immer|mehr)\s+)?(?<fix>an)\b`,
  fix: () => ({ replacement: 'für', message: '"Sich interessieren" takes "für"; "an" goes with "interessiert sein".' }),
});

// "Das Buch ist mehr interessant als der Film" -> "interessanter": German forms its comparative
// with -er, not with "mehr"; a list gives the ones that take an umlaut. Not where "als" compares
// two qualities ("mehr interessant als wichtig"). A comparative already formed needs no "mehr":
// "mehr schöner als" -> "schöner", "mehr älter" -> "älter".
const UMLAUT_COMPARATIVE: Readonly<Record<string, string>> = {
  groß: 'größer', alt: 'älter', jung: 'jünger', warm: 'wärmer', kalt: 'kälter', lang: 'länger', kurz: 'kürzer', stark: 'stärker',
  klug: 'klüger', arm: 'ärmer', hart: 'härter', scharf: 'schärfer', dumm: 'dümmer', gesund: 'gesünder', gut: 'besser', viel: 'mehr', hoch: 'höher', nah: 'näher',
};
const comparativeDe = (adjective: string): string =>
  UMLAUT_COMPARATIVE[adjective] ?? (/e$/.test(adjective) ? `${adjective}r` : /(?:el|er)$/.test(adjective) ? `${adjective.slice(0, -2)}${adjective.slice(-1)}er` : `${adjective}er`);
const COMPARATIVE_OF = new Map(Object.entries(UMLAUT_COMPARATIVE).map(([base, comparative]) => [comparative, base]));
// words in -er that are no comparatives: adjectives whose base ends so ("sicher", "teuer"), "aber", "oder"
const NOT_COMPARATIVE = /^(?:aber|oder|über|wieder|immer|nieder|bitter|sauber|teuer|sicher|lecker|munter|heiter|locker|mager|tapfer|düster|finster|sauer|clever|lauter)$/;
function isComparativeDe(word: string, isWord: (w: string) => boolean): boolean {
  if (COMPARATIVE_OF.has(word)) return word !== 'mehr';
  if (!word.endsWith('er') || NOT_COMPARATIVE.test(word)) return false;
  const stem = word.slice(0, -2);
  return stem.length >= 3 && (isWord(stem) || isWord(`${stem}e`));
}
const mehrComparative = patternRule({
  id: 'de_komparativ_mehr',
  language: 'de',
  title: 'Comparative',
  pattern: String.raw`\b(?<fix>mehr\s+(?<adjective>\p{Ll}{3,}))\s+als\b(?!\s+(?!(?:ich|du|er|sie|es|wir|ihr|man|jeder|alle|sonst|erwartet|gedacht|vorher|früher|gestern)\b)\p{Ll}+\s*(?:[.,;!?]|$))`,
  fix: (m, _text, ctx) => {
    const adjective = m.groups!['adjective']!;
    // (patterns match either case: a capital is a noun, "mehr Geld als")
    if (adjective !== adjective.toLowerCase() || !ctx.isWord(adjective)) return null;
    if (isComparativeDe(adjective, ctx.isWord)) return { replacement: adjective, message: `"${adjective}" is a comparative already: no "mehr".` };
    const comparative = comparativeDe(adjective);
    if (!ctx.isWord(comparative)) return null;
    return { replacement: comparative, message: `German forms the comparative with -er: "${comparative}", not "mehr ${adjective}".` };
  },
});

// "Ich warte für dich": one waits "auf" someone ("warten für" copies "wait for"). Only before a
// pronoun or a possessive: "für zwei Stunden", "für einen Moment" say how long
const WAITED_FOR = 'dich|mich|ihn|sie|uns|euch|meinen|meine|deinen|deine|seinen|seine|ihren|ihre|unseren|unsere';
const wartenAuf = patternRule({
  id: 'de_warten_auf',
  language: 'de',
  title: 'Preposition',
  pattern: String.raw`\b(?:warte|wartest|wartet|warten|wartete|wartetest|warteten|gewartet)\s+(?:(?:hier|dort|noch|schon|lange|gern|gerne|immer)\s+)?(?<fix>für)\s+(?:${WAITED_FOR})\b|\b(?<fix2>für)\s+(?:dich|mich|ihn|uns|euch|(?:${WAITED_FOR})\s+\p{L}+)\s+(?:\p{L}+\s+)?(?:gewartet|warten|wartet)\b`,
  fix: () => ({ replacement: 'auf', message: 'One waits "auf" someone or something: "warten auf"; "für" copies the English "wait for".' }),
});

// "Ich freue mich für das Wochenende" -> "auf": one looks forward "auf" what is coming ("für"
// copies "for"); "ich freue mich für dich" is glad for a person and right. Only before a coming
// event of the list.
const COMING = 'Wochenende|Urlaub|Ferien|Reise|Party|Feier|Geburtstag|Sommer|Winter|Konzert|Besuch|Treffen|Wiedersehen|Fest|Weihnachten|Abend|Ausflug|Hochzeit';
const freuenAuf = patternRule({
  id: 'de_freuen_auf',
  language: 'de',
  title: 'Preposition',
  pattern: String.raw`\b(?:freue|freust|freut|freuen|freute|freuten)\s+(?:mich|dich|sich|uns|euch)\s+(?:(?:schon|sehr|so|riesig|wirklich|auch)\s+)*(?<fix>für)\s+(?:(?:das|den|die|meinen|meine|mein|unseren|unsere|unser|deinen|deine|dein|nächste|nächsten|nächstes)\s+)?(?:${COMING})\b`,
  fix: () => ({ replacement: 'auf', message: 'One looks forward "auf" something coming: "sich freuen auf"; "für" is for a person one is glad for.' }),
});

// "Der Mann, der ich gestern gesehen habe" -> "den": a relative pronoun that is the object of
// its clause, whose subject follows it, takes the accusative, "den" for a masculine noun. Only
// after a masculine noun of the list, a pronoun subject and a perfect with a verb that takes an
// accusative ("die Frau, der ich geholfen habe" has a feminine dative and is right).
const ACCUSATIVE_PARTICIPLES = TRANSITIVE_PARTICIPLES.split('|').filter((p) => p !== 'geholfen').join('|');
const relativeAccusative = patternRule({
  id: 'de_relativ_akkusativ',
  language: 'de',
  title: 'Case',
  pattern: String.raw`\b(?<noun>${MASCULINE_NOUNS.join('|')}),\s+(?<fix>der)\s+(?:ich|du|wir|ihr|man)\s+(?:\p{Ll}+\s+){0,3}?(?:${ACCUSATIVE_PARTICIPLES})\s+(?:habe|hast|hat|haben|habt|hatte|hatten)\b`,
  fix: (m) => {
    const noun = m.groups!['noun']!;
    if (noun[0] !== noun[0]!.toUpperCase()) return null;
    return { replacement: 'den', message: `The relative pronoun is the object of its clause: "${noun}, den …".` };
  },
});

// "Das Mädchen, die ich gesehen habe": after a neuter noun in the singular ("das", "dieses",
// "jedes" before it) the relative pronoun is "das" where "die" would be its subject or object.
// Only before a pronoun or one of a few adverbs: "die" before anything else may open the
// next item of a list ("Das Auto, die Bahn") or a phrase of its own ("die meisten").
const neuterRelative = patternRule({
  id: 'de_relativ_neutrum',
  language: 'de',
  title: 'Agreement',
  pattern: String.raw`\b(?<det>das|dieses|jedes)\s+(?:\p{Ll}+e[ns]?\s+)?(?<noun>\p{Lu}\p{Ll}+),\s+(?<fix>die)\s+(?:ich|du|er|sie|es|wir|ihr|man|mir|mich|dir|dich|ihm|ihn|uns|euch|ihnen|sich|gestern|heute|jeder|niemand)\b`,
  fix: (m) => {
    const noun = m.groups!['noun']!;
    if (m.groups!['fix'] !== 'die') return null;
    return { replacement: 'das', message: `"${noun}" is neuter: the relative pronoun is "das".` };
  },
});

// "Wir waren in der Party": one is "auf" a party, as "auf" a concert or a wedding.
const aufDerParty = patternRule({
  id: 'de_auf_der_party',
  language: 'de',
  title: 'Preposition',
  pattern: String.raw`\b(?<fix>in)\s+(?:der|die|eine|einer|seine|seiner|ihre|ihrer|meine|meiner|deine|deiner|unsere|unserer)\s+(?:Party|Hochzeit|Feier|Geburtstagsparty|Geburtstagsfeier)\b`,
  fix: () => ({ replacement: 'auf', message: 'One is "auf" a party or a wedding: "auf der Party", "auf die Party".' }),
});

// "Ich kenne nicht ihn": an unstressed pronoun object comes before "nicht" ("Ich kenne ihn
// nicht"). Only right after a pronoun subject and its verb, at the clause's end: "Ich liebe
// dich, nicht ihn" and "nicht ihn, sondern sie" set one against another, rightly.
const pronounBeforeNicht = patternRule({
  id: 'de_pronomen_vor_nicht',
  language: 'de',
  title: 'Word order',
  pattern: String.raw`\b(?:ich|du|er|sie|wir|ihr|man)\s+\p{Ll}+\s+(?<fix>nicht\s+(?<pronoun>mich|dich|ihn|uns|euch))(?=\s*[.!?]|\s*$)`,
  fix: (m) => {
    const replacement = `${m.groups!['pronoun']} nicht`;
    return { replacement, message: `A pronoun object comes before "nicht": "${replacement}".` };
  },
});

export const commonErrorsDe: readonly ProseRule[] = [...agreementDe, neuterRelative, aufDerParty, pronounBeforeNicht, indirectQuestion, perfectParticipleLast, mirIstKalt, ageWithSein, relativeAccusative, wartenAuf, freuenAuf, interessierenFuer, mehrComparative, dasNotWas, seinPerfect, habenPerfect, sinnMachen, commaBeforeConjunction, seit, alsAfterComparative, misspelt, nachHause, zuHause, dass, dassForDas, seitdem, dativePlural, derselbe, einzigste, amSuperlative, nominalisedCapital, verbLast, verbSecond, verbAfterClause, numberMal];
