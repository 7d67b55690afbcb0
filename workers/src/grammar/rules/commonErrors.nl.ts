import type { ProseRule } from '../../lint/rule.js';
import { clauseBefore, patternRule } from './patternRule.js';
import { pluralPronounVerbNl, pluralSubjectVerbNl } from './pluralSubjectVerb.nl.js';
import { prefixedVerbDtNl } from './prefixedVerbDt.nl.js';
import { wordOrderNl } from './wordOrder.nl.js';

// Dutch: the classic confusions, each in a context that makes it certain.

const CONJUNCTION = 'en|maar|want|dus|omdat|dat|als|toen|of|terwijl|nadat|voordat|zodat|hoewel|zodra|tenzij';

// "hun hebben gelijk": the subject is "zij"; "hun" is possessive or object. Only at the
// start of a clause: "dat we hun zullen helpen" (to them) is right.
const hunSubject = patternRule({
  id: 'nl_hun_subject',
  language: 'nl',
  title: 'Pronoun case',
  pattern: String.raw`\b(?<fix>hun)\s+(?:hebben|hadden|zijn|waren|gaan|gingen|willen|wilden|kunnen|konden|moeten|moesten|mogen|mochten|komen|kwamen|zeggen|zeiden|worden|werden|zullen|zouden|weten|wisten|doen|deden)\b(?!\s+en\s+laten)`,
  fix: (m, text) => {
    const before = clauseBefore(text, m.index).trim();
    if (before !== '' && !new RegExp(`^(?:${CONJUNCTION})$`, 'i').test(before)) return null;
    return { replacement: 'zij', message: 'As the subject the pronoun is "zij" (or "ze"); "hun" is possessive ("hun huis") or an object ("ik geef hun").' };
  },
});

// "Ik wacht voor de bus": one waits "op" what is to come; "voor" is "in front of" ("wacht voor
// de deur"). Only before something that comes (a bus, an answer, the holidays) or a pronoun
// that ends the clause ("wacht voor mij.").
const WACHTEN = 'wacht|wachten|wachtte|wachtten|gewacht|wachtend|wachtende';
const COMING =
  'bus|trein|tram|metro|taxi|vlucht|boot|veerboot|antwoord|antwoorden|uitslag|uitslagen|resultaat|resultaten|brief|post|pakket|pakketje|bericht|berichten|telefoontje|reactie|beslissing|vakantie|zomer|winter|weekend|lente|kerst|toekomst|beurt|levering|bevestiging|goedkeuring|cijfers';
const waitFor = patternRule({
  id: 'nl_wachten_op',
  language: 'nl',
  title: 'Preposition',
  pattern: String.raw`\b(?:${WACHTEN})\s+(?<fix>voor)\s+(?:(?:(?:de|het|een|mijn|jouw|je|zijn|haar|onze|ons|jullie|hun|uw|die|deze|dat|dit)\s+)?(?:${COMING})\b|(?:mij|me|jou|je|hem|haar|ons|jullie|hen|hun|u)(?=\s*(?:[.!?,;:)]|$)))`,
  fix: () => ({ replacement: 'op', message: 'One waits "op" someone or something: "wachten op"; "voor" means in front of.' }),
});

// "met hun." at the end of a clause: after a preposition the object is "hen"
const henAfterPreposition = patternRule({
  id: 'nl_hen_after_preposition',
  language: 'nl',
  title: 'Pronoun case',
  pattern: String.raw`\b(?:met|bij|voor|van|naar|door|over|tegen|zonder|achter|naast|tussen|om|aan|op|uit|na)\s+(?<fix>hun)(?=\s*(?:[.!?,;:)]|$))`,
  fix: () => ({ replacement: 'hen', message: 'After a preposition the pronoun is "hen" ("met hen"); "hun" is possessive.' }),
});

