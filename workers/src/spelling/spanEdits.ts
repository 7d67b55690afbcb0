// Edits that replace a group of letters at once, for spellings that follow the
// sound rather than a slip of one letter: "f" typed for "ph", "ow" for "ough", a
// silent "gh" left out. The edit cost takes each as one step of its own cost.

export interface SpanEdit {
  /** Letters as typed ("" when the writer left the group out). */
  typed: string;
  /** Letters of the intended word. */
  intended: string;
  cost: number;
}

/**
 * The group steps possible between one typed word and one candidate, as lists per
 * cell of the edit-cost table (cell = typed letters used * columns + intended letters
 * used): `head[cell]` is the first step ending there (-1 for none), `next` chains the rest.
 * One object is refilled for every candidate, the ranking's hot path.
 */
export class SpanSteps {
  head = new Int32Array(64 * 64);
  next = new Int32Array(256);
  from = new Int32Array(256);
  cost = new Float64Array(256);
  count = 0;
  /** A step starts at the first letter of both words, so a differing first letter is explained. */
  coversStart = false;
  /** Longest typed side of these steps: how many rows back a step may reach. */
  maxTypedLength = 0;

  reset(cells: number): void {
    if (cells > this.head.length) this.head = new Int32Array(cells * 2);
    this.head.fill(-1, 0, cells);
    this.count = 0;
    this.coversStart = false;
    this.maxTypedLength = 0;
  }

  add(end: number, from: number, cost: number): void {
    if (this.count === this.next.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.next = grow(this.next, (n) => new Int32Array(n));
      this.from = grow(this.from, (n) => new Int32Array(n));
      this.cost = grow(this.cost, (n) => new Float64Array(n));
    }
    const k = this.count++;
    this.from[k] = from;
    this.cost[k] = cost;
    this.next[k] = this.head[end]!;
    this.head[end] = k;
  }
}

const ASCII = 128;

/** The slot standing for the first two letters of `group` (its only one when it has one), or -1 when none fits: a group in a slot has its first letters matched by the slot. */
function letterKey(group: string): number {
  const a = group.charCodeAt(0);
  if (!(a < ASCII)) return -1;
  if (group.length === 1) return a;
  const b = group.charCodeAt(1);
  return b < ASCII ? ASCII + a * ASCII + b : -1;
}

function positionsOf(part: string, word: string): number[] {
  const out: number[] = [];
  if (!part) {
    for (let i = 0; i <= word.length; i++) out.push(i);
    return out;
  }
  for (let at = word.indexOf(part); at >= 0; at = word.indexOf(part, at + 1)) out.push(at);
  return out;
}

export class SpanEdits {
  private readonly edits: SpanEdit[];
  // the typed word stays the same while hundreds of candidates are ranked against it
  private lastTyped = '';
  private present: SpanEdit[] = [];
  private typedPositions: number[][] = [];
  /**
   * The present groups by the slot of their intended side's first letter or two, as lists
   * (`slotHead`, valid where `slotStamp` holds `typedStamp`; `slotNext` chains them): a
   * candidate is searched only for the groups that start with one of its letters or pairs.
   */
  private readonly slotHead = new Int32Array(ASCII + ASCII * ASCII);
  private readonly slotStamp = new Int32Array(ASCII + ASCII * ASCII);
  private slotNext = new Int32Array(64);
  private typedStamp = 0;
  /** Present groups no slot stands for (an empty or non-ASCII intended side): searched in every candidate. */
  private unslotted: number[] = [];
  private readonly steps = new SpanSteps();

  constructor(edits: readonly SpanEdit[]) {
    const best = new Map<string, SpanEdit>();
    for (const e of edits) {
      if (e.typed === e.intended || e.cost < 0) continue;
      const key = `${e.typed}\u0000${e.intended}`;
      const seen = best.get(key);
      if (!seen || e.cost < seen.cost) best.set(key, { ...e });
    }
    this.edits = [...best.values()];
    for (const e of this.edits) {
      const change = Math.abs(e.intended.length - e.typed.length);
      if (change > 0) this.lengthChangeCost = Math.min(this.lengthChangeCost, e.cost / change);
    }
  }

