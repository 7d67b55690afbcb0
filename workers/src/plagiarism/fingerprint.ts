import { normaliseText, originalRange } from './normalise.js';

/** One selected shingle: its hash and the original characters of its words. */
export interface FingerprintHash {
  /** unsigned 32-bit FNV-1a hash of the normalised word n-gram: a safe integer in JSON and SQL */
  hash: number;
  start: number;
  end: number;
}

export interface Fingerprint {
  hashes: FingerprintHash[];
}

export interface FingerprintOptions {
  /** words per shingle */
  n?: number;
  /** winnowing window, in shingles: any copy of `n + window - 1` words shares at least one hash */
  window?: number;
}

export const DEFAULT_SHINGLE_WORDS = 5;
export const DEFAULT_WINNOW_WINDOW = 4;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Word n-grams of the normalised text, hashed, with their original character ranges. */
export function shingles(text: string, n = DEFAULT_SHINGLE_WORDS): FingerprintHash[] {
  const norm = normaliseText(text);
  const words: [number, number][] = [];
  for (const m of norm.text.matchAll(/\S+/g)) words.push([m.index, m.index + m[0].length]);
  const out: FingerprintHash[] = [];
  for (let w = 0; w + n <= words.length; w++) {
    const from = words[w]![0], to = words[w + n - 1]![1];
    const [start, end] = originalRange(norm, from, to, text);
    out.push({ hash: fnv1a(norm.text.slice(from, to)), start, end });
  }
  return out;
}

/**
 * Winnowed fingerprint of a document (Schleimer, Wilkerson, Aiken 2003): of every window of
 * consecutive shingle hashes the smallest is kept (the rightmost on ties), each selection once.
 * Two documents sharing a run of `n + window - 1` words share at least one kept hash, so the
 * corpus index only stores about 2 / (window + 1) of the shingles.
 */
export function fingerprintDocument(text: string, options: FingerprintOptions = {}): Fingerprint {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  const n = Math.max(1, Math.floor(options.n ?? DEFAULT_SHINGLE_WORDS));
  const window = Math.max(1, Math.floor(options.window ?? DEFAULT_WINNOW_WINDOW));
  const all = shingles(text, n);
  if (all.length <= window) {
    // A short text: keep its smallest shingle so that it can still be found.
    if (!all.length) return { hashes: [] };
    const min = all.reduce((a, b) => (b.hash <= a.hash ? b : a));
    return { hashes: [min] };
  }
  const hashes: FingerprintHash[] = [];
  let last = -1;
  for (let w = 0; w + window <= all.length; w++) {
    let pick = w;
    for (let k = w + 1; k < w + window; k++) if (all[k]!.hash <= all[pick]!.hash) pick = k;
    if (pick !== last) {
      hashes.push(all[pick]!);
      last = pick;
    }
  }
  return { hashes };
}
