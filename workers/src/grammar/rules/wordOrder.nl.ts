import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// Dutch word order: the finite verb second in a main clause, last in a clause that a
// conjunction opens.

const SUBJECT = 'ik|hij|zij|ze|we|wij|jullie|u|het|men';
// (without "het", which may be the article of the subject: "dat het pakket ontbreekt")
const PRONOUN_SUBJECT = 'ik|hij|zij|ze|we|wij|jullie|u|men';
// the finite verbs the word-order rules move: the auxiliaries, modals and common verbs
const COMMON_VERBS_NL = new Set(
  (
    'ben bent is zijn was waren heb hebt heeft hebben had hadden kan kunt kunnen wil wilt willen moet moeten mag mogen zal zult zullen ' +
    'ga gaat gaan kom komt komen doe doet doen woon woont wonen werk werkt werken speel speelt spelen maak maakt maken zie ziet zien ' +
    'weet weten vind vindt vinden denk denkt denken heet heten blijf blijft blijven leer leert leren lees leest lezen eet eten drink ' +
    'drinkt drinken koop koopt kopen spreek spreekt spreken houd houdt houden loop loopt lopen rijd rijdt rijden sta staat staan lig ' +
    'ligt liggen zit zitten krijg krijgt krijgen geef geeft geven neem neemt nemen word wordt worden ken kent kennen begrijp begrijpt ' +
    'begrijpen slaap slaapt slapen studeer studeert studeren kook kookt koken'
  ).split(' '),
);
const AUXILIARY_NL = /^(?:is|was|wordt|werd|zijn|waren|worden|werden|heeft|hebben|had|hadden|kan|kon|moet|wil|zal|mag)$/;
const SINGULAR_IRREGULAR_NL = /^(?:is|kan|wil|mag|zal)$/;
const NOT_VERBS_NL = /^(?:ook|niet|wel|nooit|zelf|alleen|toch|dus|dan|en|of|die|dat|al|nog|maar)$/;

/**
 * Whether `verb` can be the finite verb of the pronoun `subject`: after "hij" a form in -t or -d,
 * after "we" one in -n; "je" and "jij" are never read, as their verb loses its -t when it comes
 * first.
 */
function finiteVerbOf(subject: string, verb: string, isWord: (w: string) => boolean): boolean {
  if (subject !== subject.toLowerCase() || NOT_VERBS_NL.test(verb) || !isWord(verb)) return false;
  if (/^(?:we|wij|jullie)$/.test(subject)) return /n$/.test(verb);
  if (/^(?:hij|het|u|men)$/.test(subject)) return /[td]$/.test(verb) || SINGULAR_IRREGULAR_NL.test(verb);
  if (/^(?:zij|ze)$/.test(subject)) return /(?:n|[td])$/.test(verb) || SINGULAR_IRREGULAR_NL.test(verb);
  return true;
}

// "Als ik rijk ben, ik koop een huis": a clause that opens the sentence takes the first place,
// so the main clause after it starts with its finite verb ("koop ik"). Only a pronoun subject
// right after the comma and a word that is its verb's form.
const FRONT_CLAUSE_NL = 'Als|Wanneer|Omdat|Hoewel|Toen|Nadat|Voordat|Zodra|Terwijl|Doordat|Indien|Zolang|Sinds';
const verbAfterClauseNl = patternRule({
  id: 'nl_inversie_na_bijzin',
  language: 'nl',
  title: 'Word order',
  pattern: String.raw`(?:^|(?<=[.!?]["'”’)]*\s+))(?<conj>${FRONT_CLAUSE_NL})\s+[^,.;:!?]+,\s+(?<fix>(?<subject>${SUBJECT})\s+(?<verb>\p{Ll}+))\b`,
  fix: (m, _text, ctx) => {
    const { conj, subject, verb } = m.groups as { conj: string; subject: string; verb: string };
    if (conj[0] !== conj[0]!.toUpperCase() || !finiteVerbOf(subject, verb, ctx.isWord)) return null;
    const replacement = `${verb} ${subject}`;
    return { replacement, message: `After a clause that opens the sentence, the main clause begins with its finite verb: "${replacement}".` };
  },
});

// "Gisteren ik ben naar Utrecht gegaan" -> "Gisteren ben ik": after an adverb that opens a main
// clause the verb stays second, so the subject follows it. Only adverbs of time, frequency and
// sequence ("nu" and "toen" also open a clause of their own: "nu ik weet dat hij komt"), and a
// common verb in the pronoun's form.
const OPENING_ADVERBS_NL =
  'Gisteren|Vandaag|Morgen|Daarna|Later|Soms|Vaak|Altijd|Eerst|Eindelijk|Vroeger|Straks|Daarom|Bovendien|Meestal|Vorig\\s+jaar|Vorige\\s+week|Volgende\\s+week|Vanavond|Vanmorgen|Vanochtend';