// "het is van jouw.", "ik denk aan jouw,": "jouw" is possessive and comes before a noun; at a
// clause's end the pronoun is "jou" (a word like a participle after it may be a noun: "jouw gezicht")
const jouForJouw = patternRule({
  id: 'nl_jou_jouw',
  language: 'nl',
  title: 'Pronoun case',
  pattern: String.raw`\b(?<fix>[Jj]ouw)(?=\s*(?:[.!?,;:)]|$))`,
  fix: (m) => {
    const replacement = m.groups!['fix']![0] === 'J' ? 'Jou' : 'jou';
    return { replacement, message: `"Jouw" is possessive, before a noun ("jouw boek"); as an object the pronoun is "jou".` };
  },
});

// "de meisje", "de mooie huisje": a diminutive is a "het" word, whatever the noun it is made of
// ("de meisjes", a plural, is right); a capital is a name ("de Vrije Software")
const hetDiminutive = patternRule({
  id: 'nl_het_verkleinwoord',
  language: 'nl',
  title: 'Article',
  pattern: String.raw`\b(?<fix>de)\s+(?:\p{Ll}+e\s+)?(?<noun>\p{Ll}{2,}(?:je|tje|pje|kje))\b(?![-\p{L}])`,
  fix: (m, _text, ctx) => {
    const { fix, noun } = m.groups as { fix: string; noun: string };
    if (noun !== noun.toLowerCase() || /^(?:oranje|blije|vrije)$/.test(noun) || !ctx.isWord(noun)) return null;
    const replacement = fix[0] === 'D' ? 'Het' : 'het';
    return { replacement, message: `A diminutive takes "het": "${replacement} ${noun}".` };
  },
});

// "groter als ik": after a comparative, "dan". "Als" after a comparative also opens a
// condition ("het werkt beter als je wacht") or a role ("beter als trainer"), so only a
// comparison that ends the clause counts: a pronoun, "verwacht"/"ooit"..., or a number
// (which "meer" and "minder" may also have a noun after: "meer als 100 mensen").
const COMPARATIVES =
  'groter|kleiner|beter|slechter|ouder|jonger|hoger|lager|langer|korter|sneller|trager|sterker|zwakker|zwaarder|lichter|duurder|goedkoper|mooier|lelijker|warmer|kouder|rijker|armer|slimmer|dikker|dunner|breder|smaller|moeilijker|makkelijker|gemakkelijker|belangrijker|minder|meer';
const CLAUSE_END = String.raw`(?=\s*(?:[.!?,;:)]|$))`;
const danAfterComparative = patternRule({
  id: 'nl_dan_after_comparative',
  language: 'nl',
  title: 'Comparison',
  pattern: String.raw`\b(?<comparative>${COMPARATIVES})\s+(?:(?:is|was|zijn|waren|ben|bent|wordt|werd|worden|werden)\s+)?(?<fix>als)\s+(?:(?<number>\d[\d.,]*\b)|(?:ik|jij|jou|hij|zij|wij|jullie|hen|mij|u|iedereen|ooit|verwacht|gedacht|gehoopt|voorheen|vroeger|gewoonlijk)${CLAUSE_END})`,
  fix: (m, text) => {
    const many = /^(?:meer|minder)$/i.test(m.groups!['comparative']!);
    const number = m.groups!['number'];
    // "meer als hobby" (more as a hobby): "meer" and "minder" only before a number
    if (many && !number) return null;
    // "goedkoper als 2 mensen delen" is a condition
    if (!many && number && !/^\s*(?:[.!?,;:)]|$)/.test(text.slice(m.index + m[0].length))) return null;
    return { replacement: 'dan', message: 'After a comparative the word is "dan" ("groter dan"); "als" compares equals ("even groot als").' };
  },
});

