import { loadHunspell } from '../spelling/dictionaries.node.js';
import { findSections } from './bibliography.js';
import { checkCitations } from './checkCitations.js';
import { loadProperNouns } from './properNouns.js';
import { isTitleCase } from './titleCase.js';
import type { CheckCitationsOptions, CheckCitationsResult } from './types.js';

// The Node entry point: the English dictionary from its npm package tells the proper nouns a
// title keeps when it is lowered to APA sentence case.

const dictionary = { loadHunspell, loadFrequencies: async () => null };

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

/** `checkCitations` with the dictionary's proper nouns, loaded when a title is to be lowered. */
export async function checkCitationsWithDictionary(text: string, opts: CheckCitationsOptions): Promise<CheckCitationsResult> {
  const isProperNoun = hasTitleCaseTitle(text, opts) ? await loadProperNouns(dictionary) : undefined;
  return checkCitations(text, opts, isProperNoun);
}
