import { referenceLines } from '../citations/bibliography.js';
import { detectLocale, paragraphLanguages } from '../language/detectLanguage.js';
import { defaultLocales, supportedLanguages, type SupportedLanguage } from '../language/languages.js';
import { inThreadHarper, type EnglishDialect, type HarperPass } from '../grammar/harperPass.js';
import { capitalisedInSentence, checkSpelling, documentTerms } from '../spelling/checkSpelling.js';
import { isOxfordIze } from '../spelling/dialectVariants.en.js';
import { ownVocabulary } from '../spelling/documentVocabulary.js';
import { loadWordCheck } from '../spelling/wordCheck.js';
import { dictionaryFor, type DictionaryId } from '../spelling/dictionaryIds.js';
import { loadSpeller, type DictionarySource, type Speller } from '../spelling/speller.js';
import { detectDialect, spellsIse } from './dialect.js';
import { isEnglishLine } from './englishLine.js';
import type { Finding, Register } from './finding.js';
import { styleCategories } from './finding.js';
import { besideMaskedWords, codeWords, fileExtensions, maskedSpans, maskNonProse, programNames } from './mask.js';
import { paragraphRanges } from './paragraphs.js';
import { insideQuotation } from './quotations.js';
import { quotedEnglishTerm } from './quotedTerms.js';
import { keepBothAtSentenceStart, resolveOverlaps } from './resolveOverlaps.js';
import { quotedMention } from './mentions.js';
import { noSentenceStart } from './sentenceStarts.js';
import { appliesTo, type RuleContext } from './rule.js';
import { proseRules } from './ruleSet.js';
import { lintScores } from './scores.js';
import { toIssues, type LintIssue } from './toIssue.js';
import { countProseWords } from './wordCount.js';

// The language passes over one document: mask what is not prose, split into
// paragraphs, run spelling, Harper (English; the paragraphs not in the cache go to
// it in one batch, on other threads where the caller gives it some) and our rules on
// each paragraph (cached, so an edit re-checks only the paragraphs it touched), then
// resolve overlaps and map to the report's Issue shape.

// Every language the service checks is linted.
export const lintLanguages = supportedLanguages;
export type LintLanguage = SupportedLanguage;

export interface LintOptions {
  language: string;
  dialect?: string;
  register: Register;
  styleEnabled: boolean;
  acceptedWords?: string[];
  /** Run harper.js for English (default true). Off, only our own passes run. */
  harper?: boolean;
}

export interface LintCounts {
  spelling: number;
  grammar: number;
  clarity: number;
  word_choice: number;
  total: number;
}

/**
 * Milliseconds each pass spent on the paragraphs a call checked (cached ones cost none).
 * Harper's is the wall time until its findings were in: on other threads that overlaps
 * the other two.
 */
export interface PassTimes {
  harper: number;
  spelling: number;
  rules: number;
}

export interface LintResult {
  issues: LintIssue[];
  /** The resolved findings behind `issues`, in the same order. */
  findings: Finding[];
  counts: LintCounts;
  dialect: string;
  engine: string;
  elapsedMs: number;
  passMs: PassTimes;
  wordCount: number;
  scores: { grammarSpelling: number; clarity: number | null };
}

export const LINT_ENGINE = 'writecheck-lint 1 (harper.js 2.10.0, Hunspell dictionaries)';

const CACHE_LIMIT = 4000;

/** Accepted words compare lower-cased with plain apostrophes. */
function foldAccepted(word: string): string {
  return word.normalize('NFC').replace(/\u2019/g, "'").toLowerCase();
}

/** Whether `lower` is English, or an English verb with a German infinitive's ending ("parsen", "stashen"). */
function isEnglishInGerman(lower: string, isEnglish: (word: string) => boolean): boolean {
  return isEnglish(lower) || (/en$/.test(lower) && lower.length > 5 && (isEnglish(lower.slice(0, -1)) || isEnglish(lower.slice(0, -2))));
}

