import nspell from 'nspell';
import { AffixChecker } from './affixChecker.js';
import { alphabetOf, suggestByEdits } from './candidateEdits.js';
import { baseLetter, editCost } from './editCost.js';
import { SoundIndex, soundKey } from './soundKey.romance.js';
import { dictionaryFor, type DictionaryId, type HunspellFiles } from './dictionaryIds.js';
import { isAgentNoun } from './agentNouns.en.js';
import { isDerivedNounDe } from './derivedNouns.de.js';
import { isRomanceAbleAdjective } from './ableAdjectives.romance.js';
import { isRomanceActionNoun } from './actionNouns.romance.js';
import { isRomanceAgentNoun } from './agentNouns.romance.js';
import { isRomanceMannerAdverb } from './mannerAdverbs.romance.js';
import { isEncliticFormEs } from './enclitics.es.js';
import { isParticipleNl } from './participles.nl.js';
import { isPrefixedDe } from './prefixes.de.js';
import { isReformSpellingFr } from './reform1990.fr.js';
import { isZuInfinitiveDe } from './zuInfinitive.de.js';
import { extraWordsEn } from './extraWords.en.js';
import { functionWordsEn } from './functionWords.en.js';
import { fusedPhrasesEn } from './fusedPhrases.en.js';
import { parseHunspell } from './hunspellAffixes.js';
import { overRegularisedPastsEn } from './irregularPasts.en.js';
import { overRegularisedPluralsEn } from './irregularPlurals.en.js';
import { soundSpellingsEn } from './soundSpellings.en.js';
import { loanPhraseWords } from './loanPhrases.js';
import { strongParticipleSlipsDe } from './strongParticiples.de.js';
import { strongParticipleSlipsNl } from './strongParticiples.nl.js';
import { knownSlips, replacementCandidates, replacementRules, silentConsonantFixesPt, softConsonantRulesFr, soundRulesDe, type ReplacementRule } from './replacements.js';
import { matchCase, Suggester } from './suggester.js';
import { isNeverSuggested } from './neverSuggested.js';
import { isEnglishLoanword } from './loanwords.js';

// One spelling engine per dictionary. English: nspell expands the dictionary
// (about 120,000 forms) and our frequency-ranked suggester indexes them. The other
// languages would expand to millions of forms, so their words are checked by affix
// stripping and suggestions are the accepted words a couple of edits away.

export interface Speller {
  readonly id: DictionaryId;
  isCorrect(word: string): boolean;
  suggest(word: string, limit?: number): string[];
}

export interface DictionarySource {
  loadHunspell(id: DictionaryId): Promise<HunspellFiles>;
  loadFrequencies(id: DictionaryId): Promise<Map<string, number> | null>;
  /** Words accepted beyond the Hunspell dictionary, never suggested (see `rareWords.ts`). */
  loadRareWords(id: DictionaryId): Promise<ReadonlySet<string> | null>;
}

const toText = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

class HunspellSpeller implements Speller {
  private readonly cache = new Map<string, boolean>();
  constructor(
    readonly id: DictionaryId,
    private readonly hunspell: ReturnType<typeof nspell>,
    private readonly suggester: Suggester | null,
    private readonly knownSlips: ReadonlyMap<string, readonly string[]>,
    private readonly rareWords: ReadonlySet<string>,
  ) {}

  isCorrect(word: string): boolean {
    let ok = this.cache.get(word);
    if (ok === undefined) {
      ok =
        this.hunspell.correct(word) ||
        extraWordsEn.has(word.toLowerCase()) ||
        this.isRareWord(word) ||
        (this.id.startsWith('en') && isAgentNoun(word, (w) => this.hunspell.correct(w)));
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(word, ok);
    }
    return ok;
  }

  // A rare word keeps the dictionary's capital ("presbyterian" is still "Presbyterian"),
  // and a word of a loan phrase stays accepted only inside its phrase ("capita").
  private isRareWord(word: string): boolean {
    const lower = word.toLowerCase();
    if (!this.rareWords.has(lower) || loanPhraseWords.has(lower)) return false;
    return word !== lower || !this.hunspell.correct(lower.charAt(0).toUpperCase() + lower.slice(1));
  }

