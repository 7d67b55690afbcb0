import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "It rained. in the town ...": Harper's capitalisation rule passes over words that could be
// abbreviations or names in capitals ("in" for inches, "IT", "US", "AM", "May"), so these get
// their capital here, where a sentence plainly ended: a full stop, "!" or "?" right after a
// word, with no closing quote ("'Why?' he asked" goes on) and no ellipsis, abbreviation or
// quoted symbol ("'.' in names", "etc.) may"). A paragraph opening with one is a sentence only
// when it is prose of two sentences or more: documentation often opens a paragraph with the
// rest of a sentence cut by a code example ("will create an array").

const WORDS = 'in|or|it|he|an|us|me|am|can|will|may';
const AFTER_SENTENCE = new RegExp(String.raw`(?<=\b(\p{L}[\p{L}\d]+)[.!?]\s+)(${WORDS})(?=\s+[\p{L}\d])`, 'gu');
const AT_START = /^(in|it|he)(?=\s+[a-z])/;
const ABBREVIATIONS = new Set(['etc', 'ie', 'eg', 'vs', 'al', 'env', 'op', 'approx', 'cf', 'no', 'fig', 'vol', 'ed', 'eds', 'pp', 'ch', 'sec', 'st', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'dept']);
const SENTENCE_END = /\p{L}{2}[.!?]\s+\p{Lu}/u;
const CODE_LIKE = /[`(){}[\]=/\\$_*<>|#@]/;

export const sentenceCapital: ProseRule = {
  id: 'sentence_capital',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const starts: Array<{ start: number; word: string }> = [];
    const first = AT_START.exec(text);
    if (first && SENTENCE_END.test(text) && !CODE_LIKE.test(text)) starts.push({ start: 0, word: first[1]! });
    for (const m of text.matchAll(AFTER_SENTENCE)) {
      if (!ABBREVIATIONS.has(m[1]!.toLowerCase())) starts.push({ start: m.index, word: m[2]! });
    }
    for (const { start, word } of starts) {
      const replacement = word[0]!.toUpperCase() + word.slice(1);
      out.push({
        start,
        end: start + word.length,
        category: 'grammar',
        severity: 'error',
        rule: 'sentence_capital',
        title: 'Capitalization',
        message: `A sentence begins with a capital: "${replacement}".`,
        replacements: [replacement],
        fixLabel: `Replace with "${replacement}"`,
      });
    }
    return out;
  },
};
