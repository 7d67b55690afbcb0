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
  /** The letters the rules add, as a tree: node i carries on node `parent[i]` (-1: the kept root) by letter `code[i]`. */
  parent: Int32Array;
  code: Int32Array;
  /** Whether an ending stops at node i. */
  ends: Uint8Array;
  /** Whether a rule adds nothing (the root, its strip taken off). */
  bare: boolean;
  /** The rules after which a second suffix may come, each with the suffix rules that may. */
  twice: Array<[AffixRule, AffixRule[]]>;
}

/** A group's rules, being gathered, with its tree's nodes by parent and letter. */
interface GroupDraft {
  strip: string;
  condition: RegExp | null;
  parent: number[];
  code: number[];
  ends: number[];
  nodes: Map<number, number>;
  bare: boolean;
  twice: Array<[AffixRule, AffixRule[]]>;
}

/** A suffix flag's rule groups, and the root endings they fit, worked out once per ending. */
interface FlagGroups {
  /**
   * Letters at the end of a root that decide which groups fit (the longest strip or condition),
   * or -1 to try the groups on each root: a condition other than one letter a position, or
   * endings that repeat too seldom to be worth keeping.
   */
  span: number;
  fitting: Map<string, RuleGroup[]>;
  /** The groups by the last two letters they strip (fewer if they strip fewer). */
  byStrip: Map<string, RuleGroup[]>;
  /** Roots whose groups were looked up among those kept. */
  asked: number;
}

// about 0.3% of non-words let through, each costing a full check (as many as 7 probes over
// the whole filter at 12 bits a form); a form's probes stay within one block, a few cache
// lines, so that building and asking the filter miss the cache once a form, not 7 times
const BITS_PER_FORM = 13;
const PROBES = 7;
const BLOCK_BITS = 2048;
const BLOCK_SHIFT = 11;
const BLOCK_WORDS = BLOCK_BITS / 32;
const HASH_CHUNK = 1 << 20;
// a filter larger than the cache is built region by region (one form at a time, each of
// Portuguese's 8 million forms missed the cache 7 times: two seconds of waiting)
const REGIONS = 256;
const SORT_ABOVE = 2 << 20;
// a step of the build takes a few milliseconds (Portuguese: 2,000 roots make about 50,000
// forms; 2,000 rules are a tenth of its rules; 16 regions take 20 ms of 250)
const STEP_ROOTS = 2048;
const STEP_RULES = 2048;
const STEP_REGIONS = 16;

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

/**
 * How many letters at the end of a word a suffix condition reads (one a position: a letter,
 * "." or a bracketed set), or -1 for anything else. Counted in UTF-16 units, as words are cut,
 * where a position that may hold a letter beyond the BMP counts two.
 */
