import { baseLetter, editCost } from './editCost.js';

// Suggestions for languages without a frequency list: every word one edit away
// (deletion, transposition, substitution, insertion over the language's own
// letters), plus a second edit for short words, kept when the checker accepts it
// and ranked by the weighted edit cost, so accent slips and doubled letters come first.

export function* editsOf(word: string, alphabet: readonly string[]): Generator<string> {
  for (let i = 0; i <= word.length; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (b) yield a + b.slice(1);
    if (b.length > 1) yield a + b[1] + b[0] + b.slice(2);
    for (const c of alphabet) {
      if (b && c !== b[0]) yield a + c + b.slice(1);
      yield a + c + b;
    }
  }
}

const SECOND_EDIT_MAX_LENGTH = 8;
const SECOND_EDIT_BUDGET = 5_000;

const VOWEL = /[aeiouáéíóúàèìòùâêîôûäëïöüãõ]/;

/**
 * The slips that cost least: a doubled letter written once or a single one doubled, and a
 * vowel with the wrong accent or none ("interressant" for "intéressant" is two of them).
 * A long word gets two of these even where two edits of every kind would take too long.
 */
export function* cheapEditsOf(word: string, alphabet: readonly string[]): Generator<string> {
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    const a = word.slice(0, i);
    const b = word.slice(i + 1);
    if (word[i + 1] === ch) yield a + b;
    else if (!VOWEL.test(ch) && word[i - 1] !== ch) yield a + ch + ch + b;
    const base = baseLetter(ch);
    for (const c of alphabet) if (c !== ch && baseLetter(c) === base) yield a + c + b;
  }
}

/** Every form with one letter's accent changed, added or taken away ("ete" -> "eté", "été", "ète"…). */
function* accentEditsOf(word: string, alphabet: readonly string[]): Generator<string> {
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    const base = baseLetter(ch);
    for (const c of alphabet) if (c !== ch && baseLetter(c) === base) yield word.slice(0, i) + c + word.slice(i + 1);
  }
}

/** What one accent left off costs inside a word. */
const ACCENT_COST = editCost('xe', 'xé');

/** Dictionary roots are the common forms: an affixed candidate costs a little more. */
const AFFIXED_PENALTY = 0.15;

export function suggestByEdits(
  word: string,
  isCorrect: (w: string) => boolean,
  alphabet: readonly string[],
  limit = 5,
  isRoot: (w: string) => boolean = () => true,
): string[] {
  if (!word || word.length > 30) return [];
  const lower = word.toLowerCase();
  const found = new Map<string, number>();
  // the edits of a word repeat (two slips in either order, the capitalised pass below)
  const rejected = new Set<string>();
  const consider = (cand: string): void => {
    if (found.has(cand) || rejected.has(cand) || cand === lower || !cand) return;
    if (isCorrect(cand)) found.set(cand, editCost(lower, cand.toLowerCase()) + (isRoot(cand) ? 0 : AFFIXED_PENALTY));
    else rejected.add(cand);
  };
  const title = word[0] !== word[0]!.toLowerCase();
  // a capitalised word is also weighed against nouns that exist only capitalised (German "Adresse")
  for (const e of editsOf(lower, alphabet)) {
    consider(e);
    if (title && e) consider(e[0]!.toUpperCase() + e.slice(1));
  }
  // German nouns: the capitalised form
  if (found.size === 0) for (const e of editsOf(lower, alphabet)) consider(e[0]!.toUpperCase() + e.slice(1));
  // Two edits only for short words, and within a budget of dictionary look-ups: each costs
  // tens of microseconds in a language with many affix rules, and an unknown long word (a
  // name, a command) would otherwise take seconds.
  if (found.size === 0 && lower.length <= SECOND_EDIT_MAX_LENGTH) {
    let budget = SECOND_EDIT_BUDGET;
    // the likeliest first slips (an accent, a doubled letter) are tried first
    const firsts = [...new Set(editsOf(lower, alphabet))].map((e) => ({ e, cost: editCost(lower, e) })).sort((x, y) => x.cost - y.cost);
    second: for (const { e } of firsts) {
      for (const e2 of editsOf(e, alphabet)) {
        if (--budget < 0) break second;
        consider(e2);
      }
    }
  }
  // A word typed without its accents often lacks two ("ete" for "été", "interet" for
  // "intérêt"), which cost less together than most single slips, on the first letter as
  // anywhere: an accent left off is no slip of the first letter
  for (const e of new Set(accentEditsOf(lower, alphabet))) {
    for (const e2 of accentEditsOf(e, alphabet)) {
      if (found.has(e2) || rejected.has(e2) || e2 === lower) continue;
      if (isCorrect(e2)) found.set(e2, 2 * ACCENT_COST + (isRoot(e2) ? 0 : AFFIXED_PENALTY));
      else rejected.add(e2);
    }
  }
  // A longer word with nothing one edit away: two of the cheapest slips
  if (found.size === 0 && lower.length > SECOND_EDIT_MAX_LENGTH) {
    for (const e of new Set(cheapEditsOf(lower, alphabet))) for (const e2 of cheapEditsOf(e, alphabet)) consider(e2);
  }
  const ranked = [...found.entries()].sort((x, y) => x[1] - y[1]).map(([w]) => w);
  return ranked.slice(0, limit).map((w) => (title && w[0] === w[0]!.toLowerCase() ? w[0]!.toUpperCase() + w.slice(1) : w));
}

/** Letters used by a dictionary's roots, for generating edits. */
export function alphabetOf(words: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  let n = 0;
  for (const w of words) {
    for (const ch of w.toLowerCase()) if (/\p{L}/u.test(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    if (++n > 50_000) break;
  }
  return [...counts.entries()].filter(([, c]) => c >= 20).map(([ch]) => ch);
}