// "Het is meer groot dan mijn huis" -> "groter": a short adjective takes -er ("meer bekend", "meer
// geschikt" are right with longer ones). Only adjectives of one syllable, the comparative built
// with Dutch spelling (a long vowel written once before a consonant, a short one's consonant
// doubled, "-der" after r) and known to the dictionary with its inflected form, before "dan".
const IRREGULAR_COMPARATIVE_NL: Readonly<Record<string, string>> = { goed: 'beter', veel: 'meer', weinig: 'minder' };
function comparativeCandidatesNl(adjective: string): string[] {
  if (IRREGULAR_COMPARATIVE_NL[adjective]) return [IRREGULAR_COMPARATIVE_NL[adjective]!];
  const out = [`${adjective}er`];
  if (adjective.endsWith('r')) out.unshift(`${adjective}der`);
  // "groot" -> "groter", "laag" -> "lager": a doubled vowel before the last consonant is written once
  const long = adjective.match(/^(.*?)([aeou])\2([^aeiou])$/);
  if (long) out.unshift(`${long[1]}${long[2]}${long[3]}er`);
  // "dik" -> "dikker", "snel" -> "sneller": a short vowel keeps its sound by doubling the consonant
  const short = adjective.match(/^(.*[^aeiou])([aeiou])([bdfgklmnprst])$/);
  if (short) out.unshift(`${adjective}${short[3]}er`);
  return out;
}
// the inflected adjective ("grote", "dikke", "dure"): a noun has none, so "meer vis dan" (not
// "visser") is left
function inflectedNl(adjective: string, comparative: string): string {
  if (comparative.endsWith('der') && adjective.endsWith('r')) return `${adjective.replace(/([aeou])\1(r)$/, '$1$2')}e`;
  return comparative.slice(0, -1);
}
const meerComparative = patternRule({
  id: 'nl_comparatief_meer',
  language: 'nl',
  title: 'Comparison',
  pattern: String.raw`\b(?<fix>meer\s+(?<adjective>\p{Ll}+))\s+dan\b`,
  fix: (m, _text, ctx) => {
    const adjective = m.groups!['adjective']!;
    // one syllable: one group of vowels
    if ((adjective.match(/[aeiouy]+/g) ?? []).length !== 1 || !ctx.isWord(adjective)) return null;
    const comparative = comparativeCandidatesNl(adjective).find((c) => ctx.isWord(c) && (IRREGULAR_COMPARATIVE_NL[adjective] !== undefined || ctx.isWord(inflectedNl(adjective, c))));
    if (!comparative) return null;
    return { replacement: comparative, message: `A short adjective forms its comparative with -er: "${comparative}", not "meer ${adjective}".` };
  },
});

// "Ik ben eens met jou" -> "ik ben het eens met jou": agreeing takes "het".
const hetEens = patternRule({
  id: 'nl_het_eens',
  language: 'nl',
  title: 'Fixed phrase',
  pattern: String.raw`\b(?<fix>(?<be>ben|bent|is|zijn|was|waren)(?<subject>\s+(?:ik|jij|je|hij|zij|ze|we|wij|jullie|u))?\s+(?<adverb>(?:(?:helemaal|niet|volledig|totaal|absoluut)\s+)?)eens)\s+(?:met|over)\b`,
  fix: (m) => {
    const { be, subject, adverb } = m.groups as { be: string; subject?: string; adverb: string };
    const replacement = `${be}${subject ?? ''} het ${adverb}eens`;
    return { replacement, message: `Agreeing is "het eens zijn": "${replacement}".` };
  },
});

// "Ik heb 25 jaar" -> "ik ben 25 jaar": an age is been, not had ("ik heb 25 jaar gewerkt" counts
// years and is right, so only after a pronoun where the clause ends, or before "oud").
const AGE = String.raw`(?:\d{1,3}|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)`;
const AGE_BE: Readonly<Record<string, string>> = { heb: 'ben', hebt: 'bent', heeft: 'is', hebben: 'zijn', had: 'was', hadden: 'waren' };
const ageWithBe = patternRule({
  id: 'nl_leeftijd_zijn',
  language: 'nl',
  title: 'Verb',
  pattern: String.raw`\b(?:ik|jij|je|hij|zij|ze|we|wij|u)\s+(?<fix>heb|hebt|heeft|hebben|had|hadden)\s+${AGE}\s+jaar(?=\s*(?:[.,;:!?)]|$)|\s+(?:en|maar|want|dus)\b)|\b(?<fix2>heb|hebt|heeft|hebben|had|hadden)\s+${AGE}\s+jaar\s+oud\b`,
  fix: (m) => {
    const have = (m.groups!['fix'] ?? m.groups!['fix2']!).toLowerCase();
    const replacement = AGE_BE[have]!;
    return { replacement, message: `An age is been in Dutch: "${replacement} … jaar".` };
  },
});

