import type { Finding, LintSeverity } from './finding.js';
import { styleCategories } from './finding.js';

// Scores from the density and severity of findings: 100 is flawless and each
// weighted finding per 100 words takes a share off, so a long document is not
// punished for its length. Two errors per 100 words give about 70.

const WEIGHT: Record<LintSeverity, number> = { error: 1, warning: 0.6, suggestion: 0.3 };

function densityScore(findings: readonly Finding[], words: number, k: number): number {
  const weighted = findings.reduce((s, f) => s + WEIGHT[f.severity], 0);
  const per100 = (100 * weighted) / Math.max(words, 50);
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