  // a learner repeats a misspelling, and an edited paragraph is checked again: ranking
  // costs about a millisecond a word, a repeat nothing
  private readonly suggestions = new Map<string, readonly string[]>();

  suggest(word: string, limit = 5): string[] {
    const key = `${limit}\u0000${word}`;
    let found = this.suggestions.get(key);
    if (!found) {
      found = this.suggestFresh(word, limit);
      if (this.suggestions.size > 5_000) this.suggestions.clear();
      this.suggestions.set(key, found);
    }
    return [...found];
  }

  private suggestFresh(word: string, limit: number): string[] {
    const known = this.knownSlips.get(word.toLowerCase());
    const apostrophe = this.id.startsWith('en') ? this.withApostrophe(word) : undefined;
    const first = known ? known.map((w) => matchCase(word, w)) : apostrophe ? [apostrophe] : [];
    if (!first.length) return this.suffixFirst(word, this.possessiveFirst(word, this.ranked(word, limit)));
    return [...first, ...this.ranked(word, limit).filter((w) => !first.includes(w))].slice(0, limit);
  }

  /**
   * A contraction typed without its apostrophe ("thats", "dont", "youre", "im"), as the
   * dictionary writes it: one mark missing is likelier than any other word ("that'd",
   * "theirs"), which frequency alone would put first.
   */
  private withApostrophe(word: string): string | undefined {
    const lower = word.toLowerCase();
    for (const ending of ["n't", "'re", "'ve", "'ll", "'s", "'d", "'m"]) {
      const bare = ending.replace("'", '');
      if (!lower.endsWith(bare) || lower.length <= bare.length) continue;
      // "'s" only after a pronoun or the like ("companys" is a plural's slip more often than a
      // possessive), "'m" only after "I"
      if (ending === "'s" && !S_CONTRACTS.test(lower.slice(0, -1))) continue;
      if (ending === "'m" && lower !== 'im') continue;
      const at = word.length - bare.length + ending.indexOf("'");
      let candidate = `${word.slice(0, at)}'${word.slice(at)}`;
      if (/^i'/.test(candidate)) candidate = `I${candidate.slice(1)}`;
      if (this.hunspell.correct(candidate)) return candidate;
    }
    return undefined;
  }

  /**
   * The suffixes "-ful" and "-ally" spelt as they sound: "gracefull" is "graceful", not
   * "gracefully"; "basicaly" and "centraly" are "basically" and "centrally", not "basic" or
   * "central". The suffix written right comes first when it makes a word.
   */
  private suffixFirst(word: string, ranked: string[]): string[] {
    if (!this.id.startsWith('en')) return ranked;
    const lower = word.toLowerCase();
    const fixed = /[a-z]full$/.test(lower) ? word.slice(0, -1) : /[a-z]aly$/.test(lower) ? `${word.slice(0, -2)}lly` : undefined;
    if (!fixed || !this.hunspell.correct(fixed)) return ranked;
    return [fixed, ...ranked.filter((w) => w.toLowerCase() !== fixed.toLowerCase())].slice(0, Math.max(ranked.length, 1));
  }

  /**
   * A possessive typed without its apostrophe: when the best suggestion is the word without its
   * "s", a noun with no plural of that form, the possessive is likelier than a dropped letter
   * ("todays" -> "today's", not "today").
   */
  private possessiveFirst(word: string, ranked: string[]): string[] {
    // (not after a hissing sound, whose plural takes "-es": "biass" is a slip for "biases")
    if (!this.id.startsWith('en') || !/[^sxz]s$/i.test(word) || /(?:ch|sh)s$/i.test(word) || ranked[0]?.toLowerCase() !== word.slice(0, -1).toLowerCase()) return ranked;
    const possessive = `${word.slice(0, -1)}'s`;
    const at = ranked.findIndex((w) => w === possessive);
    return at > 0 ? [possessive, ...ranked.filter((_, i) => i !== at)] : ranked;
  }

  private ranked(word: string, limit: number): string[] {
    // a name or proper adjective written in lower case ("canadian"): its capitalised form
    // first, but second after a common word when the word is short, as often a slip for that
    // word: up to four letters always ("tim" for "time", "mack" for "make"), up to seven when
    // one slip away ("paris" for "pairs"; not "monday" for "money", nor "tuesday" for "Tuesdays")
    const capital = word.charAt(0).toUpperCase() + word.slice(1);
    if (capital !== word && !this.hunspell.correct(word) && this.hunspell.correct(capital)) {
      return this.rankedWith(word, capital, limit, (slip) => {
        // the pronoun "I" in a contraction ("i'll", "i've") is the capital, not "it'll" or "you've"
        if (/^i['’]/.test(word)) return false;
        const common = slip !== undefined && slip === slip.toLowerCase();
        return common && (word.length <= 4 || (word.length < 8 && oneSlipApart(word.toLowerCase(), slip)));
      });
    }
    // an acronym written in lower case ("gps", "dna"): first when it has no vowel to be a slip
    // of a word with, else second after the likeliest word ("usa" may be "use")
    const upper = word.toUpperCase();
    if (word.length <= 5 && upper !== word && !this.hunspell.correct(word) && this.hunspell.correct(upper)) {
      return this.rankedWith(word, upper, limit, () => /[aeiouy]/i.test(word));
    }
    return this.plainRanked(word, limit);
  }

  private plainRanked(word: string, limit: number): string[] {
    if (!this.suggester) return this.hunspell.suggest(word).slice(0, limit);
    const ranked = this.suggester.suggest(word, limit);
    // each edit copies the word: a pasted run of thousands of letters would cost seconds
    if (word.length > MAX_SLIP_WORD_LENGTH || !/^\p{L}+$/u.test(word)) return ranked;
    const lower = word.toLowerCase();
    let at = 0;
    while (at < ranked.length && oneSlipApart(lower, ranked[at]!.toLowerCase())) at++;
    const unindexed = this.unindexedSlips(lower, at === 0).filter((w) => !ranked.includes(w));
    // after the indexed words one slip away, before the rest
    return unindexed.length ? [...ranked.slice(0, at), ...unindexed, ...ranked.slice(at)].slice(0, limit) : ranked;
  }

  /**
   * Words of eight letters or more, one dropped letter or one swap away, that the checker
   * accepts but the suggester does not index: agent nouns ("uplaoder" -> "uploader") and, when
   * no indexed word is that near, words of the larger word list ("acccessors" -> "accessors").
   * A shorter one is where a slip of a common word lands ("sterret" is not "terret", "lordery"
   * not "lorder"). Both edits give fewer candidates than the word has letters.
   */
  private unindexedSlips(word: string, withRare: boolean): string[] {
    const edits = new Set<string>();
    for (let i = 0; i < word.length; i++) {
      edits.add(word.slice(0, i) + word.slice(i + 1));
      if (i + 1 < word.length) edits.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    edits.delete(word);
    return [...edits].filter(
      (w) =>
        w.length >= 8 &&
        !this.hunspell.correct(w) &&
        (isAgentNoun(w, (x) => this.hunspell.correct(x)) || (withRare && this.isRareWord(w))),
    );
  }

  /** `form` among the ranked suggestions: first, or second when `afterFirst` says the likeliest word beats it. */
  private rankedWith(word: string, form: string, limit: number, afterFirst: (likeliest: string | undefined) => boolean): string[] {
    const rest = this.plainRanked(word, limit).filter((w) => w !== form);
    const at = afterFirst(rest[0]) ? 1 : 0;
    return [...rest.slice(0, at), form, ...rest.slice(at)].slice(0, limit);
  }
}

const S_CONTRACTS = /^(?:that|there|it|he|she|what|who|where|here|how|why|when|let|everyone|someone|somebody|nobody|everything|something|nothing)$/;

/** Whether one letter added, dropped, changed, or two neighbours swapped turn `a` into `b`. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

// Elided articles and pronouns (l'homme, dell'anno, d'água) are checked as the word after
// the apostrophe, which may be one letter ("n'a", "l'a", "s'y").
const ELISION = /^(?:[a-zà-ü]{1,4}|[a-zà-ü]+ll)['’](?=\p{L})/iu;

/** The small words a writer runs into the next ("porfavor", "parcontre"), by language. */
const RUN_TOGETHER_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set('a al con de del el en la las lo los me mi muy no o para por que se sin su te tu un una y ya es ese esa este esta más'.split(' ')),
  fr: new Set('à a au aux de des du en et la le les ne ou par pas pour que qui sa se ses son sur un une très tout'.split(' ')),
  it: new Set('a al con da dal del di e il in la le lo per più se su un una non che gli i ma'.split(' ')),
  pt: new Set('a ao as com da de do e em na no o os para pela pelo por que se sem um uma não mais'.split(' ')),
};

/**
 * A REP rule that puts a space after one letter wherever it stands (the Portuguese dictionary
 * has one for almost every letter: "a a_", "m m_", "n m_"): a split anywhere, not a known slip.
 */
function isSplitAnywhere(rule: ReplacementRule): boolean {
  return !rule.atStart && !rule.atEnd && rule.from.length === 1 && rule.to.includes(' ');
}

/** The longest word that unindexed one-slip candidates are looked for (no word is longer). */
const MAX_SLIP_WORD_LENGTH = 40;

/** Milliseconds of each slice of the sound index's build, between other work. */
const SOUND_INDEX_SLICE_MS = 8;

/** Accents that a word typed without them most rarely lost. */
const RARE_ACCENT = /[âîûùëïü]/i;

/** A word in lower case without its accents. */
const unaccented = (w: string): string => [...w.toLowerCase()].map(baseLetter).join('');

/** The candidates in their order, except that those adding only a rare accent follow the other accents. */
function rareAccentsLast(typed: string, candidates: string[]): string[] {
  const plain = unaccented(typed);
  const accentOnly = candidates.filter((w) => unaccented(w) === plain);
  const rare = (w: string) => (RARE_ACCENT.test(w) && !RARE_ACCENT.test(typed) ? 1 : 0);
  const reordered = [...accentOnly].sort((a, b) => rare(a) - rare(b));
  let next = 0;
  return candidates.map((w) => (unaccented(w) === plain ? reordered[next++]! : w));
}

/** Letters and pairs Spanish and Portuguese words do not have, but English ones do. */
const FOREIGN_LETTERS = /sh|th|ck|ph|w|k|oo|ee|y$/i;

/** The one-letter words of each language, by language. */
const ONE_LETTER_WORDS: Readonly<Record<string, string>> = { es: 'aeouy', fr: 'aày', it: 'aeoièé', pt: 'aeoéà', nl: 'u', de: '' };

class AffixSpeller implements Speller {
  private readonly cache = new Map<string, boolean>();
  private readonly alphabet: string[];
  constructor(
    readonly id: DictionaryId,
    private readonly checker: AffixChecker,
    private readonly roots: ReadonlyMap<string, unknown>,
    private readonly replacements: readonly ReplacementRule[],
    private readonly slips: ReadonlyMap<string, string>,
    private readonly sounds: SoundIndex | null = null,
  ) {
    this.alphabet = alphabetOf(roots.keys());
  }

  isCorrect(word: string): boolean {
    let ok = this.cache.get(word);
    if (ok === undefined) {
      const bare = word.replace(ELISION, '');
      ok =
        this.checker.check(word) ||
        (bare !== word && this.checker.check(bare)) ||
        (this.id === 'de' &&
          (this.isSuperlativeDe(word) ||
            isZuInfinitiveDe(word, (w) => this.checker.check(w)) ||
            isPrefixedDe(word, (w) => this.checker.check(w)) ||
            isDerivedNounDe(word, (w) => this.checker.check(w)))) ||
        (this.id === 'es' && isEncliticFormEs(word, (w) => this.checker.check(w))) ||
        (this.id === 'fr' && isReformSpellingFr(bare, (w) => this.checker.check(w))) ||
        // (a weak participle of a strong verb is a known slip, not a loan's participle: "gekoopt")
        (this.id === 'nl' && !this.slips.has(word.toLowerCase()) && isParticipleNl(word, (w) => this.checker.check(w))) ||
        isRomanceAgentNoun(this.id, word, (w) => this.checker.check(w)) ||
        isRomanceAbleAdjective(this.id, word, (w) => this.checker.check(w)) ||
        isRomanceActionNoun(this.id, word, (w) => this.checker.check(w)) ||
        isRomanceMannerAdverb(this.id, word, (w) => this.checker.check(w)) ||
        isEnglishLoanword(this.id.slice(0, 2), bare);
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(word, ok);
    }
    return ok;
  }

  /**
   * The superlative of a German participle used as an adjective ("die belebtesten Straßen",
   * "die bewährteste Methode"), which the dictionary lists only in its plain forms.
   */
  private isSuperlativeDe(word: string): boolean {
    const m = /^(\p{L}{3,}(?:t|nd))e?st(?:e|en|er|es|em)?$/u.exec(word);
    return m !== null && this.checker.check(m[1]!);
  }

  // The first suggestion asked before the form filter is ready (it is built in slices after
  // loading) is found without it, at tens of milliseconds rather than the second or so the
  // build takes; a later one finishes the build first, as it pays for itself within a few words.
  private answeredUnfiltered = false;

  suggest(word: string, limit = 5): string[] {
    if (!this.checker.filterReady) {
      if (this.answeredUnfiltered) this.checker.finishFilter();
      this.answeredUnfiltered = true;
    }
    // a known slip, then the dictionary's own REP rules (as Hunspell offers them), then edits
    const known = this.slips.get(word.toLowerCase());
    const elided = word.match(ELISION)?.[0] ?? '';
    const bare = word.slice(elided.length);
    // a split's parts are words, and a lone letter only one the language writes alone
    // (Portuguese "a", "e", "o"): the dictionaries list every letter, and their REP rules
    // split anywhere ("pixels" is no "pixel s", "tag" no "ta g")
    const alone = ONE_LETTER_WORDS[this.id.slice(0, 2)] ?? '';
    const isWord = (w: string) => w.split(' ').every((part) => (part.length > 1 || alone.includes(part.toLowerCase())) && this.checker.checkCandidate(part));
    const title = bare !== '' && bare[0] !== bare[0]!.toLowerCase();
    const cased = (w: string) => (title ? w[0]!.toUpperCase() + w.slice(1) : w);
    // a capitalised word may be a noun that only exists capitalised (German "Straße")
    const listing = (rules: readonly ReplacementRule[]) =>
      replacementCandidates(bare.toLowerCase(), rules)
        .map((w) => (isWord(w) ? cased(w) : title && isWord(cased(w)) ? cased(w) : ''))
        .filter((w) => w !== '');
    // a circumflex on a, i or u is the rarest accent: the French table offers "a â" first, and
    // "apres" got "âpres" before "après"
    const listed = rareAccentsLast(bare, listing(this.replacements.filter((r) => !isSplitAnywhere(r))));
    // more than the limit: a word of the dictionary further down outranks the compounds before it
    const edited = suggestByEdits(bare, (w) => this.checker.checkCandidate(w), this.alphabet, 4 * limit, (w) => this.roots.has(w));
    const out = new Set<string>();
    if (known) out.add(matchCase(word, known));
    if (this.id.startsWith('pt')) for (const w of silentConsonantFixesPt(bare)) if (isWord(w)) out.add(elided + w);
    // German capitalises its nouns: one typed in lower case is that noun ("straße", "modus"),
    // which the edits, all in lower case, never offered; a noun of the dictionary, not a
    // compound made up of capitalised parts
    if (this.id === 'de' && bare !== '' && !title) {
      const noun = bare[0]!.toUpperCase() + bare.slice(1);
      if (this.checker.checkSimple(noun)) out.add(elided + noun);
    }
    // the Dutch dictionary spells "ij" as the ligature "ĳ" (which it also accepts typed as
    // two letters), a character no one types: "bĳna" is offered as "bijna"
    const typedLigature = /[ĳĲ]/.test(bare);
    const spelled = (w: string): string => (typedLigature ? w : w.replace(/ĳ/g, 'ij').replace(/Ĳ/g, 'IJ'));
    // a word of the dictionary before a compound made up at the same distance ("pakket", not "pak|ent")
    const candidates = [...listed, ...edited];
    const simple = candidates.filter((w) => w.split(' ').every((part) => this.checker.checkSimple(part)));
    // the splits a dictionary allows after almost any letter come after the words ("progama" is
    // "programa" before "pro gama", "paralizar" "paralisar" before "para lizar")
    const ranked = [...simple, ...candidates, ...listing(this.replacements.filter(isSplitAnywhere))];
    // two words run together ("porfavor", "sinembargo", "parcontre"), when nothing is one or
    // two slips away: without word counts a split ("des pues") cannot be weighed against a slip
    const splits = ranked.length || out.size ? [] : this.runTogether(bare);
    // A word that sounds the same, spelled by ear and often two letters apart ("vivlioteca"),
    // comes before the edits, except those that only add an accent or undouble a letter
    // ("saida" is "saída" before "zaida", "areas" "áreas" before "arreaz").
    const alike = this.soundAlikes(bare).map(cased);
    const plain = (w: string) => unaccented(w).replace(/(.)\1+/g, '$1');
    const cheapest = alike.length ? ranked.filter((w) => plain(w) === plain(bare)) : [];
    for (const w of [...cheapest, ...alike, ...ranked, ...splits.map(cased)]) out.add(elided + spelled(w));
    return [...out].filter((w) => !isNeverSuggested(this.id, w.slice(elided.length))).slice(0, limit);
  }

  /**
   * Dictionary words (roots) that sound like `word` in Spanish or Portuguese, the nearest two
   * by letters.
   */
  private soundAlikes(word: string): string[] {
    // short words share their sound with too many others, and a word with letters the
    // language does not write that way ("share", "kill") is a foreign one
    if (!this.sounds || word.length < 4 || FOREIGN_LETTERS.test(word)) return [];
    const key = soundKey(this.id, word);
    if (!key) return [];
    const lower = word.toLowerCase();
    return this.sounds.lookup(key)
      .filter((w) => w !== lower && w.length > 1 && this.checker.checkCandidate(w))
      .map((w) => ({ w, cost: editCost(lower, w) }))
      .sort((a, b) => a.cost - b.cost)
      .slice(0, 2)
      .map(({ w }) => w);
  }

  /**
   * The ways `word` splits into a function word and a word of the dictionary ("por favor",
   * "par contre", "ese trabajo"): the words typed together are small words before the next.
   * A split between two content words is mostly a compound or a name ("malformado",
   * "unicode" is no "uni code"), and German and Dutch write their compounds as one word.
   */
  private runTogether(word: string): string[] {
    const small = RUN_TOGETHER_WORDS[this.id.slice(0, 2)];
    if (!small || word.length < 4) return [];
    const lower = word.toLowerCase();
    const out: string[] = [];
    for (let i = 1; i < lower.length - 1; i++) {
      const left = lower.slice(0, i);
      const right = lower.slice(i);
      if (small.has(left) && right.length > 1 && this.checker.checkSimple(right)) out.push(`${left} ${right}`);
    }
    return out;
  }
}

/** The REP pairs of a Hunspell affix file ("_" stands for a space). */
export function replacementTable(aff: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const m of aff.matchAll(/^REP\s+(\S+)\s+(\S+)\s*$/gm)) {
    if (/^\d+$/.test(m[1]!) && m[2] === undefined) continue;
    out.push([m[1]!.replace(/_/g, ' '), m[2]!.replace(/_/g, ' ')]);
  }
  return out;
}

// The subtitle counts split "don't" into "don" and "t", so a contraction takes the count
// of its first part. Words ending in 's are left uncounted: most are possessives, rarer
// in writing than the plural a misspelling usually stands for.
const CLITIC = /^(.+)'(t|ll|re|ve|d|m)$/;

export function frequencyOf(word: string, frequencies: ReadonlyMap<string, number>): number {
  const direct = frequencies.get(word);
  if (direct !== undefined) return direct;
  const m = CLITIC.exec(word);
  if (!m) return 0;
  return frequencies.get(m[1]!) ?? 0;
}

/** What nspell keeps of a dictionary: every accepted form with its root's flags, and the affix rules. */
interface ExpandedHunspell {
  data: Record<string, string[]>;
  flags: Record<string, string>;
  rules: Record<string, { type: string; entries: Array<{ add: string; remove: RegExp | string; match: RegExp | string }> }>;
}

/**
 * The dictionary's NOSUGGEST words (slurs and obscenities) with their affixed forms: they are
 * accepted when typed but never offered as a correction ("cant" must not suggest one).
 */
export function unsuggestableForms({ data, flags, rules }: ExpandedHunspell): Set<string> {
  const out = new Set<string>();
  const flag = flags.NOSUGGEST;
  if (!flag || !rules) return out;
  for (const [root, codes] of Object.entries(data)) {
    if (!codes?.includes(flag)) continue;
    out.add(root);
    for (const code of codes) {
      const rule = rules[code];
      if (!rule) continue;
      for (const { add, remove, match } of rule.entries) {
        if (match instanceof RegExp && !match.test(root)) continue;
        const stem = remove instanceof RegExp ? root.replace(remove, '') : root;
        out.add(rule.type === 'SFX' ? stem + add : add + stem);
      }
    }
  }
  return out;
}

const spellers = new Map<DictionaryId, Promise<Speller>>();

/** The speller for a dictionary, built once per process (or worker) and shared. */
export function loadSpeller(id: DictionaryId, source: DictionarySource): Promise<Speller> {
  let p = spellers.get(id);
  if (!p) {
    p = buildSpeller(id, source);
    p.catch(() => spellers.delete(id));
    spellers.set(id, p);
  }
  return p;
}

async function buildSpeller(id: DictionaryId, source: DictionarySource): Promise<Speller> {
  const [files, frequencies, rareWords] = await Promise.all([source.loadHunspell(id), source.loadFrequencies(id), source.loadRareWords(id)]);
  if (!id.startsWith('en')) {
    const parsed = parseHunspell(toText(files.aff), toText(files.dic));
    const aff = toText(files.aff);
    const checker = new AffixChecker(parsed, { strictCompounds: id === 'nl' });
    checker.prepareFilter();
    const rules = id === 'fr' ? [...softConsonantRulesFr, ...replacementRules(aff)] : id === 'de' ? [...replacementRules(aff), ...soundRulesDe] : replacementRules(aff);
    const sounds = id === 'es' || id.startsWith('pt') ? new SoundIndex(id, parsed.roots.keys()) : null;
    sounds?.buildInBackground(SOUND_INDEX_SLICE_MS);
    const slips = new Map(knownSlips[id.slice(0, 2)] ?? []);
    if (id === 'de') for (const [typed, participle] of strongParticipleSlipsDe((w) => checker.check(w))) slips.set(typed, participle);
    if (id === 'nl') for (const [typed, participle] of strongParticipleSlipsNl((w) => checker.check(w))) slips.set(typed, participle);
    return new AffixSpeller(id, checker, parsed.roots, rules, slips, sounds);
  }
  const affText = toText(files.aff);
  const hunspell = nspell({ aff: affText, dic: toText(files.dic) });
  let suggester: Suggester | null = null;
  if (frequencies) {
    const expanded = hunspell as unknown as ExpandedHunspell;
    const banned = unsuggestableForms(expanded);
    // a word the checker accepts can be offered: "whitepsace" gets "whitespace"
    const known = new Set([...Object.keys(expanded.data), ...extraWordsEn]);
    const words = [...known].filter((w) => !banned.has(w) && !isNeverSuggested(id, w));
    suggester = new Suggester(
      words.map((word) => ({ word, frequency: frequencyOf(word.toLowerCase(), frequencies) })),
      undefined,
      // the dictionary's "REP igh i" would take "hight" for the short vowel of "hit", not
      // "height"; its other direction ("hi" for "high") is the slip of sound
      replacementTable(affText).filter(([typed, intended]) => !(typed === 'igh' && intended === 'i')),
      soundSpellingsEn,
      functionWordsEn,
    );
  }
  return new HunspellSpeller(id, hunspell, suggester, knownSlipsEn((w) => hunspell.correct(w)), rareWords ?? new Set());
}

/**
 * English misspellings whose intended words are known, each with the words to offer
 * first. A typed form the dictionary accepts ("leaded", "seed") is a word, not a slip,
 * and keeps its ordinary suggestions.
 */
function knownSlipsEn(isWord: (word: string) => boolean): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const [typed, forms] of overRegularisedPastsEn) if (!isWord(typed)) out.set(typed, forms);
  for (const [typed, phrase] of fusedPhrasesEn) if (!isWord(typed)) out.set(typed, [phrase]);
  for (const [typed, forms] of overRegularisedPluralsEn) if (!isWord(typed)) out.set(typed, forms);
  // "fast" is its own adverb; edits offered "ghastly" and "vastly" first
  if (!isWord('fastly')) out.set('fastly', ['fast']);
  return out;
}

export { dictionaryFor };