// "hij is groter dan mij": after "dan" or "als" of a comparison the pronoun is the subject of a
// verb left out ("groter dan ik [ben]"). Only at the clause's end.
const SUBJECT_FORM: Readonly<Record<string, string>> = { mij: 'ik', hem: 'hij', ons: 'wij', hen: 'zij', hun: 'zij', jou: 'jij' };
const subjectAfterComparison = patternRule({
  id: 'nl_dan_ik',
  language: 'nl',
  title: 'Comparison',
  pattern: String.raw`\b(?:${COMPARATIVES}|even\s+\p{L}+|net\s+zo\s+\p{L}+|zo\s+\p{L}+)\s+(?:dan|als)\s+(?<fix>mij|hem|ons|hen|hun|jou)${CLAUSE_END}`,
  fix: (m) => {
    const pronoun = m.groups!['fix']!;
    const replacement = SUBJECT_FORM[pronoun.toLowerCase()]!;
    return { replacement, message: `After "dan" or "als" of a comparison the pronoun is a subject: "${replacement}" ("groter dan ${replacement} ben").` };
  },
});

// "net als ik wordt hij ouder": the pronoun closes a comparison, the verb has another subject
const closesComparison = (text: string, at: number): boolean => /(?:^|[^\p{L}])(?:als|dan|zoals)\s+$/iu.test(text.slice(0, at));

// d/t: "hij word" -> "wordt", "ik wordt" -> "word". The stem of these verbs ends in
// d; the third person adds t, the first person does not.
const STEMS = 'word|vind|houd|rijd|bied|snijd|lijd|bind|verbind|meld|antwoord|verbrand|verwend|wend|zend|verzend|ontvind|bevind';
const thirdPersonT = patternRule({
  id: 'nl_dt_third_person',
  language: 'nl',
  title: 'Verb form',
  pattern: String.raw`\b(?:hij|het|men|jij|zij|ze)\s+(?<fix>${STEMS})\b(?!\s+(?:jij|je)\b)`,
  fix: (m, text) => {
    const verb = m.groups!['fix']!;
    const subject = m[0].split(/\s+/)[0]!.toLowerCase();
    // "ze" is an object too ("dat ik ze vind"): a subject only where it opens its clause
    if (subject === 'ze' && !/(?:^|[^\p{L}])(?:en|maar|want|dus|omdat|dat|als|toen|wanneer|terwijl|of|zodat|hoewel|nu)\s*$|^\s*$/iu.test(clauseBefore(text, m.index))) return null;
    // "het" opens the clause only as a subject ("Het word tijd"); "dat ik het vind" has it
    // as the object, and "het antwoord" is a noun
    if (/^het$/i.test(m[0].split(/\s+/)[0]!) && (clauseBefore(text, m.index).trim() !== '' || /^antwoord$/i.test(verb))) return null;
    if (closesComparison(text, m.index)) return null;
    const replacement = `${verb}t`;
    const plural = subject === 'zij' || subject === 'ze' ? ` (or "${verb}en" for more than one)` : '';
    return { replacement, message: `After "${m[0].split(/\s+/)[0]}" the verb ends in dt: "${replacement}"${plural}.` };
  },
});
const firstPersonD = patternRule({
  id: 'nl_dt_first_person',
  language: 'nl',
  title: 'Verb form',
  pattern: String.raw`\bik\s+(?<fix>(?:${STEMS})t)\b|\b(?<fix2>(?:${STEMS})t)\s+ik\b`,
  fix: (m, text) => {
    if (closesComparison(text, m.index)) return null;
    const verb = m.groups!['fix'] ?? m.groups!['fix2']!;
    const replacement = verb.slice(0, -1);
    return { replacement, message: `With "ik" the verb is the bare stem: "${replacement}", without t.` };
  },
});

