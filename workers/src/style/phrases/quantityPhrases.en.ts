import type { RuleContext } from '../../lint/rule.js';
import { countsOnly, isSingularInS, singularsOf } from '../../grammar/rules/nounNumber.en.js';
import { UNCOUNTABLE } from '../../grammar/rules/nounNumber.js';

// "A lot of" and its kin both count and measure, and their formal stand-ins do one or the
// other: "a lot of students" -> "many students", "a lot of time" -> "a great deal of time",
// "a lot of them" -> "many of them", "a lot of the time" -> "much of the time".

const PLURALS_OF_THEIR_OWN = new Set(['people', 'children', 'men', 'women', 'police', 'cattle', 'data', 'media', 'criteria', 'phenomena']);
const DETERMINER = /^(?:the|my|your|his|her|its|our|their|these|those|this|that)\s+/i;
const COUNTED_PRONOUN = /^(?:them|us|you|those|these)\b/i;
const MEASURED_PRONOUN = /^it\b/i;
// words that end a noun phrase: what follows the head noun
const PHRASE_END = new Set(
  ('of to and or but that which who whom whose in on at for with from by about into than as like when if so because ' +
    'is are was were be been being have has had do does did can could will would should may might must just also not ' +
    'very really even only still always often never').split(' '),
);
const WORD = /^\s*([\p{L}'’-]+)/u;

function isPlural(word: string, isWord: (w: string) => boolean): boolean {
  // (a noun that only counts, left singular, is a slip for its plural: "lots of problem")
  if (PLURALS_OF_THEIR_OWN.has(word) || countsOnly(word)) return true;
  if (word.length < 4 || !/[^s']s$/.test(word) || isSingularInS(word, isWord)) return false;
  // "homeworks" is a slip for a noun that does not count, and is measured ("a great deal of homework")
  if (singularsOf(word).some((s) => UNCOUNTABLE.includes(s))) return false;
  // a misspelt plural is still one ("compelling resons")
  return !isWord(word) || singularsOf(word).some((s) => s.length >= 3 && isWord(s));
}

/** Whether the noun phrase at the start of `text` is plural; up to three words are read. */
function pluralPhrase(text: string, isWord: (w: string) => boolean): boolean {
  let rest = text;
  for (let i = 0; i < 3; i++) {
    const m = WORD.exec(rest);
    if (!m) return false;
    const word = m[1]!.toLowerCase();
    if (PHRASE_END.has(word) || word.endsWith('ly')) return false;
    if (isPlural(word, isWord)) return true;
    rest = rest.slice(m[0].length);
    // punctuation after a word ends the phrase
    if (!/^\s+[\p{L}]/u.test(rest)) return false;
  }
  return false;
}

/** The replacement for a quantity phrase: `counted` before a plural, "a great deal of" before an amount. */
export function quantityReplacement(counted: string): (following: string, ctx: RuleContext) => string {
  return (following, ctx) => {
    const text = following.trimStart();
    if (COUNTED_PRONOUN.test(text)) return `${counted} of`;
    if (MEASURED_PRONOUN.test(text)) return 'much of';
    const determiner = DETERMINER.exec(text);
    const plural = pluralPhrase(determiner ? text.slice(determiner[0].length) : text, ctx.isWord);
    if (determiner) return plural ? `${counted} of` : 'much of';
    return plural ? counted : 'a great deal of';
  };
}
