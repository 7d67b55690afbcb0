// Hashed n-gram features. Every token position yields a fixed number of feature
// indices (word 1-, 2- and 3-grams, and n-grams over a function-word skeleton that
// keeps sentence shape while hiding the topic), so that any span of the text, a
// sentence or the whole document, is scored from the same per-token table.

import type { Token } from './tokens.js';

export const FEATURES_PER_TOKEN = 5;

// Words kept as themselves in the skeleton; any other word becomes its length class.
const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those there here it its it\'s i me my we us our you your he him his she her they them their ' +
    'and or but nor so yet for because although though while if unless when whenever where as than then also however ' +
    'moreover furthermore additionally therefore thus overall ultimately indeed instead still even just only very really ' +
    'of in on at by with from to into onto about over under between through during without within against among upon ' +
    'is are was were be been being am do does did doing have has had having can could will would shall should may might must ' +
    'not no never all any each every some many much more most few less other another such same own both either neither ' +
    'what which who whom whose why how one ones something anything nothing everything someone anyone everyone ' +
    "i'm don't can't won't isn't aren't wasn't doesn't didn't it's that's there's let's you're they're we're i've"
  ).split(' '),
);

function skeleton(t: Token): string {
  if (!t.word) return t.norm;
  if (FUNCTION_WORDS.has(t.norm)) return t.norm;
  if (t.norm === '<num>') return '#';
  return t.norm.length <= 3 ? '~s' : t.norm.length <= 7 ? '~m' : '~l';
}

function hashString(s: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function combine(a: number, b: number): number {
  let h = Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Feature indices for every token: `FEATURES_PER_TOKEN` entries per token, in
 * `[0, 2^bits)`, or -1 where an n-gram would reach before the first token.
 */
export function tokenFeatures(tokens: Token[], bits: number): Int32Array {
  const mask = (1 << bits) - 1;
  const out = new Int32Array(tokens.length * FEATURES_PER_TOKEN).fill(-1);
  const wordHash = new Map<string, number>();
  const w = new Uint32Array(tokens.length);
  const s = new Uint32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let h = wordHash.get(t.norm);
    if (h === undefined) {
      h = hashString(t.norm, 1);
      wordHash.set(t.norm, h);
    }
    w[i] = h;
    s[i] = hashString(skeleton(t), 2);
  }
  for (let i = 0; i < tokens.length; i++) {
    const o = i * FEATURES_PER_TOKEN;
    out[o] = combine(w[i]!, 11) & mask;
    if (i >= 1) {
      out[o + 1] = combine(combine(w[i - 1]!, w[i]!), 12) & mask;
    }
    if (i >= 2) {
      out[o + 2] = combine(combine(combine(w[i - 2]!, w[i - 1]!), w[i]!), 13) & mask;
      out[o + 3] = combine(combine(combine(s[i - 2]!, s[i - 1]!), s[i]!), 14) & mask;
    }
    if (i >= 3) {
      out[o + 4] = combine(combine(combine(combine(s[i - 3]!, s[i - 2]!), s[i - 1]!), s[i]!), 15) & mask;
    }
  }
  return out;
}
