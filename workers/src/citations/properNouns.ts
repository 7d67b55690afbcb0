import type { DictionarySource } from '../spelling/speller.js';
import { loadWordCheck } from '../spelling/wordCheck.js';
import type { IsName } from './titleCase.js';

export interface ProperNounSources {
  /** The English Hunspell dictionary. */
  dictionary: DictionarySource;
  /** The words running text usually writes capitalised (SUBTLEX-US lists each word in its usual case). */
  usuallyCapitalised(): Promise<ReadonlySet<string>>;
}

let loaded: Promise<IsName> | undefined;

/**
 * The proper nouns of English, for the titles APA lowers to sentence case. A word is one when
 * the English dictionary knows it only capitalised ("Morrison", "Toni", "Paris", "January",
 * "Americans"), or lists it capitalised beside a common word of the same spelling and running
 * text usually writes it capitalised ("China", "Japan", "Congress", "French", but not "Turkey"
 * or "Reading"). Loaded once per thread: the dictionary's bare word check (a tenth of a second
 * or two), not a full speller, and two sets of about ten thousand words.
 */
export function loadProperNouns(sources: ProperNounSources): Promise<IsName> {
  loaded ??= build(sources);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

async function build(sources: ProperNounSources): Promise<IsName> {
  const [check, files, usual] = await Promise.all([
    loadWordCheck('en', sources.dictionary),
    sources.dictionary.loadHunspell('en'),
    sources.usuallyCapitalised(),
  ]);
  // the stems the dictionary lists capitalised ("China/M" beside "china/M")
  const listed = new Set<string>();
  for (const m of new TextDecoder('utf-8').decode(files.dic).matchAll(/^(\p{Lu}[^/\s]*)/gmu)) listed.add(m[1]!);
  const bothWays = (w: string): boolean => w.length > 2 && listed.has(w) && usual.has(w);
  const known = new Map<string, boolean>();
  return (word) => {
    let proper = known.get(word);
    if (proper === undefined) {
      const lower = word.toLowerCase();
      proper = lower !== word && check(word) && (!check(lower) || bothWays(word) || (/s$/.test(word) && bothWays(word.slice(0, -1))));
      if (known.size > 10_000) known.clear();
      known.set(word, proper);
    }
    return proper;
  };
}
