// Word counting: the word-like segments of Intl.Segmenter (decisions.md "Numbers").
//
// One Segmenter pass slows down with the number of segments already produced (a 30,000-character
// string with 20,000 segments takes half a second here, 80,000 characters take nine), so text is
// never segmented in one piece. It is split at whitespace, which is always a word boundary; most
// whitespace-separated tokens are plain words whose count is known without the Segmenter (see
// `plainTokenWordCount`), and the rest are segmented in small batches. A run longer than
// LONG_RUN_CHARS without whitespace (CJK, Thai) is cut at a word boundary found in a small window.

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Whitespace as in JavaScript's `\s`, minus U+FEFF, which the Segmenter treats as part of a word. */
const TOKEN = /[^\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

/** Slow tokens are joined into batches of about this many characters before segmenting. */
const BATCH_CHARS = 600;
/** A run without whitespace longer than this is cut into chunks of about CHUNK_CHARS. */
const LONG_RUN_CHARS = 1_200;
const CHUNK_CHARS = 600;
/** A cut is looked for in a window of this size around the target; edges are ignored. */
const CUT_WINDOW = 128;
const CUT_WINDOW_EDGE = 16;

// A token split at BREAKERS gives one word per piece that keeps a core after its edge punctuation
// is dropped (`plainPieceKind`). The letters are those of Latin, Greek and Cyrillic (all of
// Unicode's word-break class ALetter, with combining marks), the digits ASCII; the tests check these
// classes against the Segmenter itself, code point by code point. Pieces are read by a scanner, not
// a regular expression: a backtracking match of `(?:letter mark*)+` recursed once per letter and
// overflowed the stack on a word of a million or so characters.
const LETTER_AT = new RegExp(String.raw`[[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]&&[\p{L}\p{Nl}]]`, 'vy');
const MARK_AT = /\p{M}/uy;
/** Characters that always separate words and are never part of one. */
const BREAKER_CHARS = String.raw`\-\u2010-\u2015\/\(\)\[\]\{\}\!\?"\u201c\u201d\u00ab\u00bb\u2026\&\+\*\=\<\>\|\~\^\%\#\$\@`;
const BREAKERS = new RegExp(`[${BREAKER_CHARS}]+`, 'v');
/** Characters that join letters or digits on both sides (e.g. "isn't", "e.g.", "1,000"), else do nothing. */
const EDGE_CHARS = new Set(['.', ',', ';', ':', "'", '\u2019'].map((char) => char.charCodeAt(0)));
/** The joiners allowed between letters, and between digits. */
const LETTER_JOINERS = new Set(["'", ':', '.', '\u2019'].map((char) => char.charCodeAt(0)));
const DIGIT_JOINERS = new Set(['.', ',', ';', "'", '\u2019'].map((char) => char.charCodeAt(0)));

/** Whether the code point at `index` of `text` matches the sticky `pattern`. */
function matchesAt(pattern: RegExp, text: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(text);
}

/**
 * 1 when `piece` is one word without the Segmenter: edge punctuation, then a core of letters with
 * single joiners between them (`isn't`), digits with single joiners (`1,000`), or letters and digits
 * mixed without joiners (`mp3`), then edge punctuation. 0 when it is edge punctuation only (no
 * word), -1 when it needs the Segmenter. Linear in the piece's length.
 */
function plainPieceKind(piece: string): number {
  let core = false;
  let letters = false;
  let digits = false;
  let joiners = false;
  let letterJoinersOnly = true;
  let digitJoinersOnly = true;
  // Edge characters since the last letter or digit of the core, and the last of them.
  let edges = 0;
  let edge = 0;
  let i = 0;
  while (i < piece.length) {
    const code = piece.charCodeAt(i);
    if (EDGE_CHARS.has(code)) {
      edges += 1;
      edge = code;
      i += 1;
      continue;
    }
    if (code >= 0x30 && code <= 0x39) {
      digits = true;
      i += 1;
    } else if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x80 && matchesAt(LETTER_AT, piece, i))) {
      letters = true;
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < piece.length ? 2 : 1;
      while (i < piece.length && piece.charCodeAt(i) >= 0x300 && matchesAt(MARK_AT, piece, i)) {
        i += piece.charCodeAt(i) >= 0xd800 && piece.charCodeAt(i) <= 0xdbff && i + 1 < piece.length ? 2 : 1;
      }
    } else {
      return -1;
    }
    // Edge characters before the core are its leading edge; inside it, one joiner at a time.
    if (core && edges > 0) {
      if (edges > 1) return -1;
      joiners = true;
      letterJoinersOnly &&= LETTER_JOINERS.has(edge);
      digitJoinersOnly &&= DIGIT_JOINERS.has(edge);
    }
    core = true;
    edges = 0;
  }
  if (!core) return 0;
  if (!joiners) return 1;
  if (letters && digits) return -1;
  return (letters ? letterJoinersOnly : digitJoinersOnly) ? 1 : -1;
}

/**
 * The number of words in a whitespace-free token when it can be told without the Segmenter,
 * or -1 when the token needs it.
 */
function plainTokenWordCount(token: string): number {
  const pieces = token.split(BREAKERS);
  let words = 0;
  for (const piece of pieces) {
    const kind = plainPieceKind(piece);
    if (kind < 0) return -1;
    words += kind;
  }
  return words;
}

