import type { Finding, LintSeverity } from './finding.js';
import { styleCategories } from './finding.js';

// Scores from the density and severity of findings: 100 is flawless and each
// weighted finding per 100 words takes a share off, so a long document is not
// punished for its length. Two errors per 100 words give about 70.
//
// A short text says little about its writer's error rate: two slips in 73 words
// would read as 2.7 per 100 and score 61. The density is measured as if the text
// went on for PRIOR_WORDS more words without a finding, which pulls short texts
// towards 100 and leaves long ones where they were.

const WEIGHT: Record<LintSeverity, number> = { error: 1, warning: 0.6, suggestion: 0.3 };
const PRIOR_WORDS = 100;

function densityScore(findings: readonly Finding[], words: number, k: number): number {
  const weighted = findings.reduce((s, f) => s + WEIGHT[f.severity], 0);
  const per100 = (100 * weighted) / (Math.max(words, 0) + PRIOR_WORDS);
  return Math.round(1000 * Math.exp(-k * per100)) / 10;
}

export function lintScores(findings: readonly Finding[], words: number, styleEnabled: boolean): { grammarSpelling: number; clarity: number | null } {
  const language = findings.filter((f) => !styleCategories.has(f.category));
  const style = findings.filter((f) => styleCategories.has(f.category));
  return {
    grammarSpelling: densityScore(language, words, 0.18),
    clarity: styleEnabled ? densityScore(style, words, 0.12) : null,
  };
}