// "het boek wat ik lees", "het meisje die daar staat": a relative clause after a het-word (a
// listed one, or a diminutive in -je) takes "dat"; "wat" follows "alles", "iets" or a whole
// clause, "die" a de-word. "Het boek wat saai" ("wat" = somewhat) and "het boek die jongen las"
// ("die" = that, before its noun) are left alone by asking for a subject pronoun after "wat",
// and for a pronoun, an adverb or a verb after "die".
const HET_NOUNS =
  'boek|huis|kind|meisje|land|werk|jaar|probleem|verhaal|artikel|bedrijf|geld|gebouw|programma|bericht|product|project|plan|resultaat|systeem|woord|antwoord|team|voorbeeld|onderzoek|document|lied|spel|spelletje|cadeau|idee|nieuws|eten|water|paard|dorp|feest|restaurant|hotel|schilderij|liedje|filmpje|recept|verslag|boekje|huisje|gesprek|probleempje|apparaat|dier|geluid';
const datAfterHetNoun = patternRule({
  id: 'nl_dat_wat',
  language: 'nl',
  title: 'Relative pronoun',
  pattern: String.raw`\bhet\s+(?:(?:\p{L}+e)\s+)?(?:${HET_NOUNS}|\p{Ll}{2,}je)\s+(?:(?<fix>wat)\s+(?:ik|je|jij|hij|zij|ze|we|wij|jullie|u|men)|,?\s*(?<fix2>die)\s+(?:ik|je|jij|hij|zij|ze|we|wij|jullie|u|men|er|daar|hier|niet|nog|ook|al|gisteren|vandaag|is|was|heeft|had|wordt|werd|kan|kon|moet|zal|wil|zou))\b`,
  fix: (m) => ({
    replacement: 'dat',
    message: `After a het-word the relative pronoun is "dat" ("het boek dat ik lees"); "${m.groups!['fix'] ?? m.groups!['fix2']}" follows ${m.groups!['fix'] ? '"alles", "iets" or a whole clause' : 'a de-word'}.`,
  }),
});

// "een mooie boek" -> "een mooi boek": after "een", "geen", "elk" or "zo'n", an adjective before
// a het-word takes no -e. The bare form is read back through Dutch spelling and must be a word:
// "grote" -> "groot", "dikke" -> "dik", "lieve" -> "lief", "vieze" -> "vies". A het-word that
// opens a compound ("een andere programma-aanroep") is not the noun.
const uninflectedAdjective = patternRule({
  id: 'nl_bijvoeglijk_het',
  language: 'nl',
  title: 'Agreement',
  pattern: String.raw`\b(?:een|geen|elk|ieder|zo['’]n)\s+(?:(?:heel|erg|zeer|best|vrij|te)\s+)?(?<fix>(?<hele>hele\s+)?(?<adjective>\p{Ll}{2,}e))\s+(?:${HET_NOUNS}|\p{Ll}{2,}je)(?![\p{L}-])`,
  fix: (m, _text, ctx) => {
    const adjective = m.groups!['adjective']!;
    const bare = bareAdjective(adjective).find((w) => ctx.isWord(w));
    if (!bare || !ctx.isWord(adjective)) return null;
    // the spoken "een hele mooie boek": "heel" too is uninflected there
    const replacement = m.groups!['hele'] ? `heel ${bare}` : bare;
    return { replacement, message: `Before a het-word after "een", the adjective takes no -e: "${replacement}".` };
  },
});

/** The forms an inflected Dutch adjective may come from, most likely first. */
function bareAdjective(inflected: string): string[] {
  const stem = inflected.slice(0, -1);
  const out: string[] = [];
  // a doubled consonant is single again ("dikke" -> "dik"), an open syllable's vowel doubles ("grote" -> "groot")
  if (/([bdfgklmnprst])\1$/.test(stem)) out.push(stem.slice(0, -1));
  const open = /^(.*[^aeiou])([aeou])([^aeiou])$/.exec(stem);
  if (open) out.push(`${open[1]}${open[2]}${open[2]}${open[3]}`);
  out.push(stem);
  // "lieve" -> "lief", "vieze" -> "vies"
  return out.flatMap((w) => [w, w.replace(/v$/, 'f').replace(/z$/, 's')]).filter((w, i, all) => all.indexOf(w) === i);
}

