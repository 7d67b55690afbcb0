// Weighted Damerau-Levenshtein (optimal string alignment) distance between a
// misspelling and a candidate. The weights encode how people actually misspell:
// doubling or undoubling a letter, swapping vowels, hitting a neighbouring key and
// transposing two letters are cheaper than an arbitrary edit.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

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
  firstLetter: 0.6,
};

const baseLetter = (c: string): string => c.normalize('NFD').replace(/\p{M}+/gu, '');

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

let rowPrev2 = new Float64Array(64);
let rowPrev = new Float64Array(64);
let rowCur = new Float64Array(64);
let delCosts = new Float64Array(64);
let insCosts = new Float64Array(64);

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
 * With `limit`, a cost above it may come back as Infinity: every cell derives from
 * the two rows above it plus a cost of at least nothing, so once two consecutive
 * rows are all above the limit the result is too, and the loop stops there.
 */
export function editCost(typed: string, intended: string, w: EditWeights = defaultEditWeights, limit = Infinity): number {
  const n = typed.length;
  const m = intended.length;
  const size = Math.max(n, m) + 1;
  if (size > rowCur.length) {
    rowPrev2 = new Float64Array(size);
    rowPrev = new Float64Array(size);
    rowCur = new Float64Array(size);
    delCosts = new Float64Array(size);
    insCosts = new Float64Array(size);
  }
  for (let i = 0; i < n; i++) delCosts[i] = deleteCost(typed, i, w);
  for (let j = 0; j < m; j++) insCosts[j] = insertCost(intended, j, w);
  const subs = substitutionTable(w);
  // rows over `intended`, columns j; dp[i][j] = cost typed[0..i) -> intended[0..j)
  for (let j = 0; j <= m; j++) {
    rowPrev[j] = j === 0 ? 0 : rowPrev[j - 1]! + insCosts[j - 1]!;
  }
  let prevRowMin = 0;
  for (let i = 1; i <= n; i++) {
    const t = typed[i - 1]!;
    const tc = typed.charCodeAt(i - 1);
    const del = delCosts[i - 1]!;
    rowCur[0] = rowPrev[0]! + del;
    let rowMin = rowCur[0]!;
    for (let j = 1; j <= m; j++) {
      const c = intended[j - 1]!;
      const cc = intended.charCodeAt(j - 1);
      let sub: number;
      if (tc < ASCII && cc < ASCII) {
        sub = subs[tc * ASCII + cc]!;
        if (sub < 0) sub = subs[tc * ASCII + cc] = substitutionCost(t, c, w);
      } else sub = substitutionCost(t, c, w);
      let best = rowPrev[j - 1]! + sub;
      const d = rowPrev[j]! + del;
      if (d < best) best = d;
      const ins = rowCur[j - 1]! + insCosts[j - 1]!;
      if (ins < best) best = ins;
      if (i > 1 && j > 1 && t === intended[j - 2] && typed[i - 2] === c && t !== c) {
        const tr = rowPrev2[j - 2]! + w.transpose;
        if (tr < best) best = tr;
      }
      rowCur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    const tmp = rowPrev2;
    rowPrev2 = rowPrev;
    rowPrev = rowCur;
    rowCur = tmp;
    if (rowMin > limit && prevRowMin > limit) return Infinity;
    prevRowMin = rowMin;
  }
  let cost = rowPrev[m]!;
  if (n > 0 && m > 0 && typed[0] !== intended[0] && !(SILENT_START.test(intended) && typed[0] === intended[1])) cost += w.firstLetter;
  return cost;
}

// Deleting typed[i]: cheap when it repeats a neighbour (a doubled letter typed by mistake).
function deleteCost(typed: string, i: number, w: EditWeights): number {
  const ch = typed[i];
  if (ch === typed[i - 1] || ch === typed[i + 1]) return w.doubling;
  return VOWELS.has(ch!) ? w.vowelDelete : w.delete;
}

// Inserting intended[j]: cheap when it doubles a neighbour (a doubled letter left out).
function insertCost(intended: string, j: number, w: EditWeights): number {
  const ch = intended[j];
  if (ch === intended[j - 1] || ch === intended[j + 1]) return w.doubling;
  return VOWELS.has(ch!) ? w.vowelInsert : w.insert;
}
