import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { articleBeforeUncountable } from './nounNumber.js';
import { wordError } from './wordError.js';

// "a apple" / "an car": English picks the article by the sound of the next word,
// not its letter, so words with a silent h, a "you" sound, or letters read by name
// are listed.

const VOWEL_SOUND_CONSONANT = /^(?:hour|honest|honou?r|heir|herb(?!al)|homage)/i;
const CONSONANT_SOUND_VOWEL = /^(?:uni(?!n|mp)|unani|us[aeiou]|ur[aeiou]|url|ut[eio]|ubi|uk|eu|ewe|one\b|once|ouija|u-)/i;
// Two consonants that can begin an English syllable; a name that begins otherwise ("nginx",
// "npm", "mkdir") is read by its letters or some way of its own, so its sound is unknown.
const ONSET = /^(?:[bcfgkp][lr]|[dt][rw]|sch|s[chklmnpqtw]|[ctsw]h|ph|wr|kn|gn|ps|qu|gw)/i;
// Abbreviations read letter by letter: F, H, L, M, N, R, S, X begin with a vowel sound.
const VOWEL_NAMED_LETTER = /^[AEFHILMNORSX]/;
const ACRONYM_VOWEL_SOUND = /^[AEFHILMNORSX](?:[A-Z]{1,5}|-)(?![a-z])/;
/** A letter before digits, said by its name ("an H8 board", "a B12 shot"). */
export const LETTER_BEFORE_DIGITS = /^[A-Z]\d/;
/** A name without a vowel in small letters ("sh", "npm"): spelled out or said its own way. */
export const NAME_WITHOUT_VOWEL = /^[b-df-hj-np-tv-xz]+(?![\p{L}'’])/u;
/**
 * Words no article goes before ("you an never get it back"): the article is a slip for "can"
 * or "and", which "a" would not mend.
 */
export const NO_ARTICLE_BEFORE = /^(?:never|not|always|usually|really)$/i;

// Capitals that can be said as a word: a consonant or an onset, then vowels and consonant
// clusters in turn, ending on a sound English words end on ("NASA", "SCUBA", "REPL",
// "SIGKILL", "SIGWINCH", "RISC"; not "HTML", "NAACP").
const SAYABLE_CAPITALS =
  /^(?:[BCFGKP][LR]|[DT][RW]|SCH|S[CHKLMNPQTW]|[CTSW]H|PH|WR|KN|GN|PS|QU|[B-DF-HJ-NP-TV-Z])?[AEIOU][AEIOUY]*(?:[B-DF-HJ-NP-TV-Z]{1,3}[AEIOUY]+)*(?:[B-DF-HJ-NP-TV-Z]|ST|SK|SC|SP|NCH|RCH|LCH|TCH|NT|ND|NK|NG|CK|CH|SH|TH|RT|RD|RK|RM|RN|RS|LT|LD|LK|LM|LS|MP|MS|PS|TS|KS|NS|FT|PT|CT|XT|LL|SS|FF|[BDGKPT]L)?$/;
// Letters whose names begin with a vowel sound ("an FAQ") while the word begins with a consonant ("a FAQ").
const VOWEL_NAMED_CONSONANT = /^[FHLMNRSX]/;
// Said either way by many writers ("a SQL query", "an SQL query").
const READ_BOTH_WAYS = new Set(['SQL']);

/**
 * How a word in capitals is read: `true` by its letters, `false` as a word, `null` when
 * writers read it both ways and the article it takes is theirs to choose.
 */
function readByLetters(word: string, isWord: (w: string) => boolean): boolean | null {
  // A word of four or more capitals that is a plain word is read as one ("a RISK").
  if (/^[A-Z]{4,}$/.test(word) && isWord(word.toLowerCase())) return false;
  const letters = word.replace(/s$/, '');
  if (READ_BOTH_WAYS.has(letters)) return null;
  if (!/^[A-Z]{3,}$/.test(letters) || !SAYABLE_CAPITALS.test(letters)) return true;
  // "a NASA grant", "a SCUBA diver"; three sayable letters go both ways ("a RAM chip", "an SUV").
  if (letters.length >= 4) return false;
  return VOWEL_NAMED_CONSONANT.test(letters) ? null : true;
}

function wantsAn(word: string, isWord: (w: string) => boolean): boolean | null {
  if (/^\d/.test(word)) return /^(?:8|11|18|80+\b)/.test(word);
  if (LETTER_BEFORE_DIGITS.test(word)) return VOWEL_NAMED_LETTER.test(word);
  if (NAME_WITHOUT_VOWEL.test(word)) return null;
  // an initialism that opens a name in CamelCase, read by its letters ("an SMTPDataError",
  // "an XImage": the last capital of the run begins the next word)
  const camel = /^(([A-Z]+)[A-Z])[a-z]/.exec(word);
  if (camel && READ_BOTH_WAYS.has(camel[1]!)) return null;
  const initialism = camel?.[2];
  if (initialism && (initialism.length < 3 || !SAYABLE_CAPITALS.test(initialism))) return VOWEL_NAMED_LETTER.test(initialism);
  // the capitals alone, also before a hyphen or digits ("FIPS-enabled", "UTF8")
  const capitals = /^[A-Z]{2,}s?(?=$|[-\d])/.exec(word)?.[0];
  if (capitals) {
    const byLetters = readByLetters(capitals, isWord);
    if (byLetters === null) return null;
    if (byLetters) return ACRONYM_VOWEL_SOUND.test(word);
    // said as a word, a U begins with "you" ("a UNESCO site")
    if (capitals.startsWith('U')) return false;
  } else if (/^[A-Z]{2,6}s?\b/.test(word) || /^[A-Z]-/.test(word)) return ACRONYM_VOWEL_SOUND.test(word);
  if (/^[b-df-hj-np-tv-z][b-df-hj-np-tv-xz]/i.test(word) && !ONSET.test(word) && !isWord(word.toLowerCase())) return null;
  if (VOWEL_SOUND_CONSONANT.test(word)) return true;
  // the h of an unstressed first syllable is dropped by many speakers: "an historic" is as
  // current in edited prose as "a historic"
  if (/^histori(?:c|cal|cally)$/i.test(word)) return null;
  // the prefix "un-" before a word is said "un" ("an unidentified man", "an unimaginable loss"),
  // not "you" as in "a unit", "a unidirectional link" ("union" and its family are their own word)
  if (/^uni/i.test(word) && !/^union/i.test(word) && word.length >= 7 && isWord(word.slice(2).toLowerCase())) return true;
  if (CONSONANT_SOUND_VOWEL.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

// not the last letter of "a.k.a"
const ARTICLE = /(?<![\p{L}\p{N}'’.-])(a|an|A|An|AN)(\s+)([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu;

export const aAn: ProseRule = {
  id: 'a_an',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(ARTICLE)) {
      const article = m[1]!;
      const next = m[3]!;
      // A letter, a grade or a variable ("Plan A is", "an A or a B", "the array a is") is no article,
      // nor is a capital A inside a sentence ("an order from table A, then one from A again").
      if ((article === 'A' || article === 'a') && /^(?:is|was|and|or|to|in)$/.test(next)) continue;
      if (article === 'A' && !/(?:^|[.!?:]["'”’)\]]*\s+|\n\s*)["'“‘(]*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      if (next.length === 1 && /[A-Za-z]/.test(next)) continue;
      // "a advise" wants "advice", not "an": the confused-word rule says so
      if (/^advise$/i.test(next)) continue;
      if (NO_ARTICLE_BEFORE.test(next)) continue;
      const an = wantsAn(next, ctx.isWord);
      if (an === null) continue;
      const isAn = article.toLowerCase() === 'an';
      if (an === isAn) continue;
      // "an useful advice": the article goes altogether (noun_number says so); asked only of a
      // wrong article, not of every article in the text
      if (articleBeforeUncountable(text.slice(m.index, m.index + 60))) continue;
      const replacement = matchCaseOf(article, an ? 'an' : 'a');
      out.push(
        wordError({
          rule: 'a_an',
          title: 'Article',
          start: m.index,
          end: m.index + article.length,
          replacement,
          message: an ? `Use "an" before a vowel sound ("${next}").` : `Use "a" before a consonant sound ("${next}").`,
        }),
      );
    }
    return out;
  },
};
