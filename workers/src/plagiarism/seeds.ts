import type { Sentence } from './sentences.js';
import type { TermCounts, TermSpace } from './sentenceVectors.js';
import type { WordToken } from './tokens.js';

/** A pair of sentences, one from each document, that look related. */
export interface Seed {
  susp: number;
  src: number;
}

export interface SeedOptions {
  /** minimum tf-idf cosine between the two sentences */
  cosine: number;
  /** minimum Dice coefficient over their sets of content stems */
  dice: number;
}

/**
 * Sentence pairs similar enough by tf-idf cosine and by Dice overlap of their content stems.
 * An inverted index over the source's sentences keeps the work proportional to shared terms.
 */
export function similarSentenceSeeds(
  space: TermSpace,
  susp: TermCounts[],
  src: TermCounts[],
  opts: SeedOptions,
): Seed[] {
  const idf = space.idf;
  const postings = new Map<number, { sent: number; w: number }[]>();
  const srcNorm = new Float64Array(src.length);
  src.forEach((c, j) => {
    let n = 0;
    for (let k = 0; k < c.ids.length; k++) {
      const id = c.ids[k]!;
      const w = c.counts[k]! * idf[id]!;
      n += w * w;
      let list = postings.get(id);
      if (!list) postings.set(id, (list = []));
      list.push({ sent: j, w });
    }
    srcNorm[j] = Math.sqrt(n);
  });
  const dot = new Float64Array(src.length);
  const shared = new Int32Array(src.length);
  const seeds: Seed[] = [];
  susp.forEach((c, i) => {
    const touched: number[] = [];
    let n = 0;
    for (let k = 0; k < c.ids.length; k++) {
      const id = c.ids[k]!;
      const w = c.counts[k]! * idf[id]!;
      n += w * w;
      for (const p of postings.get(id) ?? []) {
        if (shared[p.sent] === 0) touched.push(p.sent);
        shared[p.sent]!++;
        dot[p.sent]! += w * p.w;
      }
    }
    const norm = Math.sqrt(n);
    for (const j of touched) {
      const cos = norm && srcNorm[j] ? dot[j]! / (norm * srcNorm[j]!) : 0;
      const dice = (2 * shared[j]!) / (c.ids.length + src[j]!.ids.length);
      if (cos >= opts.cosine && dice >= opts.dice) seeds.push({ susp: i, src: j });
      dot[j] = 0;
      shared[j] = 0;
    }
  });
  return seeds;
}

function sentenceOfToken(sentences: Sentence[]): Int32Array {
  const last = sentences.length ? sentences[sentences.length - 1]!.tokEnd : 0;
  const of = new Int32Array(last);
  sentences.forEach((s, k) => of.fill(k, s.tokStart, s.tokEnd));
  return of;
}

/**
 * Sentence pairs that share a word n-gram containing at least two content words: catches copies
 * whose sentences were cut or joined differently, where whole-sentence similarity falls short.
 */
export function sharedNgramSeeds(
  suspTokens: WordToken[],
  suspSentences: Sentence[],
  srcTokens: WordToken[],
  srcSentences: Sentence[],
  n: number,
): Seed[] {
  if (n <= 0 || suspTokens.length < n || srcTokens.length < n) return [];
  const key = (toks: WordToken[], at: number): string | undefined => {
    let content = 0;
    let k = '';
    for (let t = at; t < at + n; t++) {
      if (!toks[t]!.stop) content++;
      k += (t === at ? '' : ' ') + toks[t]!.norm;
    }
    return content >= 2 ? k : undefined;
  };
  const srcAt = new Map<string, number[]>();
  const srcSentOf = sentenceOfToken(srcSentences);
  for (let t = 0; t + n <= srcTokens.length; t++) {
    const k = key(srcTokens, t);
    if (k === undefined) continue;
    const list = srcAt.get(k);
    if (list) list.push(t);
    else srcAt.set(k, [t]);
  }
  const suspSentOf = sentenceOfToken(suspSentences);
  const seen = new Set<number>();
  const seeds: Seed[] = [];
  for (let t = 0; t + n <= suspTokens.length; t++) {
    const k = key(suspTokens, t);
    if (k === undefined) continue;
    const hits = srcAt.get(k);
    if (!hits || hits.length > 8) continue; // a phrase repeated all over the source says little
    const i = suspSentOf[t]!;
    for (const h of hits) {
      const j = srcSentOf[h]!;
      const id = i * srcSentences.length + j;
      if (seen.has(id)) continue;
      seen.add(id);
      seeds.push({ susp: i, src: j });
    }
  }
  return seeds;
}
