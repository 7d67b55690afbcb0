import type { DictionarySource } from '../spelling/speller.js';
import { loadWordCheck } from '../spelling/wordCheck.js';
import type { IsName } from './titleCase.js';

/**
 * The proper nouns of the English dictionary: the words it knows only capitalised ("Morrison",
 * "Toni", "Paris", "January", "English"), which a title keeps in sentence case. A word it also
 * knows in lower case ("Rose", "Bill") is taken for the common word. The dictionary is the bare
 * word check (a tenth of a second or two to load, once per thread), not a full speller.
 */
export async function loadProperNouns(source: DictionarySource): Promise<IsName> {
  const check = await loadWordCheck('en', source);
  const known = new Map<string, boolean>();
  return (word) => {
    let proper = known.get(word);
    if (proper === undefined) {
      const lower = word.toLowerCase();
      proper = lower !== word && check(word) && !check(lower);
      if (known.size > 10_000) known.clear();
      known.set(word, proper);
    }
    return proper;
  };
}
