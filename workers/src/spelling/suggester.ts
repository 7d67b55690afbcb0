import { DeleteIndex, deletions } from './deleteIndex.js';
import { chargesFirstLetter, defaultEditWeights, editCost, lengthChangeCost, type EditWeights } from './editCost.js';
import { phoneticKey } from './phoneticKey.js';
import { SpanEdits } from './spanEdits.js';

// Ranked spelling suggestions: a noisy-channel ranking where the channel is a
// weighted edit cost (letters, doubling, keyboard, sound, letter groups spelling the
// same sound such as ph for f) plus a sound-alike bonus,
// and the prior is the word's frequency in everyday English.

export interface SuggesterTuning {
  weights: EditWeights;
  /** Cost units per factor of ten in word frequency. */
  frequencyWeight: number;
  /** Subtracted when the misspelling only leaves letters out of the candidate ("futher"), the commonest slip. */
  omissionBonus: number;
  /** Added to a name or acronym offered for a word typed in lower case. */
  namePenalty: number;
  /** Subtracted when the candidate sounds like the misspelling. */
  phoneticBonus: number;
  /** Cost of splitting a run-on word in two ("alot" -> "a lot"). */
  splitCost: number;
  /** Subtracted from a split when one half is a function word ("inthe", "thankyou"). */
  functionWordSplitBonus: number;
  /** Candidates whose edit cost exceeds this are dropped. */
  maxCost: number;
  /** Letters the query's sound-alike key may lose and still find a candidate. */
  phoneticDepth: number;
  /** Words at least this common (log10 of the count) are indexed two deletions deep. */
  deepIndexLogFrequency: number;
  /** Subtracted when one of the dictionary's REP sound replacements turns the misspelling into the candidate. */
  replacementBonus: number;
  /** Cost of writing one letter group for another that spells the same sound (f for ph, ow for ough). */
  soundSpellingCost: number;
  /** Cost of leaving out a silent letter group (the gh of "through"). */
  silentLetterCost: number;
  /** A typed word at least this long whose closest candidate costs more than `widenAboveCost`... */
  widenMinLength: number;
  /** ...is also weighed against every word sharing its first three letters. */
  widenAboveCost: number;
}

export const defaultTuning: SuggesterTuning = {
  // writers leave letters out, vowels above all, more often than they add them; an arbitrary
  // letter put for another is dearer than a vowel for a vowel (tuned on the even rows of the
  // development misspellings, judged on the odd rows)
  weights: { ...defaultEditWeights, substitute: 1.3, vowelSwap: 0.9, insert: 0.6, vowelInsert: 0.55, delete: 1.1, doubling: 0.65, transpose: 0.5, firstLetter: 0.7 },
  frequencyWeight: 0.4,
  omissionBonus: 0.25,
  namePenalty: 0.3,
  phoneticBonus: 0.45,
  splitCost: 2.3,
  functionWordSplitBonus: 0.7,
  maxCost: 5.5,
  phoneticDepth: 1,
  deepIndexLogFrequency: 1,
  replacementBonus: 0.2,
  soundSpellingCost: 0.7,
  silentLetterCost: 0.5,
  widenMinLength: 7,
  widenAboveCost: 0.8,
};

export interface VocabularyEntry {
  word: string;
  /** Occurrences per million words, or any positive count on one scale. */
  frequency: number;
}

const collapseDoubles = (w: string): string => w.replace(/(.)\1+/g, '$1');

export class Suggester {
  private readonly words: string[];
  private readonly logFreq: Float64Array;
  /** Per word, the number of its sound-alike key: the ranking compares numbers, not strings, per candidate. */
  private readonly keyIds: Int32Array;
  private readonly keyIdOf = new Map<string, number>();
  private readonly byWord = new Map<string, number>();
  /** Names and acronyms (words the vocabulary only has capitalised), in their own casing. */
  private readonly names = new Map<string, string>();
  /** 1 for the words in `names`: a typed array is read per candidate faster than the map. */
  private readonly isName: Uint8Array;
  private readonly skeletonIndex: DeleteIndex;
  private readonly phoneticIndex: DeleteIndex;
  private readonly soundSpellings: ReadonlyArray<readonly [string, string]>;
  private readonly alphabetical: Uint32Array;
  private spans: SpanEdits | null = null;
  private spansTuning: SuggesterTuning | null = null;
  tuning: SuggesterTuning;

