import nspell from 'nspell';
import { dictionaryFor, type DictionaryId, type HunspellFiles } from './dictionaryIds.js';
import { Suggester } from './suggester.js';

// One spelling engine per dictionary: Hunspell (through nspell) decides whether a
// word is correct; suggestions come from our own ranked suggester where a frequency
// list exists (English) and from nspell elsewhere.

export interface Speller {
  readonly id: DictionaryId;
  isCorrect(word: string): boolean;
  suggest(word: string, limit?: number): string[];
}

export interface DictionarySource {
  loadHunspell(id: DictionaryId): Promise<HunspellFiles>;
  loadFrequencies(id: DictionaryId): Promise<Map<string, number> | null>;
}

const toText = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

class HunspellSpeller implements Speller {
  private readonly cache = new Map<string, boolean>();
  constructor(
    readonly id: DictionaryId,
    private readonly hunspell: ReturnType<typeof nspell>,
    private readonly suggester: Suggester | null,
  ) {}

  isCorrect(word: string): boolean {
    let ok = this.cache.get(word);
    if (ok === undefined) {
      ok = this.hunspell.correct(word);
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(word, ok);
    }
    return ok;
  }

  suggest(word: string, limit = 5): string[] {
    if (this.suggester) return this.suggester.suggest(word, limit);
    return this.hunspell.suggest(word).slice(0, limit);
  }
}

const spellers = new Map<DictionaryId, Promise<Speller>>();

/** The speller for a dictionary, built once per process (or worker) and shared. */
export function loadSpeller(id: DictionaryId, source: DictionarySource): Promise<Speller> {
  let p = spellers.get(id);
  if (!p) {
    p = buildSpeller(id, source);
    p.catch(() => spellers.delete(id));
    spellers.set(id, p);
  }
  return p;
}

async function buildSpeller(id: DictionaryId, source: DictionarySource): Promise<Speller> {
  const [files, frequencies] = await Promise.all([source.loadHunspell(id), source.loadFrequencies(id)]);
  const hunspell = nspell({ aff: toText(files.aff), dic: toText(files.dic) });
  let suggester: Suggester | null = null;
  if (frequencies) {
    const words = Object.keys((hunspell as unknown as { data: Record<string, unknown> }).data);
    suggester = new Suggester(words.map((word) => ({ word, frequency: frequencies.get(word.toLowerCase()) ?? 0 })));
  }
  return new HunspellSpeller(id, hunspell, suggester);
}

export { dictionaryFor };