// adverbs that link a main clause to the one before, after "en", "maar" or a comma ("en dan eet
// ik", ", daarom ga ik"); "toen" is left out, as it opens a clause of its own ("en toen ik kwam")
const LINKING_ADVERBS_NL = 'dan|daarna|daarom|later';
const verbSecondNl = patternRule({
  id: 'nl_inversie_na_bijwoord',
  language: 'nl',
  title: 'Word order',
  pattern: String.raw`(?:(?:^|(?<=[.!?]["'”’)]*\s+))(?<adverb>${OPENING_ADVERBS_NL})|(?<=(?:,\s*|\b(?:en|maar)\s+))(?<link>${LINKING_ADVERBS_NL}))\s+(?<fix>(?<subject>${PRONOUN_SUBJECT})\s+(?<verb>\p{Ll}+))\b`,
  fix: (m, _text, ctx) => {
    const { adverb, link, subject, verb } = m.groups as { adverb?: string; link?: string; subject: string; verb: string };
    // an opening adverb has the sentence's capital, a linking one none
    if (adverb !== undefined ? adverb[0] !== adverb[0]!.toUpperCase() : link !== link!.toLowerCase()) return null;
    if (!COMMON_VERBS_NL.has(verb) || !finiteVerbOf(subject, verb, ctx.isWord)) return null;
    const replacement = `${verb} ${subject}`;
    return { replacement, message: `In a main clause the finite verb comes second: after the opening word, "${replacement}".` };
  },
});

// "Hij zegt dat hij komt morgen" -> "dat hij morgen komt": in a clause that "dat", "omdat" and
// the like open, the finite verb goes last. Only a pronoun subject with a common verb right after it
// and up to five words to the clause's end, none a conjunction; not where a participle or an
// infinitive follows ("dat hij heeft gewonnen", "omdat ik kan zwemmen" are right) nor a
// phrase with a preposition, which may stand after the verb ("omdat hij woont in Gent"). A
// separable verb's particle joins it again ("dat hij komt morgen terug" -> "morgen terugkomt").
const PARTICLES_NL = new Set(['mee', 'aan', 'op', 'uit', 'af', 'terug', 'weg', 'toe', 'door', 'over', 'na', 'binnen', 'buiten']);
const CLAUSE_WORDS_NL = /^(?:en|of|maar|want|dus|dat|omdat|als|wanneer|toen|die|wat|waar|hoe|waarom|terwijl|nadat|voordat|zodat|hoewel)$/i;
const PREPOSITIONS_NL = /^(?:in|op|aan|met|naar|van|voor|bij|uit|over|door|tot|om|tegen|zonder|na|sinds|tijdens|achter|onder|boven|naast|tussen)$/i;
// a verb cluster ("heeft gewonnen", "kan zwemmen", "is gebeurd") may keep this order: a
// participle, or a word in -en that is not one of the common others, is taken for one of its verbs
const NOT_INFINITIVE = /^(?:een|geen|ten|morgen|even|samen|binnen|buiten|boven|beneden|ergens|alleen|open|tegen|zonder|heen)$/;
const inVerbCluster = (w: string): boolean => /^ge\p{Ll}+(?:[dt]|en)$/u.test(w) || (/en$/.test(w) && !NOT_INFINITIVE.test(w.toLowerCase()));
const verbLastNl = patternRule({
  id: 'nl_werkwoord_achteraan',
  language: 'nl',
  title: 'Word order',
  pattern: String.raw`\b(?:dat|omdat|hoewel|voordat|nadat|zodat|terwijl|wanneer|zodra)\s+(?<subject>${PRONOUN_SUBJECT}|je|jij)\s+(?<fix>(?<verb>\p{Ll}+)(?<rest>(?:\s+[^\s.,;:!?()"“”]+){1,5}))(?=\s*[.,;:!?)]|\s*$)`,
  fix: (m, _text, ctx) => {
    const { subject, verb } = m.groups as { subject: string; verb: string };
    const rest = m.groups!['rest']!.trim().split(/\s+/);
    if (!COMMON_VERBS_NL.has(verb) || !finiteVerbOf(/^(?:je|jij)$/.test(subject) ? 'hij' : subject, verb, ctx.isWord)) return null;
    // a verb at the clause's end already: the word after the subject was another ("dat ze zijn boek leest")
    if (COMMON_VERBS_NL.has(rest.at(-1)!.toLowerCase())) return null;
    if (rest.some((w) => CLAUSE_WORDS_NL.test(w)) || PREPOSITIONS_NL.test(rest[0]!)) return null;
    // an auxiliary after it: the word after the subject was no finite verb ("dat ze gemaximaliseerd is")
    if (rest.some((w) => inVerbCluster(w) || AUXILIARY_NL.test(w))) return null;
    const last = rest.at(-1)!;
    const separable = PARTICLES_NL.has(last.toLowerCase());
    const replacement = separable ? [...rest.slice(0, -1), `${last}${verb}`].join(' ') : `${rest.join(' ')} ${verb}`;
    return { replacement, message: `In a clause opened by a conjunction such as "dat" or "omdat", the finite verb comes last: "${replacement}".` };
  },
});

export const wordOrderNl: readonly ProseRule[] = [verbAfterClauseNl, verbSecondNl, verbLastNl];
