import type { SupportedLanguage } from './languages.js';

// Character trigram profiles of the seven languages, for short lines whose few function
// words several languages share ("Imposta lo sfondo del desktop": "lo" and "del" are Spanish
// and Italian; "sfo", "mpo" and "sta" lean Italian). A profile holds the log share of
// a language's commonest trigrams among the words of its spelling dictionary, each word
// read with a space either side; any other trigram gets the profile's floor.

/** Trigrams kept per language. */
export const PROFILE_SIZE = 1500;

export interface TrigramProfile {
  /** The kept trigrams, three UTF-16 units each, commonest first. */
  grams: string;
  /** Their natural-log shares, in hundredths. */
  logShares: readonly number[];
  /** Hundredths of a natural log for any other trigram. */
  floor: number;
}

/** The trigrams of each word of a text, a space marking its edges ("le" -> " le", "le "). */
export function wordTrigrams(word: string): string[] {
  const s = ` ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3));
  return out;
}

/** Builds a profile from the words of a spelling dictionary (a Hunspell .dic file's text). */
export function buildTrigramProfile(dic: string, size = PROFILE_SIZE): TrigramProfile {
  const counts = new Map<string, number>();
  let total = 0;
  // the first line is the entry count; each entry is a word, then its flags after a slash
  for (const line of dic.split('\n').slice(1)) {
    const word = line.split(/[/\t ]/)[0]!.toLowerCase();
    // letters of the Basic Multilingual Plane only, so that every trigram is three units
    if (word.length < 2 || !/^[\p{L}]+$/u.test(word) || /[\uD800-\uDFFF]/.test(word)) continue;
    for (const g of wordTrigrams(word)) {
      counts.set(g, (counts.get(g) ?? 0) + 1);
      total++;
    }
  }
  const kept = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, size);
  const share = (c: number) => Math.round(Math.log(c / total) * 100);
  // one nat below the rarest kept trigram
  return { grams: kept.map(([g]) => g).join(''), logShares: kept.map(([, c]) => share(c)), floor: share(kept.at(-1)![1]) - 100 };
}

export type TrigramProfiles = Readonly<Record<SupportedLanguage, TrigramProfile>>;
