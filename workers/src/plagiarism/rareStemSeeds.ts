import type { Seed } from './seeds.js';
import type { Sentence } from './sentences.js';
import type { WordToken } from './tokens.js';

export interface RareStemOptions {
  /** how many distinct rare stems a cluster needs; 0 turns these seeds off */
  minStems: number;
  /** a stem is rare when it occurs at most this many times in each document */
  maxCount: number;
  /** the cluster's stems lie within this many tokens on the suspicious side... */
  suspWindow: number;
  /** ...and within this many on the source side */
  srcWindow: number;
}

interface Match {
  stem: number;
  susp: number;
  src: number;
}

function contentStemCounts(tokens: WordToken[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) if (!t.stop) counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1);
  return counts;
}

function sentenceAt(sentences: Sentence[], tok: number): number {
  let lo = 0, hi = sentences.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sentences[mid]!.tokStart <= tok) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Sentence pairs around clusters of shared rare stems: content stems found at most `maxCount`
 * times in each document, `minStems` or more of them close together on both sides. A short
 * passage whose sentences and words were shuffled (a list, reference lines, a scrambled sentence)
 * keeps its rare terms though neither its sentences nor its word n-grams match.
 */
export function rareStemSeeds(
  suspTokens: WordToken[],
  suspSentences: Sentence[],
  srcTokens: WordToken[],
  srcSentences: Sentence[],
  opts: RareStemOptions,
): Seed[] {
  if (opts.minStems <= 0 || !suspSentences.length || !srcSentences.length) return [];
  const suspCounts = contentStemCounts(suspTokens), srcCounts = contentStemCounts(srcTokens);
  const rare = (stem: string): boolean => (suspCounts.get(stem) ?? 0) <= opts.maxCount && (srcCounts.get(stem) ?? 0) <= opts.maxCount;
  const srcAt = new Map<string, number[]>();
  srcTokens.forEach((t, k) => {
    if (t.stop || !rare(t.stem)) return;
    const list = srcAt.get(t.stem);
    if (list) list.push(k);
    else srcAt.set(t.stem, [k]);
  });
  const ids = new Map<string, number>();
  const matches: Match[] = [];
  suspTokens.forEach((t, k) => {
    if (t.stop) return;
    const at = srcAt.get(t.stem);
    if (!at) return;
    let id = ids.get(t.stem);
    if (id === undefined) ids.set(t.stem, (id = ids.size));
    for (const src of at) matches.push({ stem: id, susp: k, src });
  });
  const seeds: Seed[] = [];
  const seen = new Set<number>();
  const add = (m: Match): void => {
    const s = { susp: sentenceAt(suspSentences, m.susp), src: sentenceAt(srcSentences, m.src) };
    const key = s.susp * srcSentences.length + s.src;
    if (seen.has(key)) return;
    seen.add(key);
    seeds.push(s);
  };
  // matches are in suspicious order; each start opens a window there, searched by source position
  for (let i = 0; i < matches.length; i++) {
    const window: Match[] = [];
    for (let j = i; j < matches.length && matches[j]!.susp < matches[i]!.susp + opts.suspWindow; j++) window.push(matches[j]!);
    if (new Set(window.map((m) => m.stem)).size < opts.minStems) continue;
    window.sort((a, b) => a.src - b.src);
    let lo = 0;
    const inWindow = new Map<number, number>();
    for (let hi = 0; hi < window.length; hi++) {
      inWindow.set(window[hi]!.stem, (inWindow.get(window[hi]!.stem) ?? 0) + 1);
      while (window[hi]!.src - window[lo]!.src >= opts.srcWindow) {
        const s = window[lo++]!.stem;
        const left = inWindow.get(s)! - 1;
        if (left) inWindow.set(s, left);
        else inWindow.delete(s);
      }
      if (inWindow.size >= opts.minStems) for (let k = lo; k <= hi; k++) add(window[k]!);
    }
  }
  return seeds;
}
