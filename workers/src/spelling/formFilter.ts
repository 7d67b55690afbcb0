import type { AffixRule, ParsedHunspell } from './hunspellAffixes.js';

// A Bloom filter of the forms the affix rules make of the dictionary's roots: each root,
// each root with a suffix, and each of those with a second suffix its rule allows. A word
// with a prefix is looked up with the prefix taken off, so the prefixes (which multiply
// Italian forms to tens of millions) are not stored. It never turns a form the affix
// checker accepts away, so asking it first only saves the checker's time: the suggestions
// weigh about a thousand edits of a word, and the checker takes tens of microseconds each.

interface RuleGroup {
  strip: string;
  condition: RegExp | null;
  rules: AffixRule[];
}

// about 0.3% of non-words let through; each costs a full check
const BITS_PER_FORM = 12;
const PROBES = 7;
const HASH_CHUNK = 1 << 20;

export const FNV_START = 0x811c9dc5;

/** FNV-1a carried on from `start` over `s`: a word's hash is carried on letter by letter. */
export function fnv(start: number, s: string): number {
  let h = start;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** FNV-1a of `s`, mixed so that every bit depends on every letter. */
const hashOf = (s: string): number => mix(fnv(FNV_START, s));

/** murmur3's finaliser. */
function mix(x: number): number {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The form a suffix `rule` makes of `word`, or null where its strip or condition does not fit. */
function applySuffix(rule: AffixRule, word: string): string | null {
  if (!word.endsWith(rule.strip) || (rule.condition && !rule.condition.test(word))) return null;
  return word.slice(0, word.length - rule.strip.length) + rule.add;
}

export class FormFilter {
  private readonly bits: Uint32Array;
  /** Bits in the filter over 2^32: a 32-bit probe scaled by it picks a bit (a size of any length). */
  private readonly scale: number;
  /** For each prefix as written, the letters its rules strip from the root ("" for most). */
  private readonly prefixStrips = new Map<string, string[]>();
  private readonly maxPrefix: number;

  constructor(dict: ParsedHunspell) {
    const suffixes = new Map<string, AffixRule[]>();
    // a flag's suffix rules by the last two letters they strip (fewer if they strip fewer): a
    // Portuguese verb flag has hundreds of rules, of which a root's ending leaves a few to try
    // and, within those, by what they strip and the condition they set: the rules of a group
    // (each adding its own ending) fit the same roots, so the condition is tested once for them
    const byEnding = new Map<string, Map<string, RuleGroup[]>>();
    let maxPrefix = 0;
    for (const r of dict.rules) {
      if (r.kind === 'SFX') {
        const list = suffixes.get(r.flag);
        if (list) list.push(r);
        else suffixes.set(r.flag, [r]);
        let ending = byEnding.get(r.flag);
        if (!ending) byEnding.set(r.flag, (ending = new Map()));
        const last = r.strip.slice(-2);
        let groups = ending.get(last);
        if (!groups) ending.set(last, (groups = []));
        const group = groups.find((g) => g.strip === r.strip && g.condition?.source === r.condition?.source);
        if (group) group.rules.push(r);
        else groups.push({ strip: r.strip, condition: r.condition, rules: [r] });
      } else {
        const strips = this.prefixStrips.get(r.add) ?? [];
        if (!strips.includes(r.strip)) strips.push(r.strip);
        this.prefixStrips.set(r.add, strips);
        maxPrefix = Math.max(maxPrefix, r.add.length);
      }
    }
    this.maxPrefix = maxPrefix;
    // the hashes are gathered first, as the filter's size follows from their number, in chunks
    // rather than one array grown by copying (Portuguese has 8 million: 32 MB while building)
    const chunks: Uint32Array[] = [];
    let chunk = new Uint32Array(HASH_CHUNK);
    let filled = 0;
    let n = 0;
    const add = (hash: number): void => {
      if (filled === HASH_CHUNK) {
        chunks.push(chunk);
        chunk = new Uint32Array(HASH_CHUNK);
        filled = 0;
      }
      chunk[filled++] = hash;
      n++;
    };
    // FNV over each prefix of the root: a suffixed form's hash carries on from the letters it
    // keeps, so the millions of forms of a large dictionary are hashed without being built
    let prefixHash = new Uint32Array(64);
    const suffixed = (group: RuleGroup, root: string): void => {
      if (!root.endsWith(group.strip) || (group.condition && !group.condition.test(root))) return;
      const kept = root.length - group.strip.length;
      for (const rule of group.rules) {
        add(mix(fnv(prefixHash[kept]!, rule.add)));
        if (rule.continuation.length === 0) continue;
        const once = root.slice(0, kept) + rule.add;
        for (const next of rule.continuation) {
          for (const outer of suffixes.get(next) ?? []) {
            const twice = applySuffix(outer, once);
            if (twice !== null) add(hashOf(twice));
          }
        }
      }
    };
    for (const [root, entries] of dict.roots) {
      if (prefixHash.length <= root.length) prefixHash = new Uint32Array(root.length * 2);
      prefixHash[0] = FNV_START;
      for (let i = 0; i < root.length; i++) prefixHash[i + 1] = Math.imul(prefixHash[i]! ^ root.charCodeAt(i), 0x01000193);
      add(mix(prefixHash[root.length]!));
      const endings = root.length > 1 ? ['', root.slice(-1), root.slice(-2)] : ['', root];
      for (const flags of entries) {
        for (const flag of flags) {
          const byStrip = byEnding.get(flag);
          if (!byStrip) continue;
          for (const ending of endings) for (const group of byStrip.get(ending) ?? []) suffixed(group, root);
        }
      }
    }
    const words = Math.max(1, Math.ceil((n * BITS_PER_FORM) / 32));
    this.bits = new Uint32Array(words);
    this.scale = (words * 32) / 2 ** 32;
    chunks.push(chunk.subarray(0, filled));
    for (const hashes of chunks) for (let i = 0; i < hashes.length; i++) this.insert(hashes[i]!);
  }

  /** Bytes the filter keeps. */
  get byteSize(): number {
    return this.bits.byteLength;
  }

  // probe i is h + i * h2 (double hashing); h2 is mixed from all of h, or two forms whose
  // hashes share the low bits (the ones a probe keeps) would share every probe
  private insert(h: number): void {
    const h2 = mix(h ^ 0x9e3779b9) | 1;
    for (let i = 0, at = h; i < PROBES; i++, at = (at + h2) >>> 0) {
      const bit = Math.floor(at * this.scale);
      this.bits[bit >>> 5] = this.bits[bit >>> 5]! | (1 << (bit & 31));
    }
  }

  /** False only when `word` is neither a root nor a root with one or two suffixes. */
  holds(word: string): boolean {
    return this.holdsHashed(fnv(FNV_START, word));
  }

  /** `holds` for the word whose `fnv` from FNV_START is `state`. */
  holdsHashed(state: number): boolean {
    const h = mix(state);
    const h2 = mix(h ^ 0x9e3779b9) | 1;
    for (let i = 0, at = h; i < PROBES; i++, at = (at + h2) >>> 0) {
      const bit = Math.floor(at * this.scale);
      if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** False only when no root, with or without affixes, makes `word` (compounds aside). */
  mayBeForm(word: string): boolean {
    if (this.holds(word)) return true;
    for (let n = 1; n <= Math.min(this.maxPrefix, word.length - 1); n++) {
      const strips = this.prefixStrips.get(word.slice(0, n));
      if (!strips) continue;
      const rest = word.slice(n);
      for (const strip of strips) if (this.holds(strip + rest)) return true;
    }
    return false;
  }
}
