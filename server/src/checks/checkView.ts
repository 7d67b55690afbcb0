import {
  isFinalStatus,
  reportParts,
  ServiceFailure,
  type Check,
  type CheckStatus,
  type CheckOptions,
  type Live,
  type Report,
  type ReportPart,
} from '@writecheck/shared';
import { guestInstant } from '../guest/guestInstant.js';
import { guestLive } from '../guest/guestLive.js';
import { guestView } from '../guest/guestPreview.js';
import type { CheckRow, CheckSummaryRow } from './checks.repo.js';
import type { CachedSummary } from './summaryCache.js';

// Rows to response bodies. `view=summary` and the list read only scalar columns;
// the full view adds the report, which is one JSON column.

export type CheckView = { kind: 'summary' } | { kind: 'full' } | { kind: 'parts'; parts: ReportPart[] };

export function parseView(view: string | undefined, include: string | undefined): CheckView {
  if (include !== undefined) {
    const parts = include
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const unknown = parts.filter((p) => !(reportParts as readonly string[]).includes(p));
    if (parts.length === 0 || unknown.length > 0) {
      throw new ServiceFailure(
        'invalid_body',
        `include: ${unknown.length ? `unknown part ${unknown.join(', ')}` : 'name at least one part'}; parts are ${reportParts.join(', ')}`,
      );
    }
    return { kind: 'parts', parts: [...new Set(parts)] as ReportPart[] };
  }
  if (view === undefined || view === 'full') return { kind: 'full' };
  if (view === 'summary') return { kind: 'summary' };
  throw new ServiceFailure('invalid_view', `view must be summary or full, not ${JSON.stringify(view.slice(0, 40))}`);
}

export function runningMsOf(row: Pick<CheckSummaryRow, 'status' | 'startedAt' | 'runningMs'>, now = Date.now()): number {
  if (isFinalStatus(row.status as CheckStatus) || !row.startedAt) return row.runningMs;
  return Math.max(row.runningMs, now - row.startedAt.getTime());
}

export function toCheckItem(row: CheckSummaryRow): Check {
  return {
    id: row.id,
    title: row.title,
    status: row.status as Check['status'],
    progress: row.progress,
    phase: row.phase,
    wordCount: row.wordCount,
    inputKind: row.inputKind,
    originalityScore: row.originalityScore,
    coverage: row.coverage,
    scores: (row.scores as Check['scores']) ?? null,
    issueCounts: (row.issueCounts as Check['issueCounts']) ?? null,
    rejection: (row.rejection as Check['rejection']) ?? null,
    composition: (row.composition as Check['composition']) ?? null,
    snippet: row.snippet,
    citationStyle: row.citationStyle as Check['citationStyle'],
    mode: row.mode as Check['mode'],
    folderId: row.folderId,
    tagIds: row.tagIds,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

// The summary view is the item, then runningMs, then the rest; built in those two parts
// around runningMs, the one field the clock changes, so that its body can be kept.
function summaryHead(row: CheckSummaryRow) {
  const rejection = row.rejection as { code: string } | null;
  return { ...toCheckItem(row), rejectionCode: rejection?.code ?? null };
}

function summaryTail(row: CheckSummaryRow) {
  return { options: row.options, ...(row.completedBy ? { completedBy: row.completedBy } : {}) };
}

export function toCheckSummary(row: CheckSummaryRow) {
  return { ...summaryHead(row), runningMs: runningMsOf(row), ...summaryTail(row) };
}

/**
 * The summary view as its response body, the same bytes as serializing toCheckSummary.
 * The serialized parts are kept on the summary until its check changes, so a poll of a
 * cached summary builds no view and serializes nothing.
 */
export function summaryBodyOf(summary: CachedSummary, now = Date.now()): string {
  summary.body ??= {
    head: `${JSON.stringify(summaryHead(summary.row)).slice(0, -1)},"runningMs":`,
    tail: `,${JSON.stringify(summaryTail(summary.row)).slice(1)}`,
  };
  return summary.body.head + runningMsOf(summary.row, now) + summary.body.tail;
}

export function toCheckDetail(row: CheckRow, view: CheckView, currentDetectorVersion: string | null, styleEnabled = true) {
  const summary = toCheckSummary(row);
  if (view.kind === 'summary') return summary;
  const report = row.report as Record<string, unknown> | null;
  const detail: Record<string, unknown> = {
    ...summary,
    live: row.live && row.mode === 'guest' ? guestLive(row.live as Live) : (row.live ?? null),
    ...(row.instant ? { instant: row.mode === 'guest' ? guestInstantOf(row) : row.instant } : {}),
    ...(row.sourceRules ? { sourceRules: row.sourceRules } : {}),
  };
  if (view.kind === 'full') detail.text = row.text ?? '';
  if (report) {
    // A guest sees the teaser in full and only counts and highlights past it.
    const guest = row.mode === 'guest' && report.status === 'done' ? guestViewOf(row, report as Report, styleEnabled) : null;
    const shown = guest?.report ?? report;
    if (guest) Object.assign(detail, { guest: guest.guest, rest: guest.rest });
    detail.report = view.kind === 'full' ? shown : pickParts(shown, view.parts);
    const detector = report.aiDetector as { version?: string } | undefined;
    if (detector?.version && currentDetectorVersion) {
      detail.aiDetectorUpdated = detector.version !== currentDetectorVersion;
    }
  }
  return detail;
}

function pickParts(report: Record<string, unknown>, parts: ReportPart[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { status: report.status, wordCount: report.wordCount };
  for (const part of parts) if (part in report) picked[part] = report[part];
  return picked;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ServiceFailure('invalid_body', 'cursor: not a cursor this service gave out');
  }
  return { createdAt, id };
}

function guestViewOf(row: CheckRow, report: Report, styleEnabled: boolean) {
  const text = row.text ?? report.text;
  return guestView(
    {
      text,
      wordCount: row.wordCount ?? report.wordCount,
      options: row.options as CheckOptions,
      createdAt: row.createdAt,
      completedAt: row.completedAt,
    },
    report,
    styleEnabled,
  );
}

function guestInstantOf(row: CheckRow) {
  return guestInstant(row.instant as Parameters<typeof guestInstant>[0], row.text ?? '', row.wordCount ?? 0);
}