  /** The least cost per letter by which one of these steps makes a word longer or shorter. */
  readonly lengthChangeCost: number = Infinity;

  /** The intended letters of the steps that can rewrite the start of `typed` (its "f" as "ph"). */
  startsFor(typed: string): string[] {
    return this.edits.filter((e) => e.typed && e.intended && typed.startsWith(e.typed)).map((e) => e.intended);
  }

  get size(): number {
    return this.edits.length;
  }

  /** `typed` with one group of letters written the other way, for finding candidates (silent letters left aside: they fit anywhere). */
  variants(typed: string): Set<string> {
    const out = new Set<string>();
    for (const e of this.edits) {
      if (!e.typed) continue;
      for (const p of positionsOf(e.typed, typed)) out.add(typed.slice(0, p) + e.intended + typed.slice(p + e.typed.length));
    }
    return out;
  }

  stepsBetween(typed: string, intended: string): SpanSteps {
    if (typed !== this.lastTyped) this.prepare(typed);
    const cols = intended.length + 1;
    const out = this.steps;
    out.reset((typed.length + 1) * cols);
    const stamp = this.typedStamp;
    for (let j = 0; j < intended.length; j++) {
      const a = intended.charCodeAt(j);
      if (a >= ASCII) continue;
      if (this.slotStamp[a] === stamp) this.addAt(this.slotHead[a]!, intended, j, cols);
      const b = intended.charCodeAt(j + 1);
      const pair = ASCII + a * ASCII + b;
      if (b < ASCII && this.slotStamp[pair] === stamp) this.addAt(this.slotHead[pair]!, intended, j, cols);
    }
    for (const k of this.unslotted) {
      const e = this.present[k]!;
      for (let q = intended.indexOf(e.intended); q >= 0; q = e.intended ? intended.indexOf(e.intended, q + 1) : q < intended.length ? q + 1 : -1) this.addSteps(k, q, cols);
    }
    return out;
  }

  /** The groups whose typed side `typed` has, in their slots. */
  private prepare(typed: string): void {
    this.lastTyped = typed;
    this.present = [];
    this.typedPositions = [];
    this.unslotted = [];
    if (this.typedStamp === 2 ** 30) {
      this.slotStamp.fill(0);
      this.typedStamp = 0;
    }
    const stamp = ++this.typedStamp;
    for (const e of this.edits) {
      const at = positionsOf(e.typed, typed);
      if (at.length === 0) continue;
      const k = this.present.length;
      this.present.push(e);
      this.typedPositions.push(at);
      const slot = letterKey(e.intended);
      if (slot < 0) {
        this.unslotted.push(k);
        continue;
      }
      if (k === this.slotNext.length) {
        const grown = new Int32Array(k * 2);
        grown.set(this.slotNext);
        this.slotNext = grown;
      }
      this.slotNext[k] = this.slotStamp[slot] === stamp ? this.slotHead[slot]! : -1;
      this.slotHead[slot] = k;
      this.slotStamp[slot] = stamp;
    }
  }

  /** Steps for the groups of one slot's list whose intended side stands in the candidate at `q`. */
  private addAt(first: number, intended: string, q: number, cols: number): void {
    for (let k = first; k >= 0; k = this.slotNext[k]!) {
      // the slot has matched the first letter or two: only longer groups are compared
      const part = this.present[k]!.intended;
      if (part.length <= 2 || intended.startsWith(part, q)) this.addSteps(k, q, cols);
    }
  }

  private addSteps(k: number, q: number, cols: number): void {
    const e = this.present[k]!;
    const out = this.steps;
    if (e.typed.length > out.maxTypedLength) out.maxTypedLength = e.typed.length;
    for (const p of this.typedPositions[k]!) {
      out.add((p + e.typed.length) * cols + q + e.intended.length, p * cols + q, e.cost);
      if (p === 0 && q === 0 && e.typed && e.intended) out.coversStart = true;
    }
  }
}