/** An accepted word, or its possessive ("Flurbix's", "Flurbix'"), is not a misspelling. */
function isAccepted(accepted: Set<string>, span: string): boolean {
  const folded = foldAccepted(span);
  return accepted.has(folded) || accepted.has(folded.replace(/'s?$/, ''));
}

/**
 * A test for findings the reference list should not get. Its entries are names, dates and
 * titles quoted as published: grammar and style there would correct the sources, and
 * capitalised words are names. Only a misspelt lower-case word is still reported, and in a
 * document in another language not an English one (the titles of works read in English).
 */
function referenceFilter(text: string, isEnglish?: (word: string) => boolean): (f: Finding) => boolean {
  const lines = referenceLines(text);
  if (lines.length === 0) return () => false;
  const inside = (at: number): boolean => {
    // the entries are in document order: find the last one starting at or before `at`
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid]!.start <= at) lo = mid;
      else hi = mid - 1;
    }
    return lines[lo]!.start <= at && at < lines[lo]!.end;
  };
  const misspelt = (word: string): boolean => !/\p{Lu}/u.test(word) && !isEnglish?.(word);
  return (f) => inside(f.start) && !(f.category === 'spelling' && misspelt(text.slice(f.start, f.end)));
}

export class DocumentLinter {
  private readonly cache = new Map<string, Finding[]>();

  constructor(
    private readonly dictionaries: DictionarySource,
    private readonly harper: HarperPass = inThreadHarper,
  ) {}

  /**
   * Readies what a first text in `language` needs, its dictionary and for English Harper's
   * linter, before there is any text: the editor asks as it opens, so the first findings do
   * not wait for Harper's compile and a dictionary load (seconds on a cold page). With
   * `harper: false` only the dictionary: a caller that starts Harper itself does not wait here.
   */
  async prepare(language: string, locale?: string, options: { harper?: boolean } = {}): Promise<void> {
    const lang = normaliseLanguage(language);
    const dialect = lang === 'en' ? detectDialect('', locale) : localeFor(lang, locale);
    const speller = loadSpeller(dictionaryFor(lang, dialect), this.dictionaries);
    const harper = lang === 'en' && options.harper !== false ? this.harper.prepare?.(dialect as EnglishDialect) : undefined;
    await Promise.all([speller, harper]);
  }

