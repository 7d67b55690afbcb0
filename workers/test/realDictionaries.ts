import { beforeAll } from 'vitest';
import { nodeDictionaries } from '../src/lint/lintDocument.node.js';
import type { RunRuleOptions } from '../src/lint/runRule.js';
import type { DictionaryId } from '../src/spelling/dictionaryIds.js';
import { loadSpeller, type Speller } from '../src/spelling/speller.js';

/**
 * Rule options whose `isWord` asks the real dictionary of a language: the rules that read verb
 * forms through the dictionary are tested on what it really knows. The spellers load once,
 * before the suite's tests.
 */
export function realDictionaries(...languages: DictionaryId[]): (language: DictionaryId) => RunRuleOptions {
  const spellers = new Map<DictionaryId, Speller>();
  beforeAll(async () => {
    for (const id of languages) spellers.set(id, await loadSpeller(id, nodeDictionaries));
  }, 120_000);
  return (language) => ({ language, isWord: (w) => spellers.get(language)!.isCorrect(w) });
}
