import { countWords } from '@writecheck/shared/wordCount';
import type { Issue, Report, Scores } from '@writecheck/shared';

// Scores are 0 to 100 with at most one decimal (decisions.md).
export const round1 = (n: number) => Math.round(n * 10) / 10;

export interface PassOutcomes {
  /** Issues found by every pass that ran, in text order. */
  issues: Issue[];
  scores: Omit<Scores, 'plagiarism'>;
  /** Passes that were asked for and broke: the report is partial. */
  broken: string[];
}

/**
 * The report of a check from what its passes produced. The plagiarism part says
 * what was checked: without a plagiarism run nothing was, so coverage is 0.
 */
export function composeReport(input: {
  text: string;
  wordCount: number;
  outcomes: PassOutcomes;
  durationMs: number;
  sourcesExcludedByRules: number;
}): Report {
  const checkedWords = 0;
  const similarityScore = 0;
  const coverage = input.wordCount > 0 ? round1((checkedWords / input.wordCount) * 100) : 0;
  const issues = [...input.outcomes.issues].sort((a, b) => a.original.start - b.original.start);
  return {
    status: 'done',
    text: input.text,
    partial: input.outcomes.broken.length > 0,
    languages: [],
    wordCount: input.wordCount || countWords(input.text),
    checkedWords,
    originalityScore: round1(100 - similarityScore),
    similarityScore,
    coverage,
    spans: [],
    matches: [],
    sources: [],
    issues,
    scores: { plagiarism: similarityScore, ...input.outcomes.scores },
    meta: { durationMs: input.durationMs, sourcesExcludedByRules: input.sourcesExcludedByRules },
  };
}
