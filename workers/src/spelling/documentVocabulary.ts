// Unknown words a document uses as its own vocabulary, beyond the terms it defines
// (documentTerms): a command, a file format or an English word in a French manual
// ("dpkg" 158 times in a Portuguese one). A misspelling is nearly always a slip or
// two from the word meant, which is then among its suggestions, so a word counts only
// when none of its suggestions is that close, and then when either
// - the writer spelt it the same way at least three times, and it is either more than
//   two slips from every suggestion (a repeated "tommorow" is still flagged) or has no
//   vowel, as no word of these languages has ("dpkg", "ssh"), or
// - the document is not in English, the English dictionary knows the word and nothing
//   one slip away is a word of the document's language ("package", "script"; but
//   Spanish "problem" is one slip from "problema" and still flagged), or the writer uses
//   it at least three times (a keyword, "any" in a Dutch manual, is near "ani"; a slip
//   that makes the same English word thrice is rare).

export interface UnknownWord {
  text: string;
  replacements: readonly string[];
}

/** Optimal string alignment distance (edits and swaps of neighbours), counted up to `max + 1`. */
export function slipsApart(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿ]/i;
const fold = (w: string): string => w.normalize('NFC').replace(/\u2019/g, "'").toLowerCase();

/**
 * The lower-cased unknown words of a document that are its own vocabulary rather than
 * misspellings; `isEnglish` is given for documents in other languages.
 */
export function ownVocabulary(words: readonly UnknownWord[], isEnglish?: (word: string) => boolean): Set<string> {
  const uses = new Map<string, { count: number; nearest: number; nearestOther: number }>();
  for (const w of words) {
    const key = fold(w.text);
    let use = uses.get(key);
    if (!use) {
      const nearest = Math.min(3, ...w.replacements.map((r) => slipsApart(key, fold(r), 2)));
      // an English word the document's language writes capitalised is still the English word
      // ("upgrade", a command in a German manual, beside the German noun "Upgrade")
      // (nor is the same word split in two, "unmet" as "un met", a slip it could be)
      const nearestOther = Math.min(3, ...w.replacements.filter((r) => fold(r) !== key && fold(r).replace(/ /g, '') !== key).map((r) => slipsApart(key, fold(r), 2)));
      use = { count: 0, nearest, nearestOther };
      uses.set(key, use);
    }
    use.count++;
  }
  const own = new Set<string>();
  for (const [key, use] of uses) {
    const term = use.count >= 3 && (use.nearest > 2 || !VOWEL.test(key));
    if (term || ((use.nearestOther > 1 || use.count >= 3) && isEnglish?.(key))) own.add(key);
  }
  return own;
}
