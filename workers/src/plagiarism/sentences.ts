import type { WordToken } from './tokens.js';

/** A run of word tokens `[tokStart, tokEnd)`, covering characters `[start, end)` of the text. */
export interface Sentence {
  tokStart: number;
  tokEnd: number;
  start: number;
  end: number;
}

// Words after which a full stop does not end the sentence.
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'eg', 'ie', 'no', 'fig', 'vol', 'inc',
  'ltd', 'co', 'corp', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  'gen', 'gov', 'sen', 'rep', 'col', 'lt', 'mt', 'ft', 'approx', 'dept', 'univ', 'al', 'ed', 'eds', 'pp',
]);

const CLOSERS = /["'”’)\]»]/;

/**
 * Where the text after a token ends a sentence: a terminal mark (. ! ? or a closing quote after one)
 * followed by white space, or a blank line, or a line that ends without a letter continuing it.
 */
function endsSentence(text: string, tok: WordToken, next: WordToken | undefined): boolean {
  if (!next) return true;
  const gap = text.slice(tok.end, next.start);
  if (/\n\s*\n/.test(gap)) return true;
  const terminal = gap.search(/[.!?;:]/);
  if (terminal < 0) return false;
  const mark = gap[terminal]!;
  if ((mark === ';' || mark === ':') && !/\n/.test(gap)) return false;
  if (mark === '.' && terminal === 0) {
    // "U.S." or "e.g." or a single initial: not an end unless a capital starts a new line.
    const word = tok.norm;
    if (ABBREVIATIONS.has(word) || word.length === 1) return /\n/.test(gap);
  }
  return /\s/.test(gap.slice(terminal)) || CLOSERS.test(gap.slice(terminal + 1, terminal + 2));
}

/**
 * Splits a tokenised text into sentences; fragments shorter than `minWords` content words are
 * joined to the sentence before them so that headings and list bullets do not stand alone.
 */
export function splitSentences(text: string, tokens: WordToken[], minWords = 3): Sentence[] {
  const raw: Sentence[] = [];
  let first = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (endsSentence(text, tokens[i]!, tokens[i + 1])) {
      raw.push({ tokStart: first, tokEnd: i + 1, start: tokens[first]!.start, end: tokens[i]!.end });
      first = i + 1;
    }
  }
  const merged: Sentence[] = [];
  const content = (s: Sentence): number => {
    let n = 0;
    for (let t = s.tokStart; t < s.tokEnd; t++) if (!tokens[t]!.stop) n++;
    return n;
  };
  for (const s of raw) {
    const prev = merged[merged.length - 1];
    if (prev && (content(s) < minWords || content(prev) < minWords)) {
      prev.tokEnd = s.tokEnd;
      prev.end = s.end;
    } else merged.push({ ...s });
  }
  return merged;
}
