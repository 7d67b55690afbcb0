import { AffixChecker } from './affixChecker.js';
import type { DictionaryId } from './dictionaryIds.js';
import { parseHunspell } from './hunspellAffixes.js';
import type { DictionarySource } from './speller.js';

// Whether a word is in a dictionary, and nothing more: for asking a second language's
// dictionary about a word ("is this English?" in a French document). It skips what a
// full speller builds for suggestions, so English is ready in about a tenth of a second
// instead of one or two.

const checks = new Map<DictionaryId, Promise<(word: string) => boolean>>();

export function loadWordCheck(id: DictionaryId, source: DictionarySource): Promise<(word: string) => boolean> {
  let p = checks.get(id);
  if (!p) {
    p = source.loadHunspell(id).then((files) => {
      const text = (b: Uint8Array): string => new TextDecoder('utf-8').decode(b);
      const checker = new AffixChecker(parseHunspell(text(files.aff), text(files.dic)));
      return (word: string) => checker.check(word);
    });
    p.catch(() => checks.delete(id));
    checks.set(id, p);
  }
  return p;
}