  async lint(text: string, opts: LintOptions): Promise<LintResult> {
    const t0 = performance.now();
    const language = normaliseLanguage(opts.language);
    const masked = maskNonProse(text);
    // a regional language code ("en-GB") is a locale hint too
    const localeHint = opts.dialect ?? (opts.language.length > 2 ? opts.language : undefined);
    // without a hint the document's own spelling tells European from Brazilian Portuguese
    const dialect = language === 'en' ? detectDialect(masked, localeHint) : localeFor(language, localeHint ?? detectLocale(masked, language));
    const dictionary = dictionaryFor(language, dialect);
    // the dictionary loads while Harper, on threads of its own, starts (see paragraphFindings)
    const speller = loadSpeller(dictionary, this.dictionaries);
    speller.catch(() => undefined); // awaited in paragraphFindings; a throw before that must not leave it unhandled
    const useHarper = language === 'en' && opts.harper !== false;
    const accepted = new Set((opts.acceptedWords ?? []).map(foldAccepted));
    for (const t of documentTerms(masked, language)) accepted.add(t);
    const codeTerms = codeWords(text);
    for (const w of codeTerms) accepted.add(w);
    // a name also written as a program writes it ("gpasswd(1)", "/etc/gshadow") is a term in
    // the prose too, lower case at a sentence start included; a file extension (".lzma") a word
    for (const w of programNames(text)) {
      accepted.add(w);
      codeTerms.add(w);
    }
    for (const w of fileExtensions(text)) accepted.add(w);

    const all: Finding[] = [];
    const ranges = paragraphRanges(masked);
    const paras = ranges.map((range) => masked.slice(range.start, range.end));
    // a paragraph in another of the seven languages (a Spanish abstract in an English
    // paper) is checked in its own language; the document's language goes first
    const paraLanguages = paragraphLanguages(paras, language);
    const found: Finding[][] = [];
    const passMs: PassTimes = { harper: 0, spelling: 0, rules: 0 };
    const checkIn = async (lang: SupportedLanguage, which: number[]): Promise<void> => {
      const own = lang === language;
      const locale = own ? dialect : defaultLocales[lang];
      const langDictionary = own ? dictionary : dictionaryFor(lang, locale);
      const langSpeller = own ? speller : loadSpeller(langDictionary, this.dictionaries);
      // offline in the browser without that language's dictionary: nothing is said about
      // those paragraphs, rather than judging them as the document's language
      if (!own && !(await langSpeller.then(() => true, () => false))) {
        for (const i of which) found[i] = [];
        return;
      }
      const part = await this.paragraphFindings(
        which.map((i) => paras[i]!),
        {
          dictionary: langDictionary,
          speller: langSpeller,
          language: lang,
          register: opts.register,
          dialect: locale as EnglishDialect,
          useHarper: own ? useHarper : lang === 'en' && opts.harper !== false,
          styleEnabled: opts.styleEnabled,
        },
      );
      which.forEach((i, k) => (found[i] = own ? part.found[k]! : part.found[k]!.map((f) => ({ ...f, locale }))));
      passMs.harper += part.passMs.harper;
      passMs.spelling += part.passMs.spelling;
      passMs.rules += part.passMs.rules;
    };
    for (const lang of new Set([language, ...paraLanguages])) {
      const which = paraLanguages.flatMap((l, i) => (l === lang ? [i] : []));
      if (which.length > 0) await checkIn(lang, which);
    }
    // a document in another language asks the English dictionary only when it has unknown words
    const isEnglish =
      language !== 'en' && found.some((fs) => fs.some((f) => f.category === 'spelling'))
        ? await loadWordCheck('en', this.dictionaries).catch(() => undefined)
        : undefined;
    // A short line in English ("Keep the permissions." in a French manual) has too few
    // stopwords to tell its language: where every word of it is English and the page's
    // dictionary misses a quarter of them, it is checked as English.
    if (isEnglish) {
      const english = paraLanguages.flatMap((l, i) => (l !== 'en' && isEnglishLine(paras[i]!, found[i]!, isEnglish) ? [i] : []));
      if (english.length > 0) await checkIn('en', english);
    }
    const unknown = found.flatMap((fs, i) =>
      fs.filter((f) => f.category === 'spelling').map((f) => ({ text: paras[i]!.slice(f.start, f.end), replacements: f.replacements })),
    );
    for (const w of ownVocabulary(unknown, isEnglish)) accepted.add(w);
    // a German text's capitalised English word inside a sentence is a loanword used as a noun
    // ("der Branch", "den Master", an English verb made a German one: "beim Parsen"), not a
    // slip for the German noun a letter away; nor is one the writer uses twice the same way (a
    // term: "der Rebase", "den Rebase")
    if (language === 'de') {
      const uses = new Map<string, number>();
      found.forEach((fs, i) => {
        for (const f of fs) {
          if (f.category !== 'spelling' || !capitalisedInSentence(paras[i]!, f.start)) continue;
          const word = foldAccepted(paras[i]!.slice(f.start, f.end));
          uses.set(word, (uses.get(word) ?? 0) + 1);
          if (uses.get(word)! >= 2 || (isEnglish && isEnglishInGerman(word, isEnglish))) accepted.add(word);
        }
      });
    }
    // British text that writes no "-ise" may be in Oxford spelling, whose "-ize" is British too
    const oxfordSpelling = dialect === 'en-GB' && !spellsIse(masked);
    ranges.forEach((range, i) => {
      for (const f of found[i]!) {
        const original = paras[i]!.slice(f.start, f.end);
        if (f.category === 'spelling' && isAccepted(accepted, original)) continue;
        if (oxfordSpelling && f.rule === 'dialect_spelling' && isOxfordIze(original)) continue;
        // A suggestion equal to the text fixes nothing (Harper's capitalisation rule gave "ÿþÃ" for "ÿþÃ").
        const replacements = f.replacements.filter((r) => r !== original);
        all.push({ ...f, replacements, start: f.start + range.start, end: f.end + range.start });
      }
    });
    const touchesMask = maskedSpans(text, masked);
    const besideCode = besideMaskedWords(text, masked);
    const inReference = referenceFilter(text, isEnglish);
    const notSentenceStart = noSentenceStart(text, masked, codeTerms);
    // in a document in another language, an English word quoted as a term ("«gesture»")
    const quotedTerm = quotedEnglishTerm(text, isEnglish);
    // style does not rewrite a quotation; its grammar and spelling are still reported ("[sic]")
    const quoted = insideQuotation(text);
    const candidates = all.filter(
      (f) =>
        !touchesMask(f.start, f.end) &&
        !(styleCategories.has(f.category) && quoted(f.start, f.end)) &&
        (f.category === 'spelling' ? !quotedTerm(f.start, f.end) : !besideCode(f.start, f.end)) &&
        !inReference(f) &&
        !notSentenceStart(f) &&
        !quotedMention(text, f),
    );
    const findings = keepBothAtSentenceStart(text, candidates, resolveOverlaps(candidates));
    const wordCount = countProseWords(masked);
    const counts: LintCounts = { spelling: 0, grammar: 0, clarity: 0, word_choice: 0, total: findings.length };
    for (const f of findings) counts[f.category]++;
    return {
      issues: toIssues(text, findings, dialect),
      findings,
      counts,
      dialect,
      engine: LINT_ENGINE,
      elapsedMs: Math.round(performance.now() - t0),
      passMs,
      wordCount,
      scores: lintScores(findings, wordCount, opts.styleEnabled),
    };
  }

