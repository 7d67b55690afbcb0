import { availableParallelism } from 'node:os';
import { inThreadHarper, type HarperPass } from '../grammar/harperPass.js';
import { createHarperThreads } from '../grammar/harperThreads.js';
import { detectLanguages } from '../language/detectLanguage.js';
import { loadEnglishFrequencies, loadHunspell, loadRareWords } from '../spelling/dictionaries.node.js';
import type { DictionarySource } from '../spelling/speller.js';
import type { Register } from './finding.js';
import { skippedInstant, toInstant, type InstantCheck } from './instant.js';
import { DocumentLinter, type LintOptions, type LintResult } from './lintDocument.js';

// The Node entry point: dictionaries come from the installed npm packages.

export const nodeDictionaries: DictionarySource = {
  loadHunspell,
  loadFrequencies: async (id) => (id === 'en' || id.startsWith('en-') ? loadEnglishFrequencies() : null),
  loadRareWords,
};

const MAX_HARPER_THREADS = 2;

/**
 * harper.js threads for this process: WRITECHECK_HARPER_THREADS when set (0: Harper runs
 * in the calling thread), else one per core, at least 1 and at most MAX_HARPER_THREADS:
 * each holds its own linters, about 270 MB with one dialect loaded.
 */
export function harperThreadCount(setting: string | undefined, cores: number): number {
  if (setting === undefined || setting.trim() === '') return Math.max(1, Math.min(MAX_HARPER_THREADS, cores));
  const n = Number(setting);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new Error(`WRITECHECK_HARPER_THREADS must be a whole number from 0 to 64, not "${setting}"`);
  return n;
}

export const harperThreads = harperThreadCount(process.env.WRITECHECK_HARPER_THREADS, availableParallelism());
/** Harper as this process runs it: on its threads (started on first use), or in the calling thread. */
export const nodeHarper: HarperPass = harperThreads > 0 ? createHarperThreads(harperThreads) : inThreadHarper;

const shared = new DocumentLinter(nodeDictionaries, nodeHarper);

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
