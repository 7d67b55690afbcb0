// Symmetric-delete candidate index. Each vocabulary word is stored under the hash of
// itself and of every form with one or two letters deleted (two only for common
// words, to bound the size); a query looks up its own forms with up to two letters
// deleted. A hit means the two words share a common core, which covers every single
// edit and most double edits. Entries are packed as hash * 2^20 + id in one sorted
// Float64Array (8 bytes each, exact below 2^53), small enough for a browser worker
// and sorted natively; a hash collision only adds a candidate that ranking rejects.

const ID_SPACE = 2 ** 20;
// Where each run of entries sharing a hash's top bits starts: a lookup searches its run
// (a few dozen entries) instead of the whole array, whose far-apart probes miss the cache.
const BUCKET_SHIFT = 16;

/** FNV-1a over `s` without the letters at `skipA` and `skipB`. */
function hashSkipping(s: string, skipA: number, skipB: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    if (i === skipA || i === skipB) continue;
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `word` and every form of it with up to `depth` letters deleted. */
export function deletions(word: string, depth: number, out: Set<string>): Set<string> {
  out.add(word);
  if (depth === 0 || word.length <= 1) return out;
  for (let i = 0; i < word.length; i++) {
    if (i > 0 && word[i] === word[i - 1]) continue; // same result as deleting the previous letter
    const d = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(d)) deletions(d, depth - 1, out);
  }
  return out;
}

export class DeleteIndex {
  private readonly entries: Float64Array;
  /** `bucketStart[b]` is the first entry whose hash has top bits `b`; one more slot ends the last run. */
  private readonly bucketStart = new Uint32Array(2 ** (32 - BUCKET_SHIFT) + 1);

  constructor(words: readonly string[], depthOf: (id: number) => number) {
    if (words.length >= ID_SPACE) throw new Error('vocabulary too large for the delete index');
    let buf = new Float64Array(words.length * 12);
    let n = 0;
    const push = (h: number, id: number): void => {
      if (n === buf.length) {
        const bigger = new Float64Array(buf.length * 2);
        bigger.set(buf);
        buf = bigger;
      }
      buf[n++] = h * ID_SPACE + id;
    };
    words.forEach((w, id) => {
      push(hashSkipping(w, -1, -1), id);
      const depth = w.length > 1 ? depthOf(id) : 0;
      if (depth < 1) return;
      for (let i = 0; i < w.length; i++) {
        if (i > 0 && w[i] === w[i - 1]) continue;
        push(hashSkipping(w, i, -1), id);
        if (depth < 2 || w.length <= 2) continue;
        for (let j = i + 1; j < w.length; j++) {
          if (j > i + 1 && w[j] === w[j - 1]) continue;
          push(hashSkipping(w, i, j), id);
        }
      }
    });
    this.entries = buf.slice(0, n).sort();
    const starts = this.bucketStart;
    let at = 0;
    for (let b = 0; b < starts.length; b++) {
      while (at < n && Math.floor(this.entries[at]! / ID_SPACE) >>> BUCKET_SHIFT < b) at++;
      starts[b] = at;
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** Adds to `into` the ids of the words stored under `form`. */
  lookup(form: string, into: Set<number>): void {
    const h = hashSkipping(form, -1, -1);
    const lowKey = h * ID_SPACE;
    const highKey = lowKey + ID_SPACE;
    const e = this.entries;
    let lo = this.bucketStart[h >>> BUCKET_SHIFT]!;
    let hi = this.bucketStart[(h >>> BUCKET_SHIFT) + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (e[mid]! < lowKey) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < e.length && e[i]! < highKey; i++) into.add(e[i]! - lowKey);
  }
}
