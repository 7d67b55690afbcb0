import { readability } from '@writecheck/workers/style/readability';
import { formatScore } from './display.js';

/** Below this many words the AI-content detector gives no verdict (the pass ends `partial`). */
export const AI_MIN_WORDS = 150;

export interface Tile {
  label: string;
  value: string;
  unit: string;
  note: string;
  /** Shown dimmed: the pass gave no figure. */
  missing: boolean;
}

type Scores = Partial<Record<'grammarSpelling' | 'citation' | 'aiContent' | 'clarity', number | null>> | null;

/** What the score tiles read from a check: its options, scores, word count and report. */
export interface ScoredCheck {
  options: { plagiarism: boolean; grammarSpelling: boolean; citations: boolean; aiContent: boolean; style: boolean };
  scores?: Scores;
  wordCount: number | null;
  originalityScore?: number | null;
  coverage?: number | null;
  report?: {
    scores?: Scores;
    originalityScore?: number | null;
    coverage?: number | null;
    passes?: { aiContent?: 'ok' | 'partial' | 'failed' };
    /** Where the reference list starts; absent when the text has none. */
    bibliographyStart?: number;
    issues?: { category: string }[];
    text?: string;
    languages?: string[];
  } | null;
}

/** Whether the AI pass ran but had too few words to judge, which is no failure of the check. */
function aiTooShort(check: ScoredCheck): boolean {
  const pass = check.report?.passes?.aiContent;
  if (pass !== undefined) return pass === 'partial';
  return check.wordCount !== null && check.wordCount < AI_MIN_WORDS;
}

/** Whether the citations pass found nothing to judge: no reference list and no citation findings. */
function noCitations(check: ScoredCheck): boolean {
  const report = check.report;
  if (!report?.issues || report.bibliographyStart !== undefined) return false;
  return !report.issues.some((i) => i.category === 'citation' || i.category === 'missing_citation');
}

/** The clarity tile's note: the scale, and the text's reading ease when it is long enough to judge. */
function clarityNote(report: ScoredCheck['report']): string {
  const ease = report?.text ? readability(report.text, (report.languages?.[0] ?? 'en').slice(0, 2)) : null;
  return ease ? `100 is flawless · reading ease ${ease.ease} of 100, ${ease.label}` : '100 is flawless';
}

/** The report's five score tiles, each saying what its figure means or why there is none. */
export function scoreTiles(check: ScoredCheck): Tile[] {
  const report = check.report;
  const scores = report?.scores ?? check.scores ?? null;
  const options = check.options;
  const missing = (label: string, note: string): Tile => ({ label, value: 'not run', unit: '', note, missing: true });
  const tile = (label: string, on: boolean, score: number | null | undefined, note: string, unit = '/100'): Tile =>
    !on || score === null || score === undefined
      ? missing(label, on ? 'this pass did not run' : 'turned off for this check')
      : { label, value: formatScore(score), unit, note, missing: false };
  const coverage = report?.coverage ?? check.coverage ?? 0;
  const originality: Tile =
    options.plagiarism && coverage > 0
      ? { label: 'Originality', value: formatScore(report?.originalityScore ?? check.originalityScore), unit: '%', note: `${formatScore(coverage)}% of words compared with sources`, missing: false }
      : missing('Originality', options.plagiarism ? 'no words were compared with sources' : 'turned off for this check');
  const aiScore = scores?.aiContent;
  const noVerdict = options.aiContent && (aiScore === null || aiScore === undefined);
  const language = report?.languages?.[0];
  const ai: Tile =
    noVerdict && language && !language.startsWith('en')
      ? { label: 'AI content', value: 'not English', unit: '', note: 'the detector reads English writing only', missing: true }
      : noVerdict && aiTooShort(check)
        ? { label: 'AI content', value: 'too short', unit: '', note: `no verdict under ${AI_MIN_WORDS} words`, missing: true }
        : tile('AI content', options.aiContent, aiScore, 'likelihood the text is machine-written', '%');
  return [
    originality,
    tile('Grammar and spelling', options.grammarSpelling, scores?.grammarSpelling, '100 is flawless'),
    // 100 for a text that cites nothing would read as flawless citing.
    options.citations && scores?.citation !== null && scores?.citation !== undefined && noCitations(check)
      ? { label: 'Citations', value: 'none', unit: '', note: 'no citations or reference list found', missing: true }
      : tile('Citations', options.citations, scores?.citation, '100 is flawless'),
    ai,
    tile('Clarity', options.style, scores?.clarity, clarityNote(report)),
  ];
}

/**
 * The one line of scores the checks list shows beside a finished check; each label is held to
 * its figure by a no-break space, so a narrow screen wraps between scores, not inside one.
 */
export function listScoreLine(check: Pick<ScoredCheck, 'scores' | 'wordCount' | 'originalityScore'>): string {
  const scores = check.scores ?? null;
  const parts: string[] = [];
  if (check.originalityScore !== null && check.originalityScore !== undefined) parts.push(`Originality ${formatScore(check.originalityScore)}%`);
  parts.push(`Grammar ${formatScore(scores?.grammarSpelling)}`, `Citations ${formatScore(scores?.citation)}`);
  const ai = scores?.aiContent;
  if (ai !== null && ai !== undefined) parts.push(`AI likelihood ${formatScore(ai)}%`);
  // The list does not know why a longer text has no score (the pass was off, the text is not
  // English, or the pass failed), so it says only what is certain.
  else parts.push(check.wordCount !== null && check.wordCount < AI_MIN_WORDS ? 'AI too short to judge' : 'no AI verdict');
  return parts.map((part) => part.replaceAll(' ', '\u00a0')).join(' · ');
}