  /** Findings per paragraph: from the cache, else checked (Harper in one batch for all of them). */
  private async paragraphFindings(
    paras: readonly string[],
    how: {
      dictionary: DictionaryId;
      speller: Promise<Speller>;
      language: LintLanguage;
      register: Register;
      dialect: EnglishDialect;
      useHarper: boolean;
      styleEnabled: boolean;
    },
  ): Promise<{ found: Finding[][]; passMs: PassTimes }> {
    const { dictionary, language, register, dialect, useHarper, styleEnabled } = how;
    // a paragraph's cache key holds its text, so each key is built once
    const prefix = `${dictionary}|${dialect}|${language}|${register}|${useHarper ? 'h' : ''}|${styleEnabled ? 's' : ''}|`;
    const keys = paras.map((para) => prefix + para);
    const found = new Map<string, Finding[]>();
    const unseen = new Map<string, string>();
    keys.forEach((key, i) => {
      if (found.has(key) || unseen.has(key)) return;
      const hit = this.cache.get(key);
      if (hit) {
        // refresh its place in the least-recently-used order
        this.cache.delete(key);
        this.cache.set(key, hit);
        found.set(key, hit);
      } else unseen.set(key, paras[i]!);
    });
    const toCheck = [...unseen];
    const passMs: PassTimes = { harper: 0, spelling: 0, rules: 0 };
    let harperDone: Promise<Finding[][]> | null = null;
    if (useHarper && toCheck.length > 0) {
      const t = performance.now();
      harperDone = this.harper.findings(toCheck.map(([, para]) => para), dialect).then((found) => {
        passMs.harper = performance.now() - t;
        return found;
      });
      // on other threads Harper works while the passes below run here; in this thread it
      // would only start when they are done, so it is awaited first (and timed alone)
      if (!this.harper.offThread) await harperDone;
      else harperDone.catch(() => undefined); // awaited below; a throw before that must not leave it unhandled
    }
    const speller = await how.speller;
    const ctx: RuleContext = { language, register, isWord: (w) => speller.isCorrect(w) };
    const own = toCheck.map(([, para]) => {
      let t = performance.now();
      const spelling = checkSpelling(para, { speller, accepted: new Set() });
      passMs.spelling += performance.now() - t;
      t = performance.now();
      const rules: Finding[] = [];
      for (const rule of proseRules) {
        if (!styleEnabled && styleCategories.has(rule.category)) continue;
        if (appliesTo(rule, ctx)) rules.push(...rule.check(para, ctx));
      }
      passMs.rules += performance.now() - t;
      return { spelling, rules };
    });
    const harper = harperDone && (await harperDone);
    toCheck.forEach(([key], i) => {
      // spelling, Harper, our rules: overlaps between equals resolve by this order
      const out: Finding[] = [...own[i]!.spelling, ...(harper ? harper[i]! : []), ...own[i]!.rules];
      const kept = styleEnabled ? out : out.filter((f) => !styleCategories.has(f.category));
      found.set(key, kept);
      this.cache.set(key, kept);
      if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    });
    return { found: keys.map((key) => found.get(key)!), passMs };
  }
}

export function normaliseLanguage(language: string): LintLanguage {
  const lang = language.toLowerCase().slice(0, 2);
  const found = lintLanguages.find((l) => l === lang);
  if (!found) throw new Error(`unsupported language "${language}"`);
  return found;
}

function localeFor(language: LintLanguage, hint?: string): string {
  if (hint && hint.toLowerCase().startsWith(language)) return hint;
  return defaultLocales[language];
}