  /**
   * `replacements` are the Hunspell REP pairs (typical sound-for-spelling slips such
   * as "ie" for "ei", "f" for "ph") of the dictionary the vocabulary comes from.
   * `soundSpellings` are more [typed, intended] letter groups of the same sound, taken
   * by the edit cost as one step each, as are the REP pairs. A run-on word split
   * beside one of the `functionWords` costs less ("inthe" -> "in the").
   */
  constructor(
    vocabulary: readonly VocabularyEntry[],
    tuning: SuggesterTuning = defaultTuning,
    private readonly replacements: ReadonlyArray<readonly [string, string]> = [],
    soundSpellings: ReadonlyArray<readonly [string, string]> = [],
    private readonly functionWords: ReadonlySet<string> = new Set(),
  ) {
    this.tuning = tuning;
    this.soundSpellings = [...replacements, ...soundSpellings].filter(([typed, intended]) => !typed.includes(' ') && !intended.includes(' '));
    const seen = new Map<string, number>();
    const lowerSeen = new Set<string>();
    for (const { word, frequency } of vocabulary) {
      const w = word.toLowerCase();
      if (!isStandaloneWord(w)) continue;
      seen.set(w, Math.max(seen.get(w) ?? 0, frequency));
      if (w === word) lowerSeen.add(w);
      else if (!this.names.has(w)) this.names.set(w, word);
    }
    for (const w of lowerSeen) this.names.delete(w);
    this.words = [...seen.keys()];
    this.logFreq = new Float64Array(this.words.length);
    this.words.forEach((w, i) => {
      this.logFreq[i] = Math.log10(1 + (seen.get(w) ?? 0));
      this.byWord.set(w, i);
    });
    this.isName = Uint8Array.from(this.words, (w) => (this.names.has(w) ? 1 : 0));
    const keys = this.words.map(phoneticKey);
    this.keyIds = Int32Array.from(keys, (k) => {
      let id = this.keyIdOf.get(k);
      if (id === undefined) this.keyIdOf.set(k, (id = this.keyIdOf.size));
      return id;
    });
    this.alphabetical = Uint32Array.from(this.words.keys()).sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const deep = (id: number): number => (this.logFreq[id]! >= tuning.deepIndexLogFrequency ? 2 : 1);
    this.skeletonIndex = new DeleteIndex(this.words.map(collapseDoubles), deep);
    // common words are also stored under their sound-alike key less one letter, so a
    // long word spelled by ear with a sound too few or too many is still found
    this.phoneticIndex = new DeleteIndex(keys, (id) => (this.logFreq[id]! >= tuning.deepIndexLogFrequency && keys[id]!.length > 4 ? 1 : 0));
  }

