import { loadEnglishFrequencies, loadHunspell } from '../spelling/dictionaries.node.js';
import type { DictionarySource } from '../spelling/speller.js';
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

export { DocumentLinter };
