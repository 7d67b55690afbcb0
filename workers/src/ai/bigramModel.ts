// A word bigram language model in hashed count tables, small enough to ship: counts
// are stored as logarithmic codes (16 bits for words, 8 bits for word pairs), and
// probabilities use absolute discounting with a unigram back-off.

import type { Token } from './tokens.js';

export interface BigramModel {
  wordBits: number;
  pairBits: number;
  /** Total word occurrences counted. */
  total: number;
  /** Per word bucket: log-coded count of the word, and of distinct words that followed it. */
  wordCounts: Uint16Array;
  followerCounts: Uint16Array;
  /** Per pair bucket: log-coded count of the word pair. */
  pairCounts: Uint8Array;
}

const DISCOUNT = 0.75;
const WORD_CODE_SCALE = 1000;

export function encodeWordCount(c: number): number {
  return Math.min(65535, Math.round(Math.log1p(c) * WORD_CODE_SCALE));
}
export function decodeWordCount(code: number): number {
  return Math.expm1(code / WORD_CODE_SCALE);
}
// Exact below 128, then logarithmic steps of about 3% up to several thousand.
export function encodePairCount(c: number): number {
  return c < 128 ? c : Math.min(255, 128 + Math.round(Math.log(c / 128) * 32));
}
export function decodePairCount(code: number): number {
  return code < 128 ? code : 128 * Math.exp((code - 128) / 32);
}

export function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

export function pairHash(prev: number, next: number): number {
  let h = Math.imul(prev ^ 0x27d4eb2f, 0x165667b1) ^ next;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77);
  return (h ^ (h >>> 13)) >>> 0;
}

/** The sequence a model reads: a start marker, then every token's normal form. */
export function modelWords(tokens: Token[]): number[] {
  const out = [wordHash('<s>')];
  for (const t of tokens) out.push(wordHash(t.norm));
  return out;
}

/**
 * Natural-log probability of each token (index i is the token after words[i]); with
 * `unigrams`, also each token's probability regardless of the word before it.
 */
export function tokenLogProbs(m: BigramModel, words: number[], unigrams?: Float64Array): Float64Array {
  const wordMask = (1 << m.wordBits) - 1;
  const pairMask = (1 << m.pairBits) - 1;
  const vocabulary = 1 << m.wordBits;
  const out = new Float64Array(Math.max(0, words.length - 1));
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1]!;
    const next = words[i]!;
    const unigram = (decodeWordCount(m.wordCounts[next & wordMask]!) + 0.5) / (m.total + 0.5 * vocabulary);
    if (unigrams) unigrams[i - 1] = Math.log(unigram);
    const context = decodeWordCount(m.wordCounts[prev & wordMask]!);
    if (context < 1) {
      out[i - 1] = Math.log(unigram);
      continue;
    }
    const pair = decodePairCount(m.pairCounts[pairHash(prev, next) & pairMask]!);
    const followers = Math.max(1, decodeWordCount(m.followerCounts[prev & wordMask]!));
    const p = Math.max(pair - DISCOUNT, 0) / context + ((DISCOUNT * followers) / context) * unigram;
    out[i - 1] = Math.log(Math.min(1, p));
  }
  return out;
}

/** Counts word and pair occurrences of many texts into a model. */
export class BigramCounter {
  private words = new Map<number, number>();
  private pairs = new Map<number, number>();
  private followers = new Map<number, Set<number>>();
  private total = 0;

  add(words: number[]): void {
    for (let i = 1; i < words.length; i++) {
      const prev = words[i - 1]!;
      const next = words[i]!;
      this.words.set(next, (this.words.get(next) ?? 0) + 1);
      this.total++;
      const key = pairHash(prev, next);
      this.pairs.set(key, (this.pairs.get(key) ?? 0) + 1);
      let set = this.followers.get(prev);
      if (!set) this.followers.set(prev, (set = new Set()));
      set.add(next);
    }
  }

  build(wordBits: number, pairBits: number): BigramModel {
    const wordMask = (1 << wordBits) - 1;
    const pairMask = (1 << pairBits) - 1;
    const words = new Float64Array(1 << wordBits);
    const follow = new Float64Array(1 << wordBits);
    const pairs = new Float64Array(1 << pairBits);
    for (const [w, c] of this.words) words[w & wordMask] = words[w & wordMask]! + c;
    for (const [w, set] of this.followers) follow[w & wordMask] = follow[w & wordMask]! + set.size;
    for (const [k, c] of this.pairs) pairs[k & pairMask] = pairs[k & pairMask]! + c;
    return {
      wordBits,
      pairBits,
      total: this.total,
      wordCounts: Uint16Array.from(words, encodeWordCount),
      followerCounts: Uint16Array.from(follow, encodeWordCount),
      pairCounts: Uint8Array.from(pairs, encodePairCount),
    };
  }
}