  /** Ids of the words that begin with `prefix`, from the alphabetical order. */
  private *startingWith(prefix: string): Generator<number> {
    const order = this.alphabetical;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[order[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < order.length && this.words[order[i]!]!.startsWith(prefix); i++) yield order[i]!;
  }

  /** The letter-group edits at the costs of the current tuning. */
  private spanEdits(): SpanEdits {
    if (!this.spans || this.spansTuning !== this.tuning) {
      const t = this.tuning;
      // a group edit that costs no less than its letters edited one by one only slows the ranking down
      const edits = this.soundSpellings
        .map(([typed, intended]) => ({ typed, intended, cost: typed ? t.soundSpellingCost : t.silentLetterCost }))
        .filter((e) => editCost(e.typed, e.intended, t.weights) > e.cost);
      this.spans = new SpanEdits(edits);
      this.spansTuning = t;
    }
    return this.spans;
  }

  get vocabularySize(): number {
    return this.words.length;
  }

  has(word: string): boolean {
    return this.byWord.has(word.toLowerCase());
  }

  /** Up to `limit` replacements for `typed`, best first, in the casing of `typed`. */
  suggest(typed: string, limit = 5): string[] {
    const q = typed.toLowerCase();
    if (!q || q.length > 40) return [];
    const lowerTyped = typed === q;
    const t = this.tuning;
    const spans = this.spanEdits();
    const ids = new Set<number>();
    for (const form of deletions(collapseDoubles(q), q.length > 3 ? 2 : 1, new Set())) this.skeletonIndex.lookup(form, ids);
    const key = phoneticKey(q);
    const phoneticIds = new Set<number>();
    if (key) for (const form of deletions(key, key.length > 3 ? t.phoneticDepth : 0, new Set())) this.phoneticIndex.lookup(form, phoneticIds);
    for (const id of phoneticIds) ids.add(id);
    // the word spelled another way for one of its sounds, then looked up as typed
    const respelled = new Set<string>();
    for (const v of spans.variants(q)) deletions(collapseDoubles(v), 0, respelled);
    for (const form of respelled) this.skeletonIndex.lookup(form, ids);
    const replaced = new Set<number>();
    for (const [from, to] of this.replacements) {
      for (let at = q.indexOf(from); at >= 0; at = q.indexOf(from, at + 1)) {
        const id = this.byWord.get(q.slice(0, at) + to + q.slice(at + from.length));
        if (id !== undefined) {
          ids.add(id);
          replaced.add(id);
        }
      }
    }

    const scored: Array<{ word: string; cost: number }> = [];
    let closest = Infinity;
    // the `limit` best costs so far, ascending: a candidate that cannot beat the last of
    // them is dropped, and its edit cost is only computed as far as it could still do so
    const best = new Float64Array(Math.max(1, limit)).fill(Infinity);
    // whether to widen depends on every edit cost up to widenAboveCost, so those are always exact
    const exactBelow = q.length >= t.widenMinLength ? Math.min(t.maxCost, t.widenAboveCost) : -Infinity;
    // what every candidate's edit cost is known to include, checked before computing it
    const lengthStep = lengthChangeCost(t.weights, spans);
    const starts = spans.startsFor(q);
    const keyId = this.keyIdOf.get(key) ?? -1;
    const consider = (id: number): void => {
      const word = this.words[id]!;
      if (word === q) return;
      if (Math.abs(word.length - q.length) > 4) return;
      const prior = t.frequencyWeight * this.logFreq[id]!;
      const penalty = lowerTyped && this.isName[id] === 1 ? t.namePenalty : 0;
      const phonetic = this.keyIds[id] === keyId ? t.phoneticBonus : 0;
      const replacement = replaced.has(id) ? t.replacementBonus : 0;
      const omission = word.length > q.length && isSubsequence(q, word) ? t.omissionBonus : 0;
      const bonus = phonetic + replacement + omission;
      const bar = best[best.length - 1]!;
      const reach = Math.max(exactBelow, Math.min(t.maxCost, bar + bonus + prior - penalty + 1e-9));
      let least = Math.abs(word.length - q.length) * lengthStep;
      // the group steps that could explain a different first letter are only looked for then
      if (word[0] !== q[0] && chargesFirstLetter(q, word, starts.some((s) => word.startsWith(s)))) least += t.weights.firstLetter;
      if (least > reach) return;
      let cost = editCost(q, word, t.weights, reach, spans);
      if (cost > t.maxCost) return;
      if (cost < closest) closest = cost;
      cost -= phonetic;
      cost -= replacement;
      cost -= omission;
      cost += penalty;
      cost -= prior;
      if (cost > bar) return;
      let at = best.length - 1;
      while (at > 0 && best[at - 1]! > cost) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = cost;
      scored.push({ word, cost });
    };
    for (const id of ids) consider(id);
    // a long word with nothing close was likely mangled in more places than the
    // indexes reach (three or more slips): writers keep its start, so every word
    // beginning the same way is weighed
    if (q.length >= t.widenMinLength && closest > t.widenAboveCost) {
      for (const id of this.startingWith(q.slice(0, 3))) if (!ids.has(id)) consider(id);
    }
    const maxFreqCost = t.frequencyWeight * 7;
    for (let i = 1; i < q.length; i++) {
      const left = q.slice(0, i);
      const right = q.slice(i);
      if (!isStandaloneWord(left) || !isStandaloneWord(right)) continue;
      const a = this.byWord.get(left);
      const b = this.byWord.get(right);
      if (a === undefined || b === undefined) continue;
      if (Math.min(this.logFreq[a]!, this.logFreq[b]!) < 2) continue;
      let cost = t.splitCost - t.frequencyWeight * Math.min(this.logFreq[a]!, this.logFreq[b]!);
      // beside a function word, the other half is a word of some length, not an abbreviation ("can th")
      const leftFunction = this.functionWords.has(left);
      const rightFunction = this.functionWords.has(right);
      if ((leftFunction && (rightFunction || right.length > 2)) || (rightFunction && left.length > 2)) cost -= t.functionWordSplitBonus;
      scored.push({ word: `${pronounI(left)} ${pronounI(right)}`, cost });
    }
    if (q.includes(' ')) {
      const joined = q.replace(/ /g, '');
      const id = this.byWord.get(joined);
      if (id !== undefined) scored.push({ word: joined, cost: t.splitCost - t.frequencyWeight * this.logFreq[id]! - maxFreqCost });
    }
    scored.sort((x, y) => x.cost - y.cost);
    const out: string[] = [];
    for (const s of scored) {
      const name = this.names.get(s.word);
      out.push(name && !isUpper(typed) ? name : matchCase(typed, s.word));
      if (out.length >= limit) break;
    }
    return out;
  }
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long[j] === short[i]) i++;
  return i === short.length;
}

// One-letter words other than "a" and "I" are dictionary noise, not split targets.
const isStandaloneWord = (w: string): boolean => w.length > 1 || w === 'a' || w === 'i';
// the pronoun is capitalised wherever it stands in a phrase ("iwill" -> "I will")
const pronounI = (w: string): string => (w === 'i' ? 'I' : w);

const isUpper = (w: string): boolean => w.length > 1 && w === w.toUpperCase() && w !== w.toLowerCase();

/** Give `word` the casing pattern of `model` (Title, UPPER or lower). */
export function matchCase(model: string, word: string): string {
  if (isUpper(model)) return word.toUpperCase();
  const first = model[0];
  if (first && first !== first.toLowerCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