function conditionSpan(condition: RegExp | null): number {
  if (!condition) return 0;
  const source = condition.source;
  if (!source.endsWith('$')) return -1;
  let span = 0;
  for (let i = 0; i < source.length - 1; i++) {
    const c = source[i]!;
    if (c === '[') {
      const close = source.indexOf(']', i + 1);
      if (close < 0) return -1;
      const set = source.slice(i + 1, close);
      if (/[\\[]/.test(set)) return -1;
      span += /[\ud800-\udfff]/.test(set) ? 2 : 1;
      i = close;
    } else if ('\\()*+?{}|^$]'.includes(c)) return -1;
    else span += c === '.' ? 2 : 1;
  }
  return span;
}

export class FormFilter {
  private bits = new Uint32Array(0);
  /** Blocks in the filter over 2^32: a hash scaled by it picks its block. */
  private scale = 0;
  /** For each prefix as written, the letters its rules strip from the root ("" for most). */
  private readonly prefixStrips = new Map<string, string[]>();
  private readonly maxPrefix: number;
  /** The build's steps, each a slice of a few thousand roots, one chunk or a few regions. */
  private readonly steps: Generator<void, void>;
  private built = false;

  /**
   * The filter of `dict`'s forms, built at once, or (`sliced`) only as far as `buildFor` is
   * given time: Portuguese's takes about a second, which a writer should not wait for.
   */
  constructor(dict: ParsedHunspell, sliced = false) {
    let maxPrefix = 0;
    for (const r of dict.rules) {
      if (r.kind !== 'PFX') continue;
      const strips = this.prefixStrips.get(r.add) ?? [];
      if (!strips.includes(r.strip)) strips.push(r.strip);
      this.prefixStrips.set(r.add, strips);
      maxPrefix = Math.max(maxPrefix, r.add.length);
    }
    this.maxPrefix = maxPrefix;
    this.steps = this.build(dict);
    if (!sliced) this.buildFor(Infinity);
  }

  /** Builds on for about `ms` milliseconds (at least one step); whether the filter is complete. */
  buildFor(ms: number): boolean {
    const until = performance.now() + ms;
    while (!this.built) {
      this.built = this.steps.next().done === true;
      if (performance.now() >= until) break;
    }
    return this.built;
  }

  /** Whether the filter holds every form, as it must before it is asked. */
  get complete(): boolean {
    return this.built;
  }

  private *build(dict: ParsedHunspell): Generator<void, void> {
    const suffixes = new Map<string, AffixRule[]>();
    for (const r of dict.rules) {
      if (r.kind !== 'SFX') continue;
      const list = suffixes.get(r.flag);
      if (list) list.push(r);
      else suffixes.set(r.flag, [r]);
    }
    // a flag's rules by what they strip and the condition they set: the rules of a group (each
    // adding its own ending) fit the same roots. Which groups fit a root depends only on its
    // last few letters, so a Portuguese verb flag's hundreds of rules are sorted out once for
    // each ending rather than for each of thousands of roots
    const byFlag = new Map<string, FlagGroups>();
    // the suffixes a prefix's continuation lets in, under the prefix's flag: the form without
    // the prefix is held, as `mayBeForm` looks for it ("milli|secondes", "grammes")
    const afterPrefix = new Map<string, AffixRule[]>();
    for (const r of dict.rules) {
      if (r.kind !== 'PFX') continue;
      const list = afterPrefix.get(r.flag) ?? [];
      for (const next of r.continuation) for (const s of suffixes.get(next) ?? []) if (!list.includes(s)) list.push(s);
      if (list.length) afterPrefix.set(r.flag, list);
    }
    // the work of a step is done by functions of its own: code in a generator runs slower
    const groupFlag = (flag: string, rules: AffixRule[]): void => {
      const drafts = new Map<string, GroupDraft>();
      let span = 0;
      for (const r of rules) {
        const key = `${r.strip}\u0000${r.condition?.source ?? ''}`;
        let g = drafts.get(key);
        if (!g) {
          drafts.set(key, (g = { strip: r.strip, condition: r.condition, parent: [], code: [], ends: [], nodes: new Map(), bare: false, twice: [] }));
          const reads = conditionSpan(r.condition);
          span = reads < 0 || span < 0 ? -1 : Math.max(span, reads, r.strip.length);
        }
        const outer = r.continuation.flatMap((next) => suffixes.get(next) ?? []);
        if (outer.length) g.twice.push([r, outer]);
        if (r.add === '') {
          g.bare = true;
          continue;
        }
        let node = -1;
        for (let i = 0; i < r.add.length; i++) {
          const c = r.add.charCodeAt(i);
          // a node's key: its parent and letter, as one number
          const key = (node + 1) * 65536 + c;
          let next = g.nodes.get(key);
          if (next === undefined) {
            next = g.parent.length;
            g.nodes.set(key, next);
            g.parent.push(node);
            g.code.push(c);
            g.ends.push(0);
          }
          node = next;
        }
        g.ends[node] = 1;
      }
      const groups = [...drafts.values()].map(
        (d): RuleGroup => ({
          strip: d.strip,
          condition: d.condition,
          parent: Int32Array.from(d.parent),
          code: Int32Array.from(d.code),
          ends: Uint8Array.from(d.ends),
          bare: d.bare,
          twice: d.twice,
        }),
      );
      const byStrip = new Map<string, RuleGroup[]>();
      for (const g of groups) {
        const last = g.strip.slice(-2);
        const list = byStrip.get(last);
        if (list) list.push(g);
        else byStrip.set(last, [g]);
      }
      byFlag.set(flag, { span, fitting: new Map(), byStrip, asked: 0 });
    };
    let rulesDone = 0;
    for (const [flag, rules] of suffixes) {
      rulesDone += rules.length;
      if (rulesDone > STEP_RULES) {
        rulesDone = 0;
        yield;
      }
      groupFlag(flag, rules);
    }
    const fits = (g: RuleGroup, word: string): boolean => word.endsWith(g.strip) && (!g.condition || g.condition.test(word));
    // the groups that fit a word: only those whose strip it ends in are tried
    const fitting = (table: FlagGroups, word: string): RuleGroup[] => {
      const out: RuleGroup[] = [];
      const endings = word.length > 1 ? ['', word.slice(-1), word.slice(-2)] : word.length === 1 ? ['', word] : [''];
      for (const ending of endings) for (const g of table.byStrip.get(ending) ?? []) if (fits(g, word)) out.push(g);
      return out;
    };
    // the hashes are gathered first, as the filter's size follows from their number, in chunks
    // rather than one array grown by copying (Portuguese has 8 million: 32 MB while building)
    const chunks: Uint32Array[] = [];
    let chunk: Uint32Array = new Uint32Array(HASH_CHUNK);
    let filled = 0;
    const add = (hash: number): void => {
      if (filled === HASH_CHUNK) {
        chunks.push(chunk);
        chunk = new Uint32Array(HASH_CHUNK);
        filled = 0;
      }
      chunk[filled++] = hash;
    };
    // FNV over each prefix of the root: a suffixed form's hash carries on from the letters it
    // keeps, so the millions of forms of a large dictionary are hashed without being built
    let prefixHash = new Uint32Array(64);
    // the hash at each node of a group's tree, for the root at hand
    let nodeHash = new Int32Array(256);
    const formsOf = (group: RuleGroup, root: string): void => {
      const kept = root.length - group.strip.length;
      const start = prefixHash[kept]!;
      if (group.bare) add(mix(start));
      const { parent, code, ends } = group;
      if (nodeHash.length < parent.length) nodeHash = new Int32Array(parent.length * 2);
      for (let i = 0; i < parent.length; i++) {
        const p = parent[i]!;
        const h = Math.imul((p < 0 ? start : nodeHash[p]!) ^ code[i]!, 0x01000193);
        nodeHash[i] = h;
        if (ends[i] === 1) add(mix(h));
      }
      for (const [rule, outer] of group.twice) {
        const once = root.slice(0, kept) + rule.add;
        for (const second of outer) {
          const twice = applySuffix(second, once);
          if (twice !== null) add(hashOf(twice));
        }
      }
    };
    const formsIfFit = (groups: RuleGroup[] | undefined, root: string): void => {
      if (groups) for (const group of groups) if (fits(group, root)) formsOf(group, root);
    };
    const formsOfRoot = (root: string, entries: string[][]): void => {
      if (prefixHash.length <= root.length) prefixHash = new Uint32Array(root.length * 2);
      prefixHash[0] = FNV_START;
      for (let i = 0; i < root.length; i++) prefixHash[i + 1] = Math.imul(prefixHash[i]! ^ root.charCodeAt(i), 0x01000193);
      add(mix(prefixHash[root.length]!));
      const last = root.slice(-1);
      const lastTwo = root.length > 1 ? root.slice(-2) : '';
      for (const flags of entries) {
        for (const flag of flags) {
          for (const rule of afterPrefix.get(flag) ?? []) {
            const form = applySuffix(rule, root);
            if (form !== null) add(hashOf(form));
          }
          const table = byFlag.get(flag);
          if (!table) continue;
          if (table.span < 0) {
            // tried on the root itself, as before any was kept
            formsIfFit(table.byStrip.get(''), root);
            formsIfFit(table.byStrip.get(last), root);
            if (lastTwo) formsIfFit(table.byStrip.get(lastTwo), root);
            continue;
          }
          const ending = root.length > table.span ? root.slice(root.length - table.span) : root;
          let groups = table.fitting.get(ending);
          if (!groups) {
            table.fitting.set(ending, (groups = fitting(table, ending)));
            // where roots rarely share their ending (Spanish plurals read up to 7 letters), the
            // groups are tried on each root instead
            if (table.fitting.size > 256 && table.fitting.size * 4 > table.asked) table.span = -1;
          }
          table.asked++;
          for (const group of groups) formsOf(group, root);
        }
      }
    };
    let rootsDone = 0;
    for (const [root, entries] of dict.roots) {
      if (++rootsDone % STEP_ROOTS === 0) yield;
      formsOfRoot(root, entries);
    }
    chunks.push(chunk.subarray(0, filled));
    const n = (chunks.length - 1) * HASH_CHUNK + filled;
    const blocks = Math.max(1, Math.ceil((n * BITS_PER_FORM) / BLOCK_BITS));
    yield;
    const bits = new Uint32Array(blocks * BLOCK_WORDS);
    const scale = blocks / 2 ** 32;
    const insert = (from: Uint32Array, begin: number, end: number): void => {
      for (let j = begin; j < end; j++) {
        const h = from[j]!;
        const base = Math.floor(h * scale) * BLOCK_WORDS;
        const h2 = mix(h ^ 0x9e3779b9);
        const step = (h2 >>> BLOCK_SHIFT) | 1;
        for (let k = 0, at = h2 & (BLOCK_BITS - 1); k < PROBES; k++, at = (at + step) & (BLOCK_BITS - 1)) {
          const word = base + (at >>> 5);
          bits[word] = bits[word]! | (1 << (at & 31));
        }
      }
    };
    // a filter that fits in cache (all but Portuguese and Italian) takes the forms as they came
    if (bits.byteLength <= SORT_ABOVE) {
      for (const hashes of chunks) insert(hashes, 0, hashes.length);
      this.bits = bits;
      this.scale = scale;
      return;
    }
    // a larger one region by region: each chunk is sorted by region (the hash's top byte, which
    // picks the block), then each region's hashes go in from every chunk while it is in cache
    const starts: Int32Array[] = [];
    let spare: Uint32Array = new Uint32Array(HASH_CHUNK);
    const sortChunk = (c: number): void => {
      const hashes = chunks[c]!;
      const at = new Int32Array(REGIONS + 1);
      for (let j = 0; j < hashes.length; j++) at[(hashes[j]! >>> 24) + 1]! += 1;
      for (let r = 0; r < REGIONS; r++) at[r + 1]! += at[r]!;
      starts.push(at.slice());
      for (let j = 0; j < hashes.length; j++) {
        const h = hashes[j]!;
        spare[at[h >>> 24]!++] = h;
      }
      chunks[c] = spare.subarray(0, hashes.length);
      spare = new Uint32Array(hashes.buffer);
    };
    for (let c = 0; c < chunks.length; c++) {
      yield;
      sortChunk(c);
    }
    for (let r = 0; r < REGIONS; r++) {
      if (r % STEP_REGIONS === 0) yield;
      for (let c = 0; c < chunks.length; c++) insert(chunks[c]!, starts[c]![r]!, starts[c]![r + 1]!);
    }
    this.bits = bits;
    this.scale = scale;
  }

  /** Bytes the filter keeps. */
  get byteSize(): number {
    return this.bits.byteLength;
  }

  /** False only when `word` is neither a root nor a root with one or two suffixes. */
  holds(word: string): boolean {
    return this.holdsHashed(fnv(FNV_START, word));
  }

  /** `holds` for the word whose `fnv` from FNV_START is `state`. */
  holdsHashed(state: number): boolean {
    const h = mix(state);
    const base = Math.floor(h * this.scale) * BLOCK_WORDS;
    const h2 = mix(h ^ 0x9e3779b9);
    const step = (h2 >>> BLOCK_SHIFT) | 1;
    for (let i = 0, at = h2 & (BLOCK_BITS - 1); i < PROBES; i++, at = (at + step) & (BLOCK_BITS - 1)) {
      if ((this.bits[base + (at >>> 5)]! & (1 << (at & 31))) === 0) return false;
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
