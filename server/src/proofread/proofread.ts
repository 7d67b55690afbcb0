import { limits, ServiceFailure } from '@writecheck/shared';
import { countWords } from '@writecheck/shared/wordCount';
import { guessLanguage } from '@writecheck/workers/language/detectLanguage';
import { supportedLanguages } from '@writecheck/workers/language/languages';
import type { LintOptions, LintResult } from '@writecheck/workers/lint/lintDocument';
import { applyFixes } from '@writecheck/workers/lint/resolveOverlaps';
import { z } from 'zod';
import { parseWith } from '../http/zodFailure.js';

// Proofreading for agents: the language passes alone (grammar, spelling, style) on a text,
// answered at once, stored nowhere and charged nothing, like the editor's instant check.
// A full check, with plagiarism, citations and AI content, is check_document.

// Free work has bounds: a draft or a section per call, and a number of calls per key and hour,
// so that one key cannot keep the workers from the checks people pay for.
export const PROOFREAD_MAX_WORDS = 5_000;
export const PROOFREADS_PER_HOUR = 120;

const proofreadInputSchema = z
  .object({
    text: z.string().min(1).max(limits.maxTextChars),
    language: z.enum(supportedLanguages).optional(),
    register: z.enum(['academic', 'general']).default('general'),
    style: z.boolean().default(true),
  })
  .strict();

export interface ProofreadResult {
  language: string;
  dialect: string;
  wordCount: number;
  counts: LintResult['counts'];
  scores: LintResult['scores'];
  issues: LintResult['issues'];
  /** The text with every fix applied (findings never overlap, so all of them apply). */
  correctedText: string;
}

export type Linter = (text: string, options: LintOptions) => Promise<LintResult>;

/** Validates, picks the language, lints, and writes the corrected text. */
export async function proofread(
  lint: Linter,
  raw: unknown,
  context: { styleEnabled: boolean; acceptedWords?: string[] },
): Promise<ProofreadResult> {
  const input = parseWith(proofreadInputSchema, raw);
  const wordCount = countWords(input.text);
  if (wordCount > PROOFREAD_MAX_WORDS) {
    throw new ServiceFailure(
      'too_long',
      `the text has ${wordCount} words; proofreading takes at most ${PROOFREAD_MAX_WORDS} at a time (check_document takes up to ${limits.maxWordsPerCheck})`,
    );
  }
  const language = input.language ?? guessLanguage(input.text).language;
  const result = await lint(input.text, {
    language,
    register: input.register,
    styleEnabled: context.styleEnabled && input.style,
    acceptedWords: context.acceptedWords ?? [],
  });
  return {
    language,
    dialect: result.dialect,
    wordCount,
    counts: result.counts,
    scores: result.scores,
    issues: result.issues,
    correctedText: applyFixes(input.text, result.findings),
  };
}
