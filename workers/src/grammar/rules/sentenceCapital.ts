import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// A sentence begins with a capital: "Il fait beau. elle est partie" -> "Elle". Only where a
// sentence plainly ended: a full stop, "!" or "?" right after a word, with no closing quote
// ("'Why?' he asked" goes on) and no ellipsis, abbreviation or quoted symbol ("'.' in names",
// "etc.) may"). A paragraph opening in lower case is a sentence only when it is prose of two
// sentences or more: documentation often opens a paragraph with the rest of a sentence cut by
// a code example ("will create an array"), or with a term it goes on to define ("summary The
// line ..."). Both the word that ended the sentence and the one after it must be words of
// the dictionary: a truncated word ("Verr. maj.", "arg.") is an abbreviation, and a program's
// or an option's name ("xz", "lzip") or a letter in a list ("e executable") keeps its case.
// In English Harper's rule does this, but it passes over words that could be abbreviations or
// names in capitals ("in" for inches, "IT", "US", "AM", "May"); only those are taken here.

const ENGLISH_WORDS = new Set(['in', 'or', 'it', 'he', 'an', 'us', 'me', 'am', 'can', 'will', 'may']);
const ENGLISH_AT_START = new Set(['in', 'it', 'he']);
// abbreviations a lower-case word may follow, per language
const ABBREVIATIONS: Record<string, ReadonlySet<string>> = {
  en: new Set(['etc', 'ie', 'eg', 'vs', 'al', 'env', 'op', 'approx', 'cf', 'no', 'fig', 'vol', 'ed', 'eds', 'pp', 'ch', 'sec', 'st', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'dept']),
  fr: new Set(['etc', 'cf', 'ex', 'env', 'av', 'apr', 'vol', 'chap', 'éd', 'fig', 'min', 'max', 'mm', 'mme', 'mlle', 'dr', 'pr', 'st', 'ste', 'hab', 'tél', 'vs', 'resp', 'réf', 'suiv', 'sq', 'op', 'cit', 'art', 'al', 'ann', 'no', 'nos', 'coll', 'boul', 'bd', 'fg', 'lat', 'angl', 'fam', 'fig', 'gén', 'env']),
  es: new Set(['etc', 'aprox', 'máx', 'mín', 'id', 'sr', 'sra', 'srta', 'dr', 'dra', 'núm', 'pág', 'págs', 'vol', 'cap', 'fig', 'ej', 'vs', 'art', 'ud', 'uds', 'lic', 'ing', 'av', 'apdo', 'tel', 'cf', 'ib', 'op', 'cit', 'al']),
  pt: new Set(['etc', 'aprox', 'máx', 'mín', 'sr', 'sra', 'srta', 'dr', 'dra', 'pág', 'págs', 'vol', 'cap', 'fig', 'ex', 'vs', 'art', 'av', 'tel', 'cf', 'op', 'cit', 'al', 'núm', 'obs', 'ref']),
  it: new Set(['ecc', 'pag', 'dir', 'pagg', 'sig', 'sigg', 'dott', 'dr', 'prof', 'vol', 'cap', 'fig', 'es', 'vs', 'art', 'tel', 'cfr', 'cf', 'op', 'cit', 'al', 'ca', 'max', 'min', 'ing', 'avv', 'num']),
  de: new Set(['bzw', 'ca', 'usw', 'vgl', 'evtl', 'ggf', 'inkl', 'exkl', 'nr', 'str', 'abs', 'art', 'bd', 'hr', 'fr', 'dr', 'prof', 'tel', 'abb', 'kap', 'max', 'min', 'mio', 'mrd', 'sog', 'zzgl', 'ggü', 'etc', 'vs', 'al', 'ff', 'hrsg', 'jh', 'jhd', 'gem', 'bspw', 'bsp', 'uvm', 'tab', 'aufl', 'anm', 'st', 'geb', 'verh', 'zit', 'ugs', 'lat', 'engl', 'franz', 'dt', 'allg', 'insb', 'spez']),
  nl: new Set(['bijv', 'enz', 'ca', 'blz', 'nr', 'mevr', 'dhr', 'dr', 'prof', 'tel', 'vs', 'etc', 'resp', 'evt', 'incl', 'excl', 'max', 'min', 'zgn', 'vgl', 'bv', 'afb', 'hfst', 'al', 'jl', 'mln', 'mld']),
};
// months shortened, in any of the languages ("le 3 janv. la réunion", "am 3. Okt. die"); not
// those that are words too ("mai", "juin", the Spanish "mar")
const MONTHS = ['jan', 'janv', 'ene', 'gen', 'feb', 'febr', 'fév', 'févr', 'fev', 'mär', 'apr', 'avr', 'abr', 'mag', 'jun', 'giu', 'jul', 'juil', 'lug', 'aug', 'ago', 'sep', 'sept', 'set', 'oct', 'okt', 'ott', 'out', 'nov', 'dec', 'déc', 'dez', 'dic'];
// a word, the end of its sentence, an opening "¿" or "¡" maybe, and a word in lower case
const AFTER_SENTENCE = /(?<=\b(\p{L}[\p{L}\d]+)[.!?]\s+[¿¡]?)(\p{Ll}[\p{L}'’-]*)(?=[\s,;:.!?]|$)/gu;
const AT_START = /^[¿¡]?(\p{Ll}[\p{L}'’-]*)(?=[\s,;:.!?])/u;
const SENTENCE_END = /\p{L}{2}[.!?]\s+[¿¡]?\p{Lu}/u;
const CODE_LIKE = /[`(){}[\]=/\\$_*<>|#@%]|\s-{1,2}\w/;

export const sentenceCapital: ProseRule = {
  id: 'sentence_capital',
  category: 'grammar',
  languages: ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl'],
  check(text, ctx) {
    const english = ctx.language === 'en';
    const abbreviations = ABBREVIATIONS[ctx.language] ?? new Set<string>();
    const month = (w: string): boolean => MONTHS.includes(w.toLowerCase());
    const starts: Array<{ start: number; word: string }> = [];
    const first = AT_START.exec(text);
    // "summary The line ...", "showauto showauto is used": a term and its definition
    const definesTerm = /^(\S+)\s+(?:\p{Lu}|\1\b)/u.test(text);
    if (first && (!english || ENGLISH_AT_START.has(first[1]!)) && !definesTerm && SENTENCE_END.test(text) && !CODE_LIKE.test(text)) {
      starts.push({ start: first[0].length - first[1]!.length, word: first[1]! });
    }
    for (const m of text.matchAll(AFTER_SENTENCE)) {
      if (abbreviations.has(m[1]!.toLowerCase()) || month(m[1]!) || !ctx.isWord(m[1]!)) continue;
      if (english && !ENGLISH_WORDS.has(m[2]!)) continue;
      starts.push({ start: m.index, word: m[2]! });
    }
    const out: Finding[] = [];
    for (const { start, word } of starts) {
      // a name written in lower case on purpose ("iPhone", "eBay"), and the Dutch "'s" or "'t"
      if (/\p{Lu}/u.test(word) || /^['’]/.test(word) || word.length < 2 || !ctx.isWord(word)) continue;
      const replacement = capitalised(word, ctx.language);
      out.push(wordError({ rule: 'sentence_capital', title: 'Capitalization', start, end: start + word.length, replacement, message: `A sentence begins with a capital: "${replacement}".` }));
    }
    return out;
  },
};

/** "ijs" in Dutch capitalises both letters of its "ij": "IJs". */
function capitalised(word: string, language: string): string {
  if (language === 'nl' && word.startsWith('ij')) return `IJ${word.slice(2)}`;
  return word[0]!.toUpperCase() + word.slice(1);
}
