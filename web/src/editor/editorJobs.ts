import type { ExtractInput } from '@writecheck/workers/intake/extractDocument';
import { guessLanguage } from '@writecheck/workers/language/detectLanguage';
import { DocumentLinter } from '@writecheck/workers/lint/lintDocument';
import type { LintIssue } from '@writecheck/workers/lint/toIssue';
import { urlDictionarySource } from '@writecheck/workers/spelling/dictionaries.browser';
import { dictionaryUrls } from './dictionaryUrls.js';
import { harperOnWorker } from './harperOnWorker.js';

// The jobs of the editor's Web Worker: the language passes over a draft and the reading of a
// dropped file. Both run on the device; nothing here talks to the server.

const harper = harperOnWorker();
const linter = new DocumentLinter(urlDictionarySource(dictionaryUrls), harper);
const MAX_ALTERNATIVES = 4;
// Harper takes seconds to start on a first visit (16 MB of WebAssembly, then its linter): until
// it answers, a draft may have the findings of the passes that are ready, and Harper's follow.
let harperReady = false;
harper.started.then(() => harper.prepare?.('en-US')).then(
  () => (harperReady = true),
  () => undefined,
);

export interface DraftLintOptions {
  register: 'academic' | 'general';
  styleEnabled: boolean;
  /** The account's dictionary: never reported as misspelt. */
  acceptedWords?: string[];
  /** Answer without waiting for Harper while it starts; the answer's `partial` says so. */
  withoutWaiting?: boolean;
}

export interface DraftFindings {
  issues: LintIssue[];
  /** Per issue, the replacements ranked after its fix (a misspelling's other likely words). */
  alternatives: string[][];
  language: string;
  dialect: string;
  wordCount: number;
  elapsedMs: number;
  /** Harper's findings are not in it yet: it was still starting. */
  partial: boolean;
}

export const editorJobs = {
  /** Loads the English dictionary while the person starts writing; Harper compiles meanwhile (see harperReady). */
  async prepare(): Promise<void> {
    // the dictionary's build holds this thread for a second, and Harper's worker cannot start meanwhile
    await harper.started;
    // jobs on this worker wait for each other: a draft must not wait here for Harper too
    await linter.prepare('en', undefined, { harper: false });
  },
  /** Findings for the whole draft; paragraphs seen before come from the linter's cache. */
  async lintDraft(text: string, options: DraftLintOptions): Promise<DraftFindings> {
    // Too little text to tell a language by: English, the editor's default.
    const guess = guessLanguage(text.slice(0, 4000));
    const language = guess.score >= 2 ? guess.language : 'en';
    const partial = options.withoutWaiting === true && language === 'en' && !harperReady;
    const result = await linter.lint(text, {
      language,
      register: options.register,
      styleEnabled: options.styleEnabled,
      ...(partial ? { harper: false } : {}),
      ...(options.acceptedWords ? { acceptedWords: options.acceptedWords } : {}),
    });
    const alternatives = result.findings.map((f) => f.replacements.slice(1, MAX_ALTERNATIVES + 1));
    return { issues: result.issues, alternatives, language, dialect: result.dialect, wordCount: result.wordCount, elapsedMs: result.elapsedMs, partial };
  },
  /** A dropped file's text, or the intake's refusal; a draft may be shorter than a check allows. */
  async extractFile(input: ExtractInput) {
    return (await import('@writecheck/workers/intake/extractDocument')).extractDocument(input, { minWords: 1 });
  },
};

export type EditorJobs = typeof editorJobs;
