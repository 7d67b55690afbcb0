// A character language model in one hashed count table: counts of character
// n-grams up to CHAR_ORDER and of their contexts, stored as 8-bit logarithmic codes,
// with probabilities interpolated from the longest context down to single characters.
// It sees spelling, punctuation and spacing habits that a word model cannot.

import type { Token } from './tokens.js';

export interface CharModel {
  bits: number;
  /** Characters counted. */
  total: number;
  /** Per bucket: log-coded count of a character n-gram or of a context. */
  counts: Uint8Array;
}

/** Longest n-gram: a character read after up to four before it. */
export const CHAR_ORDER = 5;
// Weight of the shorter context's estimate, as if it were this many extra observations.
const PRIOR = 2;
const ALPHABET = 512;
// 8-bit codes: steps of about 6% that reach past a million.
const CODE_SCALE = 18;

export function encodeCharCount(c: number): number {
  return Math.min(255, Math.round(Math.log1p(c) * CODE_SCALE));
}
export function decodeCharCount(code: number): number {
  return Math.expm1(code / CODE_SCALE);
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

// The key of "context then char" and of the context alone, for a context hash.
const gramKey = (context: number, char: number) => mix(context, char + 1);
const contextKey = (context: number) => mix(context, 0x7fffffff);

/**
 * The character stream a model reads, one entry per token: the characters since the
 * previous token (any run of white space read as one space) and the token itself.
 */
function tokenChars(text: string, tokens: Token[]): { chars: Uint16Array; owner: Int32Array } {
  const chars: number[] = [];
  const owner: number[] = [];
  let at = 0;
  tokens.forEach((t, i) => {
    let space = false;
    for (let p = at; p < t.start; p++) {
      if (/\s/.test(text[p]!)) {
        space = true;
        continue;
      }
      if (space && chars.length) chars.push(32), owner.push(i);
      space = false;
      chars.push(text.charCodeAt(p) % ALPHABET), owner.push(i);
    }
    if (space && chars.length) chars.push(32), owner.push(i);
    for (let p = t.start; p < t.end; p++) chars.push(text.charCodeAt(p) % ALPHABET), owner.push(i);
    at = t.end;
  });
  return { chars: Uint16Array.from(chars), owner: Int32Array.from(owner) };
}

/** Hashes of the contexts of lengths 1 to CHAR_ORDER - 1 before position i (0: the empty context). */
function contextHashes(chars: Uint16Array, i: number, out: Uint32Array): void {
  let h = 0x2545f491;
  out[0] = h;
  for (let k = 1; k < CHAR_ORDER; k++) {
    h = mix(h, i - k >= 0 ? chars[i - k]! + 1 : 0);
    out[k] = h;
  }
}

/** Counts character n-grams of many texts into a model. */
export class CharCounter {
  private readonly table: Float64Array;
  private total = 0;

  constructor(private readonly bits: number) {
    this.table = new Float64Array(1 << bits);
  }

  add(text: string, tokens: Token[]): void {
    const mask = (1 << this.bits) - 1;
    const { chars } = tokenChars(text, tokens);
    const ctx = new Uint32Array(CHAR_ORDER);
    for (let i = 0; i < chars.length; i++) {
      contextHashes(chars, i, ctx);
      for (let k = 0; k < CHAR_ORDER; k++) {
        const g = gramKey(ctx[k]!, chars[i]!) & mask;
        this.table[g] = this.table[g]! + 1;
        if (k > 0) {
          const c = contextKey(ctx[k]!) & mask;
          this.table[c] = this.table[c]! + 1;
        }
      }
      this.total++;
    }
  }

  build(): CharModel {
    return { bits: this.bits, total: this.total, counts: Uint8Array.from(this.table, encodeCharCount) };
  }
}

export interface TokenCharLogProbs {
  /** Per token: summed natural-log probability of its characters. */
  logProb: Float64Array;
  /** Per token: how many characters it was given. */
  chars: Int32Array;
}

/** Log probability of every character of the text under the model, summed per token. */
export function charLogProbs(m: CharModel, text: string, tokens: Token[]): TokenCharLogProbs {
  const mask = (1 << m.bits) - 1;
  const { chars, owner } = tokenChars(text, tokens);
  const logProb = new Float64Array(tokens.length);
  const count = new Int32Array(tokens.length);
  const ctx = new Uint32Array(CHAR_ORDER);
  for (let i = 0; i < chars.length; i++) {
    contextHashes(chars, i, ctx);
    let p = (decodeCharCount(m.counts[gramKey(ctx[0]!, chars[i]!) & mask]!) + 1) / (m.total + ALPHABET);
    for (let k = 1; k < CHAR_ORDER && k <= i; k++) {
      const context = decodeCharCount(m.counts[contextKey(ctx[k]!) & mask]!);
      if (context < 0.5) break;
      const gram = Math.min(context, decodeCharCount(m.counts[gramKey(ctx[k]!, chars[i]!) & mask]!));
      p = (gram + PRIOR * p) / (context + PRIOR);
    }
    const o = owner[i]!;
    logProb[o] = logProb[o]! + Math.log(p);
    count[o] = count[o]! + 1;
  }
  return { logProb, chars: count };
}