// "het is gebeurt" / "het gebeurd vaak": after a form of "zijn" the participle ends in d; the
// present after "het", "dit", "dat" or "er" opening a sentence, before an adverb, ends in t
// ("omdat het gebeurd is", a participle before its verb, is right)
const gebeurd = patternRule({
  id: 'nl_gebeurd_gebeurt',
  language: 'nl',
  title: 'Verb form',
  pattern: String.raw`\b(?:is|was|zijn|waren|ben|bent)\s+(?:(?:al|toen|net|pas|ook|nooit|niet|gisteren|echt|niets|iets|veel|weinig|er)\s+)?(?<fix>gebeurt)\b|(?<=(?:^|[.!?]\s+))(?:het|dit|dat|er|wat)\s+(?<fix2>gebeurd)\s+(?:vaak|soms|nooit|altijd|zelden|regelmatig|steeds|telkens|elke|iedere|elk|ieder|wel|niet|nu|ook|nog|weer|dagelijks|overal)\b`,
  fix: (m) =>
    m.groups!['fix']
      ? { replacement: 'gebeurd', message: 'After "is" or "was" this is the participle, written with a d: "gebeurd".' }
      : { replacement: 'gebeurt', message: 'This is the present tense (it happens), written with a t: "gebeurt".' },
});

// "zowel thuis als ook op het werk": "zowel" pairs with "als" alone
const zowelAlsOok = patternRule({
  id: 'nl_zowel_als_ook',
  language: 'nl',
  title: 'Redundancy',
  category: 'word_choice',
  pattern: String.raw`\bzowel\b[^.!?;:]{1,80}?\bals(?<fix>\s+ook)\b`,
  fix: () => ({ replacement: '', message: '"Zowel" pairs with "als" alone: "zowel thuis als op het werk", without "ook".' }),
});

// "hij zij dat": the past of "zeggen" is "zei"; "zij" is the pronoun ("zei is ziek" -> "zij")
const zeiZij = patternRule({
  id: 'nl_zei_zij',
  language: 'nl',
  title: 'Confused words',
  pattern: String.raw`\b(?:ik|hij|zij|ze|u|men|jij|je)\s+(?<fix>zij)\s+(?:dat|het|niets|nee|ja|tegen|toen|iets|dit)\b|(?<=(?:^|[.!?]\s+))(?<fix2>Zei)\s+(?:is|was|heeft|had|komt|kwam|gaat|ging|wil|wilde|kan|kon)\b`,
  fix: (m) =>
    m.groups!['fix']
      ? { replacement: 'zei', message: 'The past of "zeggen" is "zei"; "zij" is the pronoun (she, they).' }
      : { replacement: 'Zij', message: 'The pronoun is "zij"; "zei" is the past of "zeggen".' },
});

// "ik heb naar de bioscoop gegaan": verbs of going somewhere or becoming take "zijn" in the
// perfect ("ik ben gegaan", "hij is gebleven"). Only participles that never take "hebben", in the
// clause "hebben" opens: a word opening another clause between ends the search ("ik heb het
// boek dat hij gekregen is").
const ZIJN_PARTICIPLES =
  'gegaan|gekomen|gebleven|geworden|gestorven|gevallen|vertrokken|aangekomen|overleden|verschenen|ontstaan|verdwenen|begonnen|teruggekomen|weggegaan|binnengekomen|opgegroeid|geslaagd|gebeurd|ontsnapt';
