import type { PreparedText } from './detect.js';
import { quotedShare } from './quotes.js';
import type { WordToken } from './tokens.js';

export type Verdict = 'exact' | 'near' | 'paraphrase' | 'quoted';

function tokensIn(tokens: WordToken[], start: number, end: number): WordToken[] {
  let lo = 0, hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  const out: WordToken[] = [];
  for (let t = lo; t < tokens.length && tokens[t]!.start < end; t++) out.push(tokens[t]!);
  return out;
}

function bigrams(tokens: WordToken[]): Set<string> {
  const out = new Set<string>();
  for (let t = 0; t + 1 < tokens.length; t++) out.add(`${tokens[t]!.norm} ${tokens[t + 1]!.norm}`);
  return out;
}

/** Which tokens agree with the other side: inside a shared word pair, or a shared content stem. */
function agreeing(tokens: WordToken[], otherPairs: Set<string>, otherStems: Set<string>): boolean[] {
  const marked = tokens.map((t) => !t.stop && otherStems.has(t.stem));
  for (let t = 0; t + 1 < tokens.length; t++) {
    if (otherPairs.has(`${tokens[t]!.norm} ${tokens[t + 1]!.norm}`)) marked[t] = marked[t + 1] = true;
  }
  return marked;
}

/** Joins marked words into ranges, bridging the spaces and punctuation between neighbours. */
function markRanges(text: string, tokens: WordToken[], marked: boolean[]): [number, number][] {
  const out: [number, number][] = [];
  tokens.forEach((tok, i) => {
    if (!marked[i]) return;
    const last = out[out.length - 1];
    if (last && marked[i - 1] && /^[\s\p{P}]*$/u.test(text.slice(last[1], tok.start))) last[1] = tok.end;
    else out.push([tok.start, tok.end]);
  });
  return out;
}

/** Share of tokens that lie inside word runs of at least three words shared with the other side. */
function runShare(tokens: WordToken[], other: WordToken[]): number {
  if (tokens.length < 3) return 0;
  const tri = new Set<string>();
  for (let t = 0; t + 2 < other.length; t++) tri.add(`${other[t]!.norm} ${other[t + 1]!.norm} ${other[t + 2]!.norm}`);
  const inRun = new Uint8Array(tokens.length);
  for (let t = 0; t + 2 < tokens.length; t++) {
    if (tri.has(`${tokens[t]!.norm} ${tokens[t + 1]!.norm} ${tokens[t + 2]!.norm}`)) inRun.fill(1, t, t + 3);
  }
  return inRun.reduce((n, v) => n + v, 0) / tokens.length;
}

export interface Classification {
  verdict: Verdict;
  similarity: number;
  suspMarks: [number, number][];
  srcMarks: [number, number][];
}

export interface PassageRange {
  suspStart: number;
  suspEnd: number;
  srcStart: number;
  srcEnd: number;
  /** tf-idf cosine of the two sides, from detection */
  similarity: number;
}

/**
 * Names what kind of borrowing a passage is and marks the words that agree on both sides:
 * `quoted` when the suspicious side stands inside quotation marks or a block quote, `exact` when
 * the words are the same, `near` when most words sit in shared runs (small edits), else
 * `paraphrase`.
 */
export function classifyPassage(susp: PreparedText, src: PreparedText, p: PassageRange, quotes: [number, number][]): Classification {
  const a = tokensIn(susp.tokens, p.suspStart, p.suspEnd);
  const b = tokensIn(src.tokens, p.srcStart, p.srcEnd);
  const suspMarks = markRanges(susp.text, a, agreeing(a, bigrams(b), new Set(b.filter((t) => !t.stop).map((t) => t.stem))));
  const srcMarks = markRanges(src.text, b, agreeing(b, bigrams(a), new Set(a.filter((t) => !t.stop).map((t) => t.stem))));
  const same = a.length === b.length && a.every((t, i) => t.norm === b[i]!.norm);
  const share = Math.min(runShare(a, b), runShare(b, a));
  const similarity = same ? 1 : Math.max(share, Math.min(1, p.similarity));
  let verdict: Verdict = same ? 'exact' : share >= 0.5 ? 'near' : 'paraphrase';
  if (quotedShare(susp.text, quotes, p.suspStart, p.suspEnd) >= 0.8) verdict = 'quoted';
  return { verdict, similarity: Math.round(similarity * 1000) / 1000, suspMarks, srcMarks };
}
