import type { SpanEdits, SpanSteps } from './spanEdits.js';

// Weighted Damerau-Levenshtein (optimal string alignment) distance between a
// misspelling and a candidate. The weights encode how people actually misspell:
// doubling or undoubling a letter, swapping vowels, hitting a neighbouring key and
// transposing two letters are cheaper than an arbitrary edit.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
// a table rather than a set: asked for every letter of every candidate
const VOWEL_CODES = new Uint8Array(128);
for (const v of VOWELS) VOWEL_CODES[v.charCodeAt(0)] = 1;
const isVowel = (code: number): boolean => VOWEL_CODES[code] === 1;

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY_POS = new Map<string, [number, number]>();
QWERTY_ROWS.forEach((row, r) => {
  for (let c = 0; c < row.length; c++) KEY_POS.set(row[c]!, [r, c + r * 0.5]);
});

function keyboardNeighbours(a: string, b: string): boolean {
  const pa = KEY_POS.get(a);
  const pb = KEY_POS.get(b);
  if (!pa || !pb) return false;
  return Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}

// Letter pairs that sound alike in English spelling (c/k/s, f/v, ...).
const SOUND_ALIKE = new Set(['ck', 'kc', 'cs', 'sc', 'sz', 'zs', 'fv', 'vf', 'gj', 'jg', 'mn', 'nm', 'dt', 'td', 'bp', 'pb', 'xz', 'zx', 'qk', 'kq']);

export interface EditWeights {
  substitute: number;
  vowelSwap: number;
  keyboard: number;
  soundAlike: number;
  insert: number;
  /** Inserting a vowel the writer left out ("intellgnt"). */
  vowelInsert: number;
  delete: number;
  /** Deleting a vowel the writer added ("persuing"). */
  vowelDelete: number;
  doubling: number;
  transpose: number;
  /** Swapping two letters around the one between them ("tradegy"). */
  farTranspose: number;
  firstLetter: number;
}

export const defaultEditWeights: EditWeights = {
  substitute: 1,
  vowelSwap: 0.6,
  keyboard: 0.75,
  soundAlike: 0.7,
  insert: 1,
  vowelInsert: 1,
  delete: 1,
  vowelDelete: 1,
  doubling: 0.35,
  transpose: 0.6,
  farTranspose: 0.9,
  firstLetter: 0.6,
};

/** A letter without its accent or other marks ("é" -> "e"). */
export const baseLetter = (c: string): string => c.normalize('NFD').replace(/\p{M}+/gu, '');

function substitutionCost(a: string, b: string, w: EditWeights): number {
  if (a === b) return 0;
  // a missing or wrong accent (esta / está, cote / côté) is the cheapest slip
  if ((a.charCodeAt(0) > 127 || b.charCodeAt(0) > 127) && baseLetter(a) === baseLetter(b)) return w.vowelSwap / 3;
  // i and y stand for the same sound in most of our languages (plaia / playa)
  if ((a === 'i' && b === 'y') || (a === 'y' && b === 'i')) return w.vowelSwap * 0.66;
  if (VOWELS.has(a) && VOWELS.has(b)) return w.vowelSwap;
  if (SOUND_ALIKE.has(a + b)) return w.soundAlike;
  if (keyboardNeighbours(a, b)) return w.keyboard;
  return w.substitute;
}

// Words whose first letter is silent (knife, write, psalm, gnome, honest, whole) are misspelled
// at the start as often as anywhere: leaving it out costs no first-letter penalty.
const SILENT_START = /^(kn|wr|ps|pn|gn|wh|ho)/;

/**
 * Whether turning `typed` into `intended` pays the first-letter penalty: their first
 * letters differ, no letter-group step explains the start (`startExplained`), and the
 * intended word does not merely begin with a silent letter.
 */
export function chargesFirstLetter(typed: string, intended: string, startExplained: boolean): boolean {
  return typed.length > 0 && intended.length > 0 && typed[0] !== intended[0] && !startExplained && !(SILENT_START.test(intended) && typed[0] === intended[1]);
}

/** The least cost of one letter of difference in length: every edit that adds or drops letters costs at least this much per letter. */
export function lengthChangeCost(w: EditWeights, spans?: SpanEdits): number {
  return Math.max(0, Math.min(w.doubling, w.insert, w.vowelInsert, w.delete, w.vowelDelete, spans ? spans.lengthChangeCost : Infinity));
}

let dp = new Float64Array(64 * 64);
let rowMins = new Float64Array(64);
let delCosts = new Float64Array(64);
/** The typed word and weights `delCosts` holds the deletion costs of. */
let delCostsOf = '';
let delCostsWeights: EditWeights | null = null;
let insCosts = new Float64Array(64);
let codes = new Int32Array(64);

// Substitution costs of letter pairs below U+0080 for one set of weights, filled as
// met: the inner loop of the ranking asks for the same few hundred pairs millions of times.
const ASCII = 128;
const substitutionTables = new WeakMap<EditWeights, Float64Array>();
function substitutionTable(w: EditWeights): Float64Array {
  let table = substitutionTables.get(w);
  if (!table) {
    table = new Float64Array(ASCII * ASCII).fill(-1);
    substitutionTables.set(w, table);
  }
  return table;
}

