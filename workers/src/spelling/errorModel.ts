// A learned error model in the manner of Brill and Moore (2000): how likely a writer is
// to type the letters β where a word has α ("ant" for "ent", "f" for "ph", "c" for "cc"),
// estimated from pairs of misspellings and their corrections. Each pair is aligned letter
// by letter; every run of differing letters, widened by up to `context` matching letters on
// either side, counts once as α -> β, and P(β | α) is that count over the number of times
// α occurs in the corrections. The suggester takes -ln P as the cost of the group step.

export interface LearnedEdit {
  /** Letters as typed. */
  typed: string;
  /** Letters of the intended word. */
  intended: string;
  /** -ln P(typed | intended). */
  nats: number;
}

export interface ErrorModelOptions {
  /** Matching letters a run of differences is widened by, on each side. */
  context: number;
  /** Longest intended side kept. */
  maxLength: number;
  /** A group step is kept only when seen in this many different corrections: a slip of English, not of one word. */
  minWords: number;
  /** Subtracted from every count (absolute discounting): a step seen twice is rarer than its count says. */
  discount: number;
  /** Added to the times α occurs: a group seen in few corrections says little about how often it is mistyped. */
  priorCount: number;
  /** Rarer steps (-ln P above this) are left to the letter-by-letter costs: each step slows every ranking down. */
  maxNats: number;
  /** Pairs further apart than this many letter edits are different words, not slips, and teach nothing. */
  maxDistance: number;
}

export const defaultErrorModelOptions: ErrorModelOptions = { context: 1, maxLength: 3, minWords: 2, discount: 0.5, priorCount: 5, maxNats: 5, maxDistance: 3 };

interface Step {
  typed: string;
  intended: string;
}

/** The letter-by-letter alignment of the least plain edits (a swap of neighbours is one), matches included. */
export function alignLetters(typed: string, intended: string): Step[] {
  const n = typed.length;
  const m = intended.length;
  const d: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let best = d[i - 1]![j - 1]! + (typed[i - 1] === intended[j - 1] ? 0 : 1);
      best = Math.min(best, d[i - 1]![j]! + 1, d[i]![j - 1]! + 1);
      if (i > 1 && j > 1 && typed[i - 1] === intended[j - 2] && typed[i - 2] === intended[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  const steps: Step[] = [];
  let i = n;
  let j = m;
  // walking back, a match is preferred, so the differing letters stay together
  while (i > 0 || j > 0) {
    const here = d[i]![j]!;
    if (i > 0 && j > 0 && typed[i - 1] === intended[j - 1] && here === d[i - 1]![j - 1]) {
      steps.push({ typed: typed[i - 1]!, intended: intended[j - 1]! });
      i--;
      j--;
    } else if (i > 1 && j > 1 && typed[i - 1] === intended[j - 2] && typed[i - 2] === intended[j - 1] && here === d[i - 2]![j - 2]! + 1) {
      steps.push({ typed: typed.slice(i - 2, i), intended: intended.slice(j - 2, j) });
      i -= 2;
      j -= 2;
    } else if (i > 0 && j > 0 && here === d[i - 1]![j - 1]! + 1) {
      steps.push({ typed: typed[i - 1]!, intended: intended[j - 1]! });
      i--;
      j--;
    } else if (j > 0 && here === d[i]![j - 1]! + 1) {
      steps.push({ typed: '', intended: intended[j - 1]! });
      j--;
    } else {
      steps.push({ typed: typed[i - 1]!, intended: '' });
      i--;
    }
  }
  return steps.reverse();
}

/** The α -> β groups one pair shows: each run of differing steps with 0 to `context` matching letters around it. */
export function groupEdits(typed: string, intended: string, o: ErrorModelOptions = defaultErrorModelOptions): Step[] {
  const steps = alignLetters(typed, intended);
  const distance = steps.filter((s) => s.typed !== s.intended).length;
  if (distance === 0 || distance > o.maxDistance) return [];
  const out: Step[] = [];
  for (let a = 0; a < steps.length; a++) {
    if (steps[a]!.typed === steps[a]!.intended) continue;
    let b = a;
    while (b + 1 < steps.length && steps[b + 1]!.typed !== steps[b + 1]!.intended) b++;
    for (let left = 0; left <= o.context; left++) {
      for (let right = 0; right <= o.context; right++) {
        const from = a - left;
        const to = b + right;
        if (from < 0 || to >= steps.length) continue;
        const window = steps.slice(from, to + 1);
        // the widening takes matching letters only: another run of differences is a step of its own
        if (window.slice(0, left).some((s) => s.typed !== s.intended) || window.slice(window.length - right).some((s) => s.typed !== s.intended)) continue;
        const t = window.map((s) => s.typed).join('');
        const i = window.map((s) => s.intended).join('');
        // a letter added or left out is placed by its neighbour: both sides have letters
        if (!t || !i || i.length > o.maxLength) continue;
        out.push({ typed: t, intended: i });
      }
    }
    a = b;
  }
  return out;
}

function occurrences(part: string, word: string): number {
  let n = 0;
  for (let at = word.indexOf(part); at >= 0; at = word.indexOf(part, at + 1)) n++;
  return n;
}

/** The group steps of the pairs, most likely first (ties in letter order), with the probability in nats. */
export function learnErrorModel(pairs: ReadonlyArray<{ typed: string; intended: string }>, o: ErrorModelOptions = defaultErrorModelOptions): LearnedEdit[] {
  const counts = new Map<string, { typed: string; intended: string; count: number; words: Set<string> }>();
  const words: string[] = [];
  for (const p of pairs) {
    const typed = p.typed.toLowerCase();
    const intended = p.intended.toLowerCase();
    if (!/^[a-z']+$/.test(typed) || !/^[a-z']+$/.test(intended)) continue;
    words.push(intended);
    for (const e of groupEdits(typed, intended, o)) {
      const key = `${e.typed}\u0000${e.intended}`;
      let c = counts.get(key);
      if (!c) counts.set(key, (c = { ...e, count: 0, words: new Set() }));
      c.count++;
      c.words.add(intended);
    }
  }
  const out: LearnedEdit[] = [];
  for (const c of counts.values()) {
    if (c.words.size < o.minWords) continue;
    const seen = words.reduce((n, w) => n + occurrences(c.intended, w), 0);
    const nats = -Math.log(Math.min(1, (c.count - o.discount) / (seen + o.priorCount)));
    if (nats <= o.maxNats) out.push({ typed: c.typed, intended: c.intended, nats: Math.round(nats * 1000) / 1000 });
  }
  return out.sort((a, b) => a.nats - b.nats || (a.intended < b.intended ? -1 : a.intended > b.intended ? 1 : a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : 0));
}
