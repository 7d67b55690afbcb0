// Word and punctuation tokens with their offsets into the text, and sentence spans.
// The detector reads text as a sequence of lowercased tokens; offsets let every
// score be mapped back onto the sentence a person will see highlighted.

export interface Token {
  /** Lowercased form used for features; digits collapse to one shape. */
  norm: string;
  start: number;
  end: number;
  /** True for a word (letters or digits), false for a punctuation mark. */
  word: boolean;
}

export interface SentenceSpan {
  start: number;
  end: number;
  /** Index of the first token of the sentence and one past its last token. */
  tokenStart: number;
  tokenEnd: number;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
const HAS_DIGIT = /\p{N}/u;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const start = m.index;
    const word = raw.length > 1 || /[\p{L}\p{M}\p{N}]/u.test(raw);
    let norm = raw.toLowerCase().replace(/\u2019/g, "'");
    if (word && HAS_DIGIT.test(norm)) norm = '<num>';
    else if (!word) norm = normalisePunctuation(norm);
    out.push({ norm, start, end: start + raw.length, word });
  }
  return out;
}

// Curly and straight quotes, and the dash family, count as one mark each so that a
// typographic habit of one corpus does not pass for a writing signal.
function normalisePunctuation(mark: string): string {
  if (mark === '\u201c' || mark === '\u201d' || mark === '\u00ab' || mark === '\u00bb') return '"';
  if (mark === '\u2018' || mark === '\u2019') return "'";
  if (mark === '\u2013' || mark === '\u2014' || mark === '\u2012') return '-';
  return mark;
}

// Short forms that end in a full stop but do not end a sentence.
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'inc', 'ltd', 'co',
  'no', 'fig', 'gen', 'gov', 'sen', 'rep', 'capt', 'col', 'lt', 'sgt', 'mt', 'ft', 'approx', 'dept',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k',
]);

/**
 * Splits tokens into sentences at `.`, `!` or `?` (with any closing quotes) before a new word,
 * and wherever a whole line of `source` lies between two tokens: `text` is `source` with its
 * code and markup blanked, so such a line was a code block, a table or the like, and a
 * sentence running into it has ended, stop or not. Inline code or markup inside a line
 * stays within its sentence.
 */
export function splitSentences(text: string, tokens: Token[], source = text): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const blockAfter = (i: number) => i + 1 < tokens.length && holdsLine(source, tokens[i]!.end, tokens[i + 1]!.start);
  let first = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (blockAfter(i)) {
      spans.push(span(tokens, first, i + 1));
      first = i + 1;
      continue;
    }
    if (t.word || (t.norm !== '.' && t.norm !== '!' && t.norm !== '?')) continue;
    let last = i;
    while (last + 1 < tokens.length && !blockAfter(last) && !tokens[last + 1]!.word && /^[.!?"')\]]$/.test(tokens[last + 1]!.norm)) last++;
    const next = tokens[last + 1];
    if (next && next.start === tokens[last]!.end) continue; // "3.5", "U.S." and the like
    if (t.norm === '.' && i > 0 && isAbbreviation(text, tokens, i)) continue;
    if (next && t.norm === '.' && !blockAfter(last) && /^\p{Ll}/u.test(text.slice(next.start, next.start + 1))) continue;
    spans.push(span(tokens, first, last + 1));
    first = last + 1;
    i = last;
  }
  if (first < tokens.length) spans.push(span(tokens, first, tokens.length));
  return spans;
}

/**
 * True when `source` between `from` and `to` holds a whole line with something on it: between
 * two pieces of prose, that line was code or markup.
 */
export function holdsLine(source: string, from: number, to: number): boolean {
  let lineStarted = false;
  let filled = false;
  for (let k = from; k < to; k++) {
    const c = source[k]!;
    if (c === '\n') {
      if (filled) return true;
      lineStarted = true;
    } else if (lineStarted && !/\s/.test(c)) {
      filled = true;
    }
  }
  return false;
}

function isAbbreviation(text: string, tokens: Token[], dot: number): boolean {
  const prev = tokens[dot - 1]!;
  if (!prev.word || prev.end !== tokens[dot]!.start) return false;
  let from = prev.start;
  // Walk back over "e.g" / "U.S" so the whole short form is looked up.
  for (let k = dot - 2; k >= 1; k -= 2) {
    const mark = tokens[k]!;
    const before = tokens[k - 1]!;
    if (mark.norm !== '.' || mark.end !== tokens[k + 1]!.start || before.end !== mark.start || !before.word) break;
    from = before.start;
  }
  const form = text.slice(from, prev.end).toLowerCase();
  return ABBREVIATIONS.has(form) || (form.length === 1 && /\p{Lu}/u.test(text[from] ?? ''));
}

function span(tokens: Token[], tokenStart: number, tokenEnd: number): SentenceSpan {
  return { start: tokens[tokenStart]!.start, end: tokens[tokenEnd - 1]!.end, tokenStart, tokenEnd };
}