/**
 * Cost of turning `typed` into `intended` (both lower case). Inserting a letter that
 * doubles its neighbour, or deleting one of a doubled pair, costs `doubling`.
 * `spans` adds steps that replace a whole group of letters at once (ph for f, ough
 * for ow). With `limit`, a cost above it may come back as Infinity: every cell derives
 * from cells at most `maxTypedLength` (at least three) rows above it plus a cost of at
 * least nothing, so once that many consecutive rows are all above the limit the result
 * is too, and the loop stops there.
 */
export function editCost(typed: string, intended: string, w: EditWeights = defaultEditWeights, limit = Infinity, spans?: SpanEdits): number {
  const n = typed.length;
  const m = intended.length;
  const cols = m + 1;
  if ((n + 1) * cols > dp.length) dp = new Float64Array((n + 1) * cols * 2);
  const size = Math.max(n, m) + 1;
  if (size > delCosts.length) {
    delCostsOf = '';
    rowMins = new Float64Array(size * 2);
    delCosts = new Float64Array(size * 2);
    insCosts = new Float64Array(size * 2);
    codes = new Int32Array(size * 2);
  }
  const span: SpanSteps | null = spans ? spans.stepsBetween(typed, intended) : null;
  const reach = Math.max(3, span ? span.maxTypedLength : 0);
  // the typed word stays the same while its candidates are weighed
  if (typed !== delCostsOf || w !== delCostsWeights) {
    for (let i = 0; i < n; i++) delCosts[i] = deleteCost(typed, i, w);
    delCostsOf = typed;
    delCostsWeights = w;
  }
  for (let j = 0; j < m; j++) insCosts[j] = insertCost(intended, j, w);
  const subs = substitutionTable(w);
  const transpose = w.transpose;
  const farTranspose = w.farTranspose;
  for (let j = 0; j < m; j++) codes[j] = intended.charCodeAt(j);
  // the group steps in locals (the arrays stand unused, with head null, when there are none)
  const head = span ? span.head : null;
  const next = span ? span.next : codes;
  const from = span ? span.from : codes;
  const stepCost = span ? span.cost : rowMins;
  // dp[i * cols + j] = cost typed[0..i) -> intended[0..j)
  for (let i = 0; i <= n; i++) {
    const row = i * cols;
    const tc = i > 0 ? typed.charCodeAt(i - 1) : -1;
    const before = i > 1 ? typed.charCodeAt(i - 2) : -1;
    const del = i > 0 ? delCosts[i - 1]! : 0;
    let rowMin = Infinity;
    for (let j = 0; j <= m; j++) {
      let best: number;
      if (i === 0) best = j === 0 ? 0 : dp[j - 1]! + insCosts[j - 1]!;
      else {
        best = dp[row - cols + j]! + del;
        if (j > 0) {
          const cc = codes[j - 1]!;
          let sub: number;
          if (tc < ASCII && cc < ASCII) {
            sub = subs[tc * ASCII + cc]!;
            if (sub < 0) sub = subs[tc * ASCII + cc] = substitutionCost(typed[i - 1]!, intended[j - 1]!, w);
          } else sub = substitutionCost(typed[i - 1]!, intended[j - 1]!, w);
          const diag = dp[row - cols + j - 1]! + sub;
          if (diag < best) best = diag;
          const ins = dp[row + j - 1]! + insCosts[j - 1]!;
          if (ins < best) best = ins;
          if (j > 1 && before === cc && tc === codes[j - 2] && tc !== cc) {
            const tr = dp[row - 2 * cols + j - 2]! + transpose;
            if (tr < best) best = tr;
          }
          // two letters swapped around the one between them (tradegy, revelant)
          if (j > 2 && i > 2 && tc === codes[j - 3] && typed.charCodeAt(i - 3) === cc && tc !== cc && before === codes[j - 2]) {
            const tr = dp[row - 3 * cols + j - 3]! + farTranspose;
            if (tr < best) best = tr;
          }
        }
      }
      const here = row + j;
      if (head) {
        for (let k = head[here]!; k >= 0; k = next[k]!) {
          const v = dp[from[k]!]! + stepCost[k]!;
          if (v < best) best = v;
        }
      }
      dp[here] = best;
      if (best < rowMin) rowMin = best;
    }
    rowMins[i] = rowMin;
    if (i >= reach - 1 && limit < Infinity) {
      let allAbove = true;
      for (let k = i - reach + 1; k <= i && allAbove; k++) allAbove = rowMins[k]! > limit;
      if (allAbove) return Infinity;
    }
  }
  let cost = dp[n * cols + m]!;
  if (chargesFirstLetter(typed, intended, span?.coversStart ?? false)) cost += w.firstLetter;
  return cost;
}

// Deleting typed[i]: cheap when it repeats a neighbour (a doubled letter typed by mistake).
function deleteCost(typed: string, i: number, w: EditWeights): number {
  const ch = typed.charCodeAt(i);
  if ((i > 0 && ch === typed.charCodeAt(i - 1)) || ch === typed.charCodeAt(i + 1)) return w.doubling;
  return isVowel(ch) ? w.vowelDelete : w.delete;
}

// Inserting intended[j]: cheap when it doubles a neighbour (a doubled letter left out).
function insertCost(intended: string, j: number, w: EditWeights): number {
  const ch = intended.charCodeAt(j);
  if ((j > 0 && ch === intended.charCodeAt(j - 1)) || ch === intended.charCodeAt(j + 1)) return w.doubling;
  return isVowel(ch) ? w.vowelInsert : w.insert;
}