const ZIJN_FOR_HEBBEN: Record<string, string> = { heb: 'ben', hebt: 'bent', heeft: 'is', hebben: 'zijn', had: 'was', hadden: 'waren' };
const zijnAuxiliary = patternRule({
  id: 'nl_zijn_hulpwerkwoord',
  language: 'nl',
  title: 'Auxiliary',
  pattern: String.raw`\b(?<fix>heb|hebt|heeft|hebben|had|hadden)\s+(?:(?!(?:die|dat|wat|waar|als|omdat|wanneer|terwijl|zodat|hoewel|en|maar|of|om|te|hoe|nadat|voordat|sinds|toen)\b)\p{L}+\s+){0,6}(?:${ZIJN_PARTICIPLES})\b`,
  fix: (m, text) => {
    // "hebben" after a modal or "te" is an infinitive ("zou moeten hebben"), left alone
    if (/\b(?:te|zou|zouden|moet|moeten|kan|kunnen|zal|zullen|wil|willen)\s+$/i.test(text.slice(Math.max(0, m.index - 10), m.index))) return null;
    const aux = m.groups!['fix']!;
    const replacement = ZIJN_FOR_HEBBEN[aux.toLowerCase()]!;
    return { replacement, message: `Verbs of going somewhere or becoming take "zijn" in the perfect: "${replacement}".` };
  },
});

// "Ik ben een boek gekocht": a verb with an object forms its perfect with "hebben". Only a
// pronoun subject beside the form of "zijn" (or none after "en" in a form only a person takes),
// an object with its determiner, and participles that never take "zijn"; no preposition may
// open the words between ("ik ben door de dokter gezien" is a passive) and no noun of time be
// the object ("hij is een keer gezien").
const HEBBEN_FOR_ZIJN: Record<string, string> = { ben: 'heb', bent: 'hebt', is: 'heeft', zijn: 'hebben', was: 'had', waren: 'hadden' };
const TRANSITIVE_PARTICIPLES_NL = 'gekocht|gezien|gelezen|gemaakt|gegeten|gedronken|geschreven|gehad|gezegd|gehoord|gespeeld|geleerd|gekookt|bezocht|gekregen|gevonden|genomen|gebracht|gebakken|gevraagd|gedaan';
const PREPOSITIONS_NL = 'door|met|bij|in|op|aan|voor|naar|van|uit|over|onder|tegen|tot|na|om|zonder|tijdens|sinds';
const TIME_NOUNS_NL = 'keer|dag|week|jaar|maand|tijd|avond|ochtend|middag|nacht|uur|moment|weekend|eeuw|seizoen';
const hebbenAuxiliary = patternRule({
  id: 'nl_hebben_hulpwerkwoord',
  language: 'nl',
  title: 'Auxiliary',
  pattern: String.raw`\b(?:(?:ik|je|jij|hij|zij|ze|we|wij|jullie|u)\s+(?<fix>ben|bent|is|zijn|was|waren)|(?<fix2>ben|bent|is|zijn|was|waren)\s+(?:ik|je|jij|hij|zij|ze|we|wij|jullie|u)|(?:en|maar|of)\s+(?<fix3>ben|bent))\s+(?:(?!(?:${PREPOSITIONS_NL})\b)\p{Ll}+\s+){0,2}?(?:een|de|het|mijn|jouw|zijn|haar|ons|onze|hun|dit|deze)\s+(?:\p{Ll}+\s+)?(?!(?:${TIME_NOUNS_NL})\b)\p{Ll}+\s+(?:\p{Ll}+\s+){0,2}?(?:${TRANSITIVE_PARTICIPLES_NL})(?=\s*[.,;:!?]|\s*$|\s+(?:en|of|maar)\s)`,
  fix: (m) => {
    const aux = m.groups!['fix'] ?? m.groups!['fix2'] ?? m.groups!['fix3']!;
    const replacement = HEBBEN_FOR_ZIJN[aux.toLowerCase()]!;
    return { replacement, message: `A verb with an object forms its perfect with "hebben": "${replacement}".` };
  },
});

export const commonErrorsNl: readonly ProseRule[] = [waitFor, meerComparative, hetEens, ageWithBe, hunSubject, henAfterPreposition, jouForJouw, hetDiminutive, danAfterComparative, subjectAfterComparison, thirdPersonT, firstPersonD, prefixedVerbDtNl, pluralSubjectVerbNl, pluralPronounVerbNl, zijnAuxiliary, datAfterHetNoun, gebeurd, zowelAlsOok, zeiZij, ...wordOrderNl, hebbenAuxiliary, uninflectedAdjective];