type WordVisitor = (start: number, end: number) => boolean | void;

/**
 * Calls `visit` for each word-like segment of `text` (offsets relative to `base`), cutting runs
 * longer than LONG_RUN_CHARS into chunks. Returns true when `visit` asked to stop.
 */
function visitWords(text: string, base: number, visit: WordVisitor): boolean {
  let from = 0;
  while (from < text.length) {
    const to = text.length - from > LONG_RUN_CHARS ? nextCut(text, from) : text.length;
    const chunk = from === 0 && to === text.length ? text : text.slice(from, to);
    for (const segment of segmenter.segment(chunk)) {
      if (!segment.isWordLike) continue;
      const start = base + from + segment.index;
      if (visit(start, start + segment.segment.length) === true) return true;
    }
    from = to;
  }
  return false;
}

function countSegmentedWords(text: string): number {
  let words = 0;
  visitWords(text, 0, () => {
    words += 1;
  });
  return words;
}

/**
 * A word boundary about CHUNK_CHARS after `from`. Boundaries are read from small windows, so a
 * boundary beside a non-word segment (punctuation) is preferred: it does not depend on context
 * beyond the window even in dictionary-segmented scripts. Without any boundary, the rest of the run
 * is one piece (it is then a single long word, which the Segmenter handles fast).
 */
function nextCut(text: string, from: number): number {
  const half = CUT_WINDOW / 2;
  for (let target = from + CHUNK_CHARS; target < text.length - CUT_WINDOW_EDGE; target += CUT_WINDOW - 2 * CUT_WINDOW_EDGE) {
    const lo = Math.max(from + 1, target - half);
    const hi = Math.min(text.length, target + half);
    let best = -1;
    let bestScore = Infinity;
    let previousWordLike: boolean | null = null;
    for (const segment of segmenter.segment(text.slice(lo, hi))) {
      const position = lo + segment.index;
      const inside = segment.index >= CUT_WINDOW_EDGE && hi - position >= CUT_WINDOW_EDGE;
      if (inside && previousWordLike !== null) {
        // Distance from the window's centre, with boundaries between two words ranked after any
        // boundary that touches punctuation or a space.
        const score = Math.abs(position - target) + (previousWordLike && segment.isWordLike ? CUT_WINDOW : 0);
        if (score < bestScore) {
          bestScore = score;
          best = position;
        }
      }
      previousWordLike = segment.isWordLike ?? false;
    }
    if (best > from) return best;
  }
  return text.length;
}

/** The number of words in `text`: Intl.Segmenter word-like segments, counted in chunks. */
export function countWords(text: string): number {
  let words = 0;
  let batch = '';
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const token = match[0];
    const plain = plainTokenWordCount(token);
    if (plain >= 0) {
      words += plain;
    } else if (token.length > LONG_RUN_CHARS) {
      words += countSegmentedWords(token);
    } else {
      // A leading space keeps each token's start as it is in the text: after whitespace.
      batch += ` ${token}`;
      if (batch.length >= BATCH_CHARS) {
        words += countSegmentedWords(batch);
        batch = '';
      }
    }
  }
  if (batch.length > 0) words += countSegmentedWords(batch);
  return words;
}

/**
 * The offset just after the `n`-th word of `text` (counted as `countWords` counts), for cutting a
 * text after its first `n` words. 0 when `n` is below 1; the text's length when it has fewer words.
 */
export function wordOffsetAfter(text: string, n: number): number {
  if (!(n >= 1)) return 0;
  let seen = 0;
  // Consecutive tokens that need the Segmenter are segmented together, as one slice of the text.
  let pendingStart = -1;
  let pendingEnd = -1;
  let found = -1;
  const visit: WordVisitor = (_start, end) => {
    seen += 1;
    if (seen >= n) {
      found = end;
      return true;
    }
    return false;
  };
  const flush = (): boolean => {
    if (pendingStart < 0) return false;
    const stopped = visitWords(text.slice(pendingStart, pendingEnd), pendingStart, visit);
    pendingStart = -1;
    return stopped;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const plain = plainTokenWordCount(match[0]);
    if (plain < 0) {
      if (pendingStart < 0) pendingStart = start;
      pendingEnd = end;
      if (pendingEnd - pendingStart >= BATCH_CHARS && flush()) return found;
      continue;
    }
    if (flush()) return found;
    if (seen + plain < n) {
      seen += plain;
      continue;
    }
    if (visitWords(match[0], start, visit)) return found;
  }
  if (flush()) return found;
  return text.length;
}

const UNSPACED_LETTER =
  /(?=\p{L})[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Thai}\p{Script_Extensions=Lao}\p{Script_Extensions=Khmer}\p{Script_Extensions=Myanmar}]/gu;
const ANY_LETTER = /\p{L}/gu;

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count += 1;
  return count;
}

/**
 * True when most letters of `text` belong to scripts written without spaces between words (Han,
 * Hiragana, Katakana, Thai, Lao, Khmer, Myanmar), whose word counts and checks the service does not
 * support. False for a text without letters.
 */
export function isMostlyUnspacedScript(text: string): boolean {
  const letters = countMatches(text, ANY_LETTER);
  if (letters === 0) return false;
  return countMatches(text, UNSPACED_LETTER) * 2 > letters;
}
