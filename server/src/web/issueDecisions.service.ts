import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { type CheckDetail, type Issue, ServiceFailure } from '@writecheck/shared';
import { applyIssueAction, type IssueAction } from '@writecheck/shared/issueActions';
import type { Principal } from '../auth/principal.js';
import { getCheck } from '../checks/checks.service.js';
import { checks } from '../db/schema.js';
import type { Services } from '../services.js';
import {
  decisionsAfter,
  decisionsOf,
  lockReport,
  saveDecisions,
  type IssueDecision,
  type StoredDecision,
} from './issueDecisions.repo.js';

// Apply, ignore and undo on a report's issues, and the app's sync: finished reports and
// decisions pulled by cursor. Actions run on the server's current state in arrival order, so two
// devices acting on the same report converge: an action the state no longer allows (fixing an
// issue the other device already fixed) changes nothing, and every device pulls the result.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The report's issues with the decisions taken on them. */
export function withDecisions(issues: readonly Issue[], decisions: readonly IssueDecision[]): Issue[] {
  const byIssue = new Map(decisions.map((d) => [d.issueId, d]));
  return issues.map((issue) => {
    const d = byIssue.get(issue.id);
    if (!d) return issue;
    const { staledBy: _s, followed: _f, appliedReplacement: _a, ...base } = issue;
    return {
      ...base,
      status: d.status,
      ...(d.appliedReplacement !== undefined ? { appliedReplacement: d.appliedReplacement } : {}),
      ...(d.staledBy ? { staledBy: d.staledBy } : {}),
      ...(d.followed ? { followed: d.followed } : {}),
    };
  });
}

function decisionOf(issue: Issue): IssueDecision {
  return {
    issueId: issue.id,
    status: issue.status,
    ...(issue.appliedReplacement !== undefined ? { appliedReplacement: issue.appliedReplacement } : {}),
    ...(issue.staledBy ? { staledBy: issue.staledBy } : {}),
    ...(issue.followed ? { followed: issue.followed } : {}),
  };
}

const refusals = {
  no_such_issue: ['not_found', 'the report has no such issue'],
  not_open: ['already_final', 'the issue is no longer open'],
  followed: ['already_final', 'the issue\'s words sit inside another fix; undo that fix first'],
  nothing_to_undo: ['already_final', 'the issue is open; there is nothing to undo'],
} as const;

/** Runs one action on a finished report; answers the report's issues as they now stand. */
export async function actOnIssue(svc: Services, who: Principal, checkId: string, action: IssueAction): Promise<{ issues: Issue[] }> {
  if (!UUID.test(checkId)) throw new ServiceFailure('not_found', 'no such check');
  return svc.db.transaction(async (tx) => {
    const row = await lockReport(tx, who.accountId, checkId.toLowerCase());
    if (!row) throw new ServiceFailure('not_found', 'no such check');
    const report = row.report as { issues?: Issue[]; spans?: Array<{ start: number; end: number; verdict: string }> } | null;
    if (row.status !== 'done' || !report) throw new ServiceFailure('still_running', 'the check has no finished report yet');
    const current = withDecisions(report.issues ?? [], await decisionsOf(tx, [checkId.toLowerCase()]));
    const spans = (report.spans ?? []) as Parameters<typeof applyIssueAction>[2];
    const outcome = applyIssueAction(current, action, spans);
    if (!outcome.ok) {
      const [code, message] = refusals[outcome.reason];
      throw new ServiceFailure(code, message);
    }
    const changed = outcome.issues.filter((i) => outcome.changed.includes(i.id)).map(decisionOf);
    await saveDecisions(tx, who.accountId, checkId.toLowerCase(), changed);
    return { issues: outcome.issues };
  });
}

/** A check as the app reads it: the full view with the decisions taken on its issues. */
export async function checkWithDecisions(svc: Services, who: Principal, id: string): Promise<CheckDetail> {
  const detail = (await getCheck(svc, who, id, { view: 'full' })) as CheckDetail;
  if (!detail.report) return detail;
  const decisions = await decisionsOf(svc.db, [detail.id]);
  return decisions.length === 0 ? detail : { ...detail, report: { ...detail.report, issues: withDecisions(detail.report.issues ?? [], decisions) } };
}

interface SyncCursor {
  /** The last finished report pulled: its completion time (ms) and id. */
  report: [number, string] | null;
  /** The last decision pulled. */
  seq: number;
}

function encodeCursor(cursor: SyncCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string | undefined): SyncCursor {
  if (!raw) return { report: null, seq: 0 };
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as SyncCursor;
    const report = value.report;
    const okReport = report === null || (Array.isArray(report) && Number.isFinite(report[0]) && typeof report[1] === 'string' && UUID.test(report[1]));
    if (okReport && Number.isSafeInteger(value.seq) && value.seq >= 0) return { report, seq: value.seq };
  } catch {
    // falls through to the refusal
  }
  throw new ServiceFailure('invalid_body', 'cursor: not a cursor this server gave out');
}

const REPORTS_PER_PULL = 10;
const DECISIONS_PER_PULL = 500;

export interface SyncPage {
  reports: CheckDetail[];
  decisions: StoredDecision[];
  cursor: string;
  /** More is waiting: pull again with the new cursor. */
  more: boolean;
}

/** What finished, and what was decided, since the cursor; the first pull has no cursor. */
export async function pullChanges(svc: Services, who: Principal, rawCursor?: string): Promise<SyncPage> {
  const cursor = decodeCursor(rawCursor);
  // Compared at the cursor's millisecond precision, so the last report pulled is never pulled again.
  const after: SQL | undefined = cursor.report
    ? sql`(date_trunc('milliseconds', ${checks.completedAt}), ${checks.id}) > (${new Date(cursor.report[0]).toISOString()}::timestamptz, ${cursor.report[1]}::uuid)`
    : undefined;
  const finished = await svc.db
    .select({ id: checks.id, completedAt: checks.completedAt })
    .from(checks)
    .where(and(eq(checks.accountId, who.accountId), inArray(checks.status, ['done', 'rejected']), isNotNull(checks.completedAt), after))
    .orderBy(asc(checks.completedAt), asc(checks.id))
    .limit(REPORTS_PER_PULL + 1);
  const page = finished.slice(0, REPORTS_PER_PULL);
  const reports: CheckDetail[] = [];
  for (const row of page) reports.push(await checkWithDecisions(svc, who, row.id));
  const decisions = await decisionsAfter(svc.db, who.accountId, cursor.seq, DECISIONS_PER_PULL + 1);
  const decided = decisions.slice(0, DECISIONS_PER_PULL);
  const last = page.at(-1);
  const next: SyncCursor = {
    report: last ? [last.completedAt!.getTime(), last.id] : cursor.report,
    seq: decided.at(-1)?.seq ?? cursor.seq,
  };
  return {
    reports,
    decisions: decided,
    cursor: encodeCursor(next),
    more: finished.length > REPORTS_PER_PULL || decisions.length > DECISIONS_PER_PULL,
  };
}
