import { prepareText } from './detect.js';
import { quotedRanges, quotedShare } from './quotes.js';
import type { WordToken } from './tokens.js';

/** A search query cut from the text, with the character range it came from. */
export interface PlannedQuery {
  query: string;
  start: number;
  end: number;
}

export interface QueryPlanOptions {
  /** how many queries at most */
  budget: number;
  /** words per query */
  words?: number;
}

/**
 * How telling a word is for finding its source: proper names, numbers and long words that recur
 * little in the text itself say more than common words.
 */
function wordWeight(tok: WordToken, raw: string, sentenceStart: boolean, docCount: number): number {
  if (tok.stop) return 0;
  let w = Math.min(1, Math.max(0.1, (tok.norm.length - 3) / 6));
  if (/\p{N}/u.test(tok.norm)) w += 0.6;
  if (!sentenceStart && /^\p{Lu}/u.test(raw)) w += 0.8;
  return w / Math.sqrt(docCount);
}

/**
 * Picks the passages most likely to have been copied and cuts a query from each: windows of
 * `words` words inside one sentence, scored by how telling their words are, never inside
 * quotation marks (quoted text is attributed already), spread over the document by taking the
 * best window of each stretch before the second best of any.
 */
export function planQueries(text: string, options: QueryPlanOptions): PlannedQuery[] {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  const budget = Math.floor(options.budget);
  if (!Number.isFinite(budget) || budget <= 0) return [];
  const size = Math.max(4, Math.floor(options.words ?? 10));
  const { tokens, sentences } = prepareText(text);
  const quotes = quotedRanges(text);
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t.norm, (counts.get(t.norm) ?? 0) + 1);

  const candidates: (PlannedQuery & { score: number })[] = [];
  for (const s of sentences) {
    const n = s.tokEnd - s.tokStart;
    if (n < Math.min(size, 6)) continue;
    if (quotedShare(text, quotes, s.start, s.end) > 0.5) continue;
    const weights: number[] = [];
    for (let t = s.tokStart; t < s.tokEnd; t++) {
      const tok = tokens[t]!;
      weights.push(wordWeight(tok, text.slice(tok.start, tok.end), t === s.tokStart, counts.get(tok.norm)!));
    }
    const span = Math.min(size, n);
    let best = -1, bestAt = 0, sum = 0;
    for (let k = 0; k < n; k++) {
      sum += weights[k]!;
      if (k >= span) sum -= weights[k - span]!;
      if (k >= span - 1 && sum > best) {
        best = sum;
        bestAt = k - span + 1;
      }
    }
    const first = tokens[s.tokStart + bestAt]!, last = tokens[s.tokStart + bestAt + span - 1]!;
    const words = tokens.slice(s.tokStart + bestAt, s.tokStart + bestAt + span).map((t) => text.slice(t.start, t.end));
    candidates.push({ query: words.join(' '), start: first.start, end: last.end, score: best });
  }
  if (!candidates.length) return [];

  // One stretch of the document per query: the best candidate of each stretch comes first.
  const stretch = (text.length || 1) / budget;
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const taken = new Set<number>();
  const picked: typeof candidates = [];
  for (const c of ranked) {
    const region = Math.min(budget - 1, Math.floor(c.start / stretch));
    if (taken.has(region)) continue;
    taken.add(region);
    picked.push(c);
  }
  for (const c of ranked) {
    if (picked.length >= budget) break;
    if (!picked.includes(c)) picked.push(c);
  }
  return picked
    .slice(0, budget)
    .sort((a, b) => b.score - a.score)
    .map(({ query, start, end }) => ({ query, start, end }));
}
