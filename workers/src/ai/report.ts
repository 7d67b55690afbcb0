// The AI-content pass's share of a report: the 0-100 score, the pass state, the
// detector that scored it, and its issues. Also tells whether a stored report was
// scored by an older detector than the one running now.

import type { IssueInput } from '@writecheck/shared/schemas/report';
import { aiContentIssues } from './issues.js';
import type { AiContentResult } from './score.js';

export interface AiContentReportPart {
  /** `scores.aiContent`: likelihood 0 to 100, one decimal; null when too short for a verdict. */
  score: number | null;
  /** `passes.aiContent`. */
  pass: 'ok' | 'partial';
  band: AiContentResult['band'];
  /** `report.aiDetector`. */
  aiDetector: { name: string; version: string };
  issues: IssueInput[];
}

export function aiContentReportPart(text: string, result: AiContentResult, idPrefix = 'ai'): AiContentReportPart {
  return {
    score: result.partial ? null : Math.round(result.score * 1000) / 10,
    pass: result.partial ? 'partial' : 'ok',
    band: result.band,
    aiDetector: { ...result.detector },
    issues: aiContentIssues(text, result, { idPrefix }),
  };
}

function versionParts(v: string): number[] {
  return v.split(/[.+-]/).slice(0, 3).map((p) => (/^\d+$/.test(p) ? Number(p) : 0));
}

/**
 * `aiDetectorUpdated`: true when the detector that scored a report is not the one
 * running now, either another detector or an older version of this one.
 */
export function detectorUpdatedSince(scoredBy: { name: string; version: string } | null | undefined, current: { name: string; version: string }): boolean {
  if (!scoredBy) return false;
  if (scoredBy.name !== current.name) return true;
  const a = versionParts(scoredBy.version);
  const b = versionParts(current.version);
  for (let i = 0; i < 3; i++) {
    if ((b[i] ?? 0) !== (a[i] ?? 0)) return (b[i] ?? 0) > (a[i] ?? 0);
  }
  return false;
}
