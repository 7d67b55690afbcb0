import { clauseBefore, patternRule } from './patternRule.js';

// The d/t slip of Dutch verbs with an unstressed prefix, whose participle takes no "ge-" and so
// is the present third person with d for t: "verbeterd" / "verbetert", "verhuisd" / "verhuist",
// "beantwoord" / "beantwoordt". Both are words, so no speller sees it.
// - Beside a form of "hebben", "zijn" or "worden" it is the participle, and only a d form the
//   dictionary knows is offered ("is verplaatst" and "is laat" pass): right after one ("het is
//   verhuist" -> "verhuisd"); ending the clause one opened, with no word between that opens
//   another ("heeft de vraag beantwoordt." -> "beantwoord"; not "heeft een huis dat hij
//   verhuurt"); before "worden", or before "is", "wordt" or "zijn" ending the clause ("kon niet
//   verwijdert worden", "of het verstuurt is."; not "verandert zijn leven").
// - After a subject pronoun opening a main clause, or a relative "dat" or "die", it is the
//   present: "Hij verbeterd de tekst" -> "verbetert", "Dit betekend dat" -> "betekent", "het
//   filter dat bepaald welke" -> "bepaalt"; unless a form of those verbs or a modal follows,
//   making it a participle ("dat veranderd is"). "gebeurd" has its own rule.

const PREFIXED = String.raw`(?:be|ver|ont|her|er|over|onder|door|mis|vol)\p{L}{3,}`;
const AUXILIARY = 'heb|hebt|heeft|hebben|had|hadden|ben|bent|is|zijn|was|waren|word|wordt|worden|werd|werden|geworden|gehad';
const MODAL = 'moet|moeten|moest|moesten|kan|kunnen|kon|konden|zal|zullen|zou|zouden|mag|mogen|mocht|wil|willen|wilde';
const ADVERB = 'al|niet|nog|ook|net|pas|nooit|echt|goed|zelf|toen|gisteren|eindelijk|volledig|helemaal|reeds|inmiddels|vaak|steeds|alleen|altijd|automatisch|correct|succesvol|opnieuw';
// words that open another clause, whose verb the last word may be ("heeft een huis dat hij verhuurt")
const OPENS_CLAUSE = 'die|dat|wat|waar|waarin|waarop|als|omdat|wanneer|terwijl|zodat|hoewel|en|maar|of|om|te|hoe|wie|waarom|welke|tot|totdat|nadat|voordat|sinds|zoals';
// An auxiliary after its participle ends a subordinate clause, and the word after it belongs
// to the clause around ("de taal waarin de tekst gerenderd wordt beïnvloedt").
const PARTICIPLE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:ge\p{L}{2,}|${PREFIXED})[dtn]\s+$`, 'iu');
// In a subordinate clause the finite verb comes last, so a word ending it after an auxiliary's
// look-alike is that verb ("een programma dat zijn eigen bestand niet verwijdert").
const SUBORDINATE = /(?:^|[^\p{L}])(?:die|dat|wat|waar\p{L}*|als|omdat|wanneer|terwijl|zodat|hoewel|hoe|wie|waarom|welke|totdat|nadat|voordat|sinds|zoals|of)\s/iu;
// "dat" and "die" after a noun with its determiner, or a comma, open a relative clause whose
// subject they are ("het filter dat bepaald welke" -> "bepaalt"); after a verb they are an
// object ("ik heb dat veranderd.")
const RELATIVE_BEFORE = /(?:\b(?:de|het|een|deze|dit|elk|elke|geen|ieder|iedere)\s+(?:\p{L}+\s+){1,2}|,\s*)$/iu;
// A relative clause's verb comes last: right after "dat" or "die" it is the verb only when the
// clause ends there or a clause of its own follows ("dat bepaalt welke"); else the word
// describes what follows ("een optie die bepaald gedrag beïnvloedt", "die bekend staat").
const RELATIVE_VERB_AFTER = /^\s*(?:[.,;:!?)]|$|(?:welke|wat|dat|of|hoe|waar\p{L}*|wie|wanneer|om)(?![\p{L}]))/iu;
// nouns in d whose t form is a verb ("het verband", "verbant"; "het onderhoud", "onderhoudt")
const NOUNS_IN_D = /^(?:verband|onderhoud|verbond|bestand|verstand|beleid|bewind|verbod)$/i;
const MAIN_CLAUSE_OPENS = /(?:^|[^\p{L}])(?:en|maar|want|dus|of)\s*$|^\s*$/iu;

export const prefixedVerbDtNl = patternRule({
  id: 'nl_dt_prefixed_verb',
  language: 'nl',
  title: 'Verb form',
  pattern: [
    String.raw`\b(?:${AUXILIARY})\s+(?:(?:${ADVERB})\s+){0,2}(?<fix>${PREFIXED}t)\b`,
    String.raw`\b(?:${AUXILIARY})\s+(?:(?!(?:${OPENS_CLAUSE})\b)[^\s.,;:!?]+\s+){1,5}(?<fix3>${PREFIXED}t)(?=\s*(?:[.!?;:,(]|$))`,
    String.raw`(?<fix4>${PREFIXED}t)(?=\s+(?:(?:${MODAL})\s+)?(?:worden|werden|geworden|(?:is|was|wordt|werd|zijn|waren|geweest)(?=\s*(?:[.!?;,]|$)))\b)`,
    String.raw`\b(?<subject>hij|zij|ze|men|u|dit|dat|die|het|wat)\s+(?<fix2>${PREFIXED}d)\b(?!\s+(?:\p{L}+\s+)?(?:${AUXILIARY}|${MODAL})\b)`,
  ].join('|'),
  fix: (m, text, ctx) => {
    const participleSlip = m.groups!['fix'] ?? m.groups!['fix3'] ?? m.groups!['fix4'];
    if (participleSlip) {
      if (/^gebeurt$/i.test(participleSlip)) return null;
      if (!m.groups!['fix4'] && PARTICIPLE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
      if (m.groups!['fix3'] && SUBORDINATE.test(clauseBefore(text, m.index))) return null;
      const participle = /dt$/i.test(participleSlip) ? participleSlip.slice(0, -1) : `${participleSlip.slice(0, -1)}d`;
      if (!ctx.isWord(participle)) return null;
      return { replacement: participle, message: `With a form of "hebben", "zijn" or "worden" this is the participle, with a d: "${participle}".` };
    }
    const presentSlip = m.groups!['fix2']!;
    if (/^gebeurd$/i.test(presentSlip) || NOUNS_IN_D.test(presentSlip)) return null;
    // "die" is relative only; "dat" opens a main clause only as a sentence's first word ("Dat betekend")
    const subject = m.groups!['subject']!.toLowerCase();
    const opensMain =
      subject !== 'die' &&
      MAIN_CLAUSE_OPENS.test(clauseBefore(text, m.index)) &&
      (subject !== 'dat' || /(?:^|[.!?])\s*$/.test(text.slice(0, m.index)));
    const relative =
      (subject === 'dat' || subject === 'die') &&
      RELATIVE_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)) &&
      RELATIVE_VERB_AFTER.test(text.slice(m.index + m[0].length));
    if (!opensMain && !relative) return null;
    const present = [`${presentSlip.slice(0, -1)}t`, `${presentSlip}t`].find((w) => ctx.isWord(w));
    if (!present) return null;
    return { replacement: present, message: `After "${m.groups!['subject']}" this is the present tense, with a t: "${present}".` };
  },
});
