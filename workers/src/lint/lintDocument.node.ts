import { detectLanguages } from '../language/detectLanguage.js';
import { loadEnglishFrequencies, loadHunspell } from '../spelling/dictionaries.node.js';
import type { DictionarySource } from '../spelling/speller.js';
import type { Register } from './finding.js';
import { skippedInstant, toInstant, type InstantCheck } from './instant.js';
import { DocumentLinter, type LintOptions, type LintResult } from './lintDocument.js';

// The Node entry point: dictionaries come from the installed npm packages.

export const nodeDictionaries: DictionarySource = {
  loadHunspell,
  loadFrequencies: async (id) => (id === 'en' || id.startsWith('en-') ? loadEnglishFrequencies() : null),
};

const shared = new DocumentLinter(nodeDictionaries);

/** Lints one document; paragraphs seen before come from the process-wide cache. */
export function lintDocument(text: string, opts: LintOptions): Promise<LintResult> {
  return shared.lint(text, opts);
}

/**
 * The `instant` object at submission: spelling and our own grammar rules only (a
 * fraction of a second for 25,000 words; Harper and style wait for the full check).
 * It applies to English documents; any other main language is skipped.
 */
export async function instantCheck(
  text: string,
  opts: { register: Register; wordCount: number; acceptedWords?: string[] },
): Promise<InstantCheck> {
  if (detectLanguages(text).language !== 'en') return skippedInstant('non_english', opts.wordCount);
  const result = await shared.lint(text, {
    language: 'en',
    register: opts.register,
    styleEnabled: false,
    harper: false,
    ...(opts.acceptedWords ? { acceptedWords: opts.acceptedWords } : {}),
  });
  return toInstant(result, { wordCount: opts.wordCount });
}

export { DocumentLinter };
