import type { Finding } from '../lint/finding.js';
import { BEFORE_NAME, NAME_PARTICLE } from '../lint/nameParticles.js';
import { inTableRow } from '../lint/tableRows.js';
import { fusedPhrasesEn } from './fusedPhrases.en.js';
import { overRegularisedPluralsEn } from './irregularPlurals.en.js';
import { loanPhraseSpans } from './loanPhrases.js';
import { dialectRespelling, isOxfordIze } from './dialectVariants.en.js';
import { editDistance } from './editDistance.js';
import { isGivenName } from './givenNames.js';
import { reformedSpelling } from './reformedSpellings.js';
import { oneSlipApart, type Speller } from './speller.js';
import { wordTokens, type WordToken } from './wordTokens.js';

// Spelling findings for one stretch of prose. Proper nouns, acronyms, words glued to
// digits or code punctuation, and words the document accepts are not misspellings.

export interface SpellingContext {
  speller: Speller;
  /** Lower-cased words the account or the document accepts. */
  accepted: ReadonlySet<string>;
}

const SENTENCE_END = /[.!?:…]["'”’)\]]*\s*$/;
// The full stop of a title or an initial ends no sentence: the capitalised word after it is a
// name ("Mr. Bonderman", "Dra. Quintanilla", "J. Osteraas").
const TITLE_BEFORE = /(?:^|[\s("“])(?:Mr|Mrs|Ms|Mx|Dra?|Prof|Sra?|Jr|St|Rev|Gen|Col|Capt|Lt|Sgt|Sen|Rep|Gov|Pres|Hon|Fr|Hr|Mme|Mlle|\p{Lu})\.\s+$/u;

/** Whether the word at `start` is capitalised inside a sentence (a name, or a German noun). */
export function capitalisedInSentence(text: string, start: number): boolean {
  return /^\p{Lu}/u.test(text.slice(start, start + 1)) && !isSentenceStart(text, start);
}

function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 8), start);
  if (/^\s*$/.test(text.slice(0, start))) return true;
  if (TITLE_BEFORE.test(before)) return false;
  return SENTENCE_END.test(before) || /(^|\n)\s*["'“‘(]*$/.test(before);
}

// Letters touching digits, underscores, slashes, dots or @ belong to an identifier,
// a file name, a unit or an address, not to prose.
function isGlued(text: string, tok: WordToken): boolean {
  const prev = text[tok.start - 1] ?? ' ';
  const next = text[tok.end] ?? ' ';
  const next2 = text[tok.end + 1] ?? ' ';
  if (/[\p{N}_/\\@#$%^&*=<>|~`]/u.test(prev) || /[\p{N}_/\\@#$%^&*=<>|~`]/u.test(next)) return true;
  if (prev === '.' && /\p{L}/u.test(text[tok.start - 2] ?? ' ')) return true;
  if (next === '.' && /\p{L}/u.test(next2)) return true;
  return false;
}

// English closed compounds and prefixed words ("decisionmaking", "interagency",
// "reauthorization") are often missing from dictionaries but are not misspellings;
// a phrase run together ("eachother", "everytime") is.
const EN_PREFIXES = /^(?:re|un(?=[a-z]+(?:ed|able|ing)$)|non|over|under|inter|intra|counter|pre|post|anti|multi|co|sub|super|self|semi|mid|mis|out|cross|micro|macro|trans|hyper|cyber|bio|eco|geo|neo|pro)(?=[a-z]{3})/;

// The Romance languages prefix words as freely ("superusuario", "preformateadas",
// "sovrascritte", "autodétection"), and their dictionaries list few of the results.
const PREFIXES: Partial<Record<string, RegExp>> = {
  fr: /^(?:auto|anti|multi|pré|ré|sur|sous|super|inter|hyper|micro|post|semi|méta|télé)(?=\p{L}{4})/u,
  es: /^(?:auto|anti|multi|pre|re|sobre|sub|super|inter|hiper|micro|post|semi|meta|tele)(?=\p{L}{4})/u,
  it: /^(?:auto|anti|multi|pre|ri|sovra|sotto|super|inter|iper|micro|post|semi|meta|tele)(?=\p{L}{4})/u,
  pt: /^(?:auto|anti|multi|pré|pre|re|sobre|sub|super|inter|hiper|micro|pós|semi|meta|tele)(?=\p{L}{4})/u,
};

function isCompound(lower: string, speller: Speller): boolean {
  // after an elided article ("l'autodétection")
  const word = lower.replace(/^\p{L}{1,5}'/u, '');
  const prefixed = PREFIXES[speller.id]?.exec(word)?.[0];
  if (prefixed) return speller.isCorrect(word.slice(prefixed.length));
  // a known slip is no compound ("softwares" is not "soft" + "wares")
  if (!speller.id.startsWith('en') || fusedPhrasesEn.has(lower) || overRegularisedPluralsEn.has(lower)) return false;
  const prefix = lower.match(EN_PREFIXES)?.[0];
  if (prefix && speller.isCorrect(lower.slice(prefix.length))) return true;
  for (let i = 4; i <= lower.length - 4; i++) {
    if (speller.isCorrect(lower.slice(0, i)) && speller.isCorrect(lower.slice(i))) return true;
  }
  return false;
}

const withoutAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

// A letter none of the seven languages writes (Hebrew, Greek, Cyrillic, a transliteration's
// ā or ṣ, Turkish ş): the word is foreign, not misspelt ("ijāzah", "pâdişâh", "Łódź").
const FOREIGN_LETTER = /[^\P{L}A-Za-zÀ-ÖØ-öø-ÿŒœĲĳ]/u;

// ...or is followed by a surname or a title in apposition ("Sadiq Khan said", "Merthyr Tydfil
// had", "Cardoso, a former Portuguese international", "Reda al-Hamamy")
const PERSON_AFTER =
  /^(?:'s)?\s+(?:said|says|added|adds|told|tells|explained|wrote|writes|argued|argues|claimed|claims|insisted|admitted|confirmed|denied|warned|warns|stated|announced|replied|recalled|continued|examined|looked|smiled|nodded|shrugged|laughed|sighed|whispered|shouted)\b|^,\s+\d{1,3},|^\s+(?:(?:al|el|de|van|von|bin)-?\s*)?\p{Lu}\p{Ll}{2,}\b|^,\s+(?:a|the)\s+former\b|^,\s+who\b/u;

// A capitalised word before a regular past and its object is the subject that acted ("Theo
// dropped his pack"), a name even one slip from a word that cannot do so ("The").
const ACTS_ON_AFTER = /^\s+[a-z]{2,}ed\s+(?:his|her|their|its|my|our|your|the|a|an)\b/;
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'he', 'she', 'it', 'we', 'you', 'they']);

// What follows a name at a sentence start: a second name, a comma, or a verb in
// the past or of being and having.
const NAME_CONTEXT_AFTER =
  /^(?:\s+(?:and|und|et|y|e|en)\s+\p{Lu}|,|\s+[a-z]{2,}ed\b|\s+(?:was|is|has|had|said|says|went|came|took|gave|saw|made|got|told|left|ran|felt|knew|thought|found|wrote|sat|stood|will|would|can|could)\b)/u;

// Ranks British news writes without a full stop before a name ("Det Ch Insp Andy Guy",
// "Cllr Reed", "Pc Jones"), which the dictionary lacks in that form.
const RANK_BEFORE_NAME = /^(?:Det|Insp|Cllr|Pc|Dc|Ds)$/;

// Words before a place's name (which the writer left in lower case): "to paris", "from canada".
const PLACE_BEFORE = /\b(?:to|from|visit|visits|visited|visiting|toward|towards)\s+$/i;

// English prefixes that are no word alone but are written with a hyphen before one.
const HYPHENATED_PREFIXES_EN: ReadonlySet<string> = new Set(
  ('pre post de re non anti co sub socio proto neo pseudo quasi semi multi inter intra counter mid pro bi tri mis mega micro macro ' +
    'meta para ultra infra trans cyber eco bio geo hyper mini pan poly tele euro afro anglo franco sino indo judeo greco austro ' +
    'russo psycho neuro electro agro petro nano cis').split(' '),
);

// A German determiner, and perhaps an adjective, before a capitalised word: a common noun follows.
const DETERMINERS_DE = new Set(
  ('der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner mein meine meinen meinem meiner dein ' +
    'deine deinen deinem seine seinen seinem seiner ihre ihren ihrem ihrer unser unsere unseren unserem diese dieser dieses diesen ' +
    'diesem jede jeder jedes jeden jedem im am zum zur vom beim ins').split(' '),
);
const TWO_WORDS_BEFORE = /(?:(\p{L}+)\s+)?(\p{L}+)\s+$/u;
function determinerBeforeDe(before: string): boolean {
  const [, first, last] = TWO_WORDS_BEFORE.exec(before) ?? [];
  if (!last) return false;
  return DETERMINERS_DE.has(last.toLowerCase()) || (last === last.toLowerCase() && DETERMINERS_DE.has(first?.toLowerCase() ?? ''));
}

/**
 * Whether a German word ends on a noun of four letters or more after a head the dictionary
 * lacks: a compound with a term, an English word or a prefix ("Metadaten", "Recordgröße",
 * "Skalarkontext"), which the writer means, and no slip.
 */
function endsOnNoun(word: string, speller: Speller): boolean {
  for (let i = 3; i <= word.length - 4; i++) {
    const tail = word.slice(i);
    if (speller.isCorrect(tail[0]!.toUpperCase() + tail.slice(1))) return true;
  }
  return false;
}

/**
 * Whether a capitalised German word the dictionary lacks is a term rather than a slip: a
 * compound ending on a noun (see endsOnNoun), an abbreviation without a vowel ("Strg"), a
 * letter's ordinal ("Nten"), or the head of a compound written with a hyphen, a noun with its
 * linking "s" or a verb's stem ("Beschriftungs-Widget", "Einblend-Fenster").
 */
function germanTerm(word: string, next: string, speller: Speller): boolean {
  if (!/[aeiouäöüy]/i.test(word) || /^\p{Lu}['’]?ten$/u.test(word) || endsOnNoun(word, speller)) return true;
  if (next !== '-' && next !== '‐') return false;
  const lower = word.toLowerCase();
  return (word.endsWith('s') && speller.isCorrect(word.slice(0, -1))) || speller.isCorrect(`${lower}en`) || speller.isCorrect(`${lower}n`);
}

export function checkSpelling(text: string, ctx: SpellingContext): Finding[] {
  const out: Finding[] = [];
  // found once, and only when an unknown word asks
  let loanPhrases: Array<[number, number]> | undefined;
  const inLoanPhrase = (tok: WordToken): boolean => (loanPhrases ??= loanPhraseSpans(text)).some(([s, e]) => tok.start >= s && tok.end <= e);
  for (const tok of wordTokens(text)) {
    // accents typed as separate marks (text from some PDFs and Mac file names) are the same letters
    const word = tok.text.replace(/[’]/g, "'").normalize('NFC');
    // one letter is no word to check; past 45 letters it is a token, a hash or noise
    if (word.length < 2 || word.length > 45) continue;
    if (isGlued(text, tok) || FOREIGN_LETTER.test(word)) continue;
    const lower = word.toLowerCase();
    if (ctx.accepted.has(lower)) continue;
    const hasUpper = word !== lower;
    let germanNoun = false;
    if (hasUpper) {
      // ACRONYMS, CamelCase and mixed-case identifiers
      if (word === word.toUpperCase() || /\p{Lu}/u.test(word.slice(1))) continue;
      // A capitalised word inside a sentence is taken as a name, except a German noun after its
      // article or determiner ("in der Schuhle"), judged below
      if (!isSentenceStart(text, tok.start)) {
        if (!ctx.speller.id.startsWith('de') || !determinerBeforeDe(text.slice(Math.max(0, tok.start - 40), tok.start))) continue;
        germanNoun = true;
      }
    }
    const bare = word.replace(/'s$/i, '');
    if (ctx.speller.isCorrect(word) || ctx.speller.isCorrect(bare) || (hasUpper && ctx.speller.isCorrect(lower))) continue;
    // an abbreviation the dictionary lists with its period ("usw.", "enz.", "pág.")
    if (text[tok.end] === '.' && ctx.speller.isCorrect(`${word}.`)) continue;
    if (NAME_PARTICLE.test(word) && BEFORE_NAME.test(text.slice(tok.end, tok.end + 40))) continue;
    if (RANK_BEFORE_NAME.test(word) && /^\s+\p{Lu}/u.test(text.slice(tok.end, tok.end + 3))) continue;
    if (inLoanPhrase(tok)) continue;
    // English keeps the accents of some loanwords ("café", "résumé", "naïve", "rôle"), which
    // the dictionary lists only without them
    if (ctx.speller.id.startsWith('en') && /[^\p{ASCII}]/u.test(word) && ctx.speller.isCorrect(withoutAccents(word))) continue;
    if (isCompound(lower.replace(/'s$/, ''), ctx.speller)) continue;
    // one part of a hyphenated compound ("warm-hearted", "2-year-olds", "post-mortem"): judge
    // the whole, with or without its hyphens; a prefix keeps its hyphen ("pre-tax", "de-escalate")
    if (text[tok.start - 1] === '-' || text[tok.end] === '-' || text[tok.end] === '–') {
      // (a window, not the whole text: the anchored patterns would rescan it for every part)
      const whole = text.slice(Math.max(0, tok.start - 100), tok.end).match(/[\p{L}\p{N}-]*$/u)![0] + text.slice(tok.end, tok.end + 100).match(/^[\p{L}\p{N}-]*/u)![0];
      if (ctx.speller.isCorrect(whole) || ctx.speller.isCorrect(whole.replace(/-/g, '')) || ctx.speller.isCorrect(lower.replace(/(?:s|ed|er|ers)$/, ''))) continue;
      // (an en dash joins a prefix to an open compound: "pre–World War II")
      if ((text[tok.end] === '-' || text[tok.end] === '–') && ctx.speller.id.startsWith('en') && HYPHENATED_PREFIXES_EN.has(lower)) continue;
    }
    const variant = ctx.speller.id.startsWith('en') ? dialectFinding(tok, word, ctx.speller) : reformFinding(tok, word, ctx.speller);
    if (variant) {
      out.push(variant);
      continue;
    }
    // a popular given name opening a sentence, then acting, owning or listed: a person ("Theo
    // dropped the report", "Maya's", "Liam and Noah"), though one slip from a word ("They")
    if (hasUpper && isGivenName(bare, ctx.speller.id) && (bare !== word || NAME_CONTEXT_AFTER.test(text.slice(tok.end, tok.end + 30)))) continue;
    // (a German term is known without asking for suggestions)
    if (germanNoun && germanTerm(word, text[tok.end] ?? '', ctx.speller)) continue;
    let replacements = ctx.speller.suggest(word, 5);
    // a capitalised word that opens a sentence and speaks or acts, or is given an age, is a name
    // ("Pochettino said", "Oxfam examined", "Dembele, 20, ..."), unless it is one slip from a
    // word ("Sombody said"; a name one slip away is none: "Cardoso said", offered "Cardozo")
    if (
      hasUpper &&
      PERSON_AFTER.test(text.slice(tok.end, tok.end + 30)) &&
      !replacements.some((r) => oneSlipApart(lower, r.toLowerCase()) && ctx.speller.isCorrect(r.toLowerCase()))
    ) {
      continue;
    }
    if (
      hasUpper &&
      ACTS_ON_AFTER.test(text.slice(tok.end, tok.end + 30)) &&
      !replacements.some((r) => SUBJECT_PRONOUNS.has(r.toLowerCase()) || (oneSlipApart(lower, r.toLowerCase()) && /^\p{Lu}/u.test(r)))
    ) {
      continue;
    }
    // the German noun after its article is a slip only one edit from a noun ("Schuhle" for
    // "Schule"); a word further from every noun is a name or a term the dictionary lacks
    if (germanNoun && !replacements.slice(0, 1).some((r) => /^\p{Lu}/u.test(r) && oneSlipApart(lower, r.toLowerCase()))) continue;
    // A capitalised word that opens a sentence and is no near slip of any word (three edits or
    // more from every suggestion) is a name the dictionary lacks ("Nurhaci", "Merseyside"): a
    // writer's slips at a sentence start are a letter or two off ("Becuase", "Thier").
    if (hasUpper && word.length >= 4 && replacements.every((r) => editDistance(lower, r.toLowerCase(), 3) >= 3)) continue;
    // a table cell in lower case ("paris" in a column of cities) holds a name, not a slip for
    // the common word the suggester would otherwise put first ("pairs"), and so does a word
    // of four letters or more after "to", "from" or "visit" ("we went to paris", "from canada";
    // "to se the ball" wants "see") and any of five or more ("studying venus", not "venous");
    // a short one is as often a slip for a common word ("tim" for "time", "sid" for "said")
    const capital = word.charAt(0).toUpperCase() + word.slice(1);
    const nameLike = (): boolean =>
      word.length >= 5 || inTableRow(text, tok.start, tok.end) || (word.length >= 4 && PLACE_BEFORE.test(text.slice(Math.max(0, tok.start - 12), tok.start)));
    if (!hasUpper && replacements.includes(capital) && nameLike()) {
      replacements = [capital, ...replacements.filter((r) => r !== capital)];
    }
    out.push({
      start: tok.start,
      end: tok.end,
      category: 'spelling',
      severity: 'error',
      rule: 'spelling',
      title: 'Spelling',
      message: replacements.length
        ? `"${tok.text}" is not in the dictionary. Did you mean "${replacements[0]}"?`
        : `"${tok.text}" is not in the dictionary.`,
      replacements,
      ...(replacements[0] ? { fixLabel: `Replace with "${replacements[0]}"` } : {}),
    });
  }
  return out;
}

const DIALECT_NAMES: Record<string, string> = { en: 'American', 'en-gb': 'British', 'en-au': 'Australian', 'en-ca': 'Canadian' };

/**
 * A word spelt as another English dialect spells it ("harbor" in a British text) is no
 * misspelling: the finding says which spelling the document follows, and offers it.
 */
function dialectFinding(tok: WordToken, word: string, speller: Speller): Finding | null {
  const foreign = speller.id === 'en' ? (['british'] as const) : speller.id === 'en-ca' ? (['american', 'british'] as const) : (['american'] as const);
  const variant = dialectRespelling(word, (w) => speller.isCorrect(w), (w) => speller.suggest(w, 5).slice(0, 3), foreign);
  if (!variant) return null;
  const follows = DIALECT_NAMES[speller.id] ?? 'American';
  const message =
    speller.id === 'en-gb' && variant.writtenIn === 'american' && isOxfordIze(word)
      ? `"${tok.text}" is spelt with -ize; the rest of this document spells these words with -ise: "${variant.respelt}".`
      : `"${tok.text}" is the ${variant.writtenIn === 'american' ? 'American' : 'British'} spelling; this document follows ${follows} spelling: "${variant.respelt}".`;
  return spellingWarning(tok, 'dialect_spelling', 'Spelling of another dialect', message, variant.respelt);
}

/** A word spelt as before a spelling reform ("actual", "daß"): a warning with today's spelling. */
function reformFinding(tok: WordToken, word: string, speller: Speller): Finding | null {
  const reformed = reformedSpelling(word, speller.id, (w) => speller.isCorrect(w));
  if (!reformed) return null;
  const message = `"${tok.text}" is the spelling before ${reformed.reform}; it is now written "${reformed.current}".`;
  return spellingWarning(tok, 'reformed_spelling', 'Spelling before a reform', message, reformed.current);
}

/** A spelling finding that is no misspelling but another standard's form, with the document's own. */
function spellingWarning(tok: WordToken, rule: string, title: string, message: string, replacement: string): Finding {
  return { start: tok.start, end: tok.end, category: 'spelling', severity: 'warning', rule, title, message, replacements: [replacement], fixLabel: `Replace with "${replacement}"` };
}

/**
 * Words the document defines: terms introduced in quotes or parentheses
 * ("the so-called 'zorbing'", "Gross Domestic Product (GDP)").
 */
export function documentTerms(text: string, language = 'en'): Set<string> {
  const terms = new Set<string>();
  for (const m of text.matchAll(/["“'‘(]([\p{L}][\p{L}\p{M}'’-]{1,40})["”'’)]/gu)) terms.add(m[1]!.toLowerCase());
  // A name written capitalised inside a sentence is a name at a sentence start too; a German
  // noun after its article is no name.
  // (No lookbehind: one with \s+ rescanned every run of blanks, quadratic on a masked document.)
  for (const m of text.matchAll(/[\p{Ll},;]\s+(?=(\p{Lu}\p{Ll}{2,}))/gu)) {
    const at = m.index + m[0].length;
    if (language === 'de' && determinerBeforeDe(text.slice(Math.max(0, at - 40), at))) continue;
    terms.add(m[1]!.toLowerCase());
  }
  return terms;
}
