import type { LintResult } from './lintDocument.js';

// The `instant` object computed at submission: the same findings the editor shows
// as a person types, in the shape the check response carries. The report adopts
// them later (`adopted`), so the instant and full results never disagree.

export interface InstantIssue {
  category: string;
  kind: string;
  message: string;
  original: { text: string; start: number; end: number };
  suggestions: string[];
}

export interface InstantCheck {
  engine: string;
  dialect: string;
  elapsedMs: number;
  wordCount: number;
  counts: { spelling: number; grammar: number; clarity: number; word_choice: number; total: number };
  issues: InstantIssue[];
  redactedIssues: number;
  teaserCutoff: number;
  crispWords: number;
  skipped?: string;
  adopted: boolean;
}

export interface InstantOptions {
  /** The document's word count as the service counts it. */
  wordCount: number;
  /** Issues starting at or after this offset are withheld (guest teaser); default none. */
  teaserCutoff?: number;
}

export function toInstant(result: LintResult, opts: InstantOptions): InstantCheck {
  const cutoff = opts.teaserCutoff ?? Number.POSITIVE_INFINITY;
  const shown = result.findings.filter((f) => f.start < cutoff);
  return {
    engine: result.engine,
    dialect: result.dialect,
    elapsedMs: result.elapsedMs,
    wordCount: opts.wordCount,
    counts: result.counts,
    issues: shown.map((f) => ({
      category: f.category,
      kind: f.rule,
      message: f.message,
      original: result.issues[result.findings.indexOf(f)]!.original,
      suggestions: f.replacements,
    })),
    redactedIssues: result.findings.length - shown.length,
    teaserCutoff: Number.isFinite(cutoff) ? cutoff : 0,
    crispWords: opts.wordCount,
    adopted: false,
  };
}

/** The `instant` object for a document the language passes do not check. */
export function skippedInstant(reason: 'non_english' | 'unsupported_language', wordCount: number): InstantCheck {
  return {
    engine: 'none',
    dialect: '',
    elapsedMs: 0,
    wordCount,
    counts: { spelling: 0, grammar: 0, clarity: 0, word_choice: 0, total: 0 },
    issues: [],
    redactedIssues: 0,
    teaserCutoff: 0,
    crispWords: 0,
    skipped: reason,
    adopted: false,
  };
}
