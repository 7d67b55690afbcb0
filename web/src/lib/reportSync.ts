import { applyIssueAction, type IssueAction } from '@writecheck/shared/issueActions';
import type { Issue } from '@writecheck/shared';
import { api, appErrorOf } from './api.js';
import { db, storeIssues, storeReport, type QueuedCheck } from './reportStore.js';
import { syncStatus } from './syncStatus.svelte.js';

// The device's side of sync. Actions on issues are applied here at once and queued; the queue is
// sent in order whenever the server can be reached, and then everything finished or decided since
// the last pull comes back by cursor. The server runs the same actions on its own state in the
// order they arrive, so what it answers is the truth every device ends up with.

let running: Promise<void> | null = null;

/** Takes an action on a stored report's issue: applied on this device now, sent when possible. */
export async function takeAction(accountId: string, checkId: string, issues: Issue[], action: IssueAction, spans: Parameters<typeof applyIssueAction>[2] = []) {
  const outcome = applyIssueAction(issues, action, spans);
  if (!outcome.ok) return outcome;
  await db.transaction('rw', [db.reports, db.pendingActions], async () => {
    await storeIssues(accountId, checkId, outcome.issues);
    await db.pendingActions.add({ accountId, checkId, action, takenAt: Date.now() });
  });
  return outcome;
}

async function pushActions(accountId: string): Promise<boolean> {
  const pending = await db.pendingActions.where('accountId').equals(accountId).sortBy('seq');
  for (const entry of pending) {
    try {
      const { issues } = await api.reports.act.mutate({ checkId: entry.checkId, action: entry.action });
      await storeIssues(accountId, entry.checkId, issues);
    } catch (err) {
      // Unreachable: keep the rest for the next try. Refused (another device got there first,
      // or the report is gone): dropped, and the pull below brings the server's state.
      if (appErrorOf(err).code === 'network') return false;
    }
    await db.pendingActions.delete(entry.seq!);
  }
  return true;
}

/** Full checks queued offline, sent with the key they were queued under. */
async function sendQueuedChecks(accountId: string): Promise<boolean> {
  const queued = await db.queuedChecks.where('accountId').equals(accountId).sortBy('queuedAt');
  for (const check of queued) {
    if (check.refusal) continue;
    try {
      await api.checks.create.mutate({ ...check.input, idempotencyKey: check.id });
      await db.queuedChecks.delete(check.id);
    } catch (err) {
      const failure = appErrorOf(err);
      if (failure.code === 'network') return false;
      await db.queuedChecks.put({ ...check, refusal: failure });
    }
  }
  return true;
}

export async function queueCheck(check: QueuedCheck): Promise<void> {
  await db.queuedChecks.put(check);
}

export async function queuedChecks(accountId: string): Promise<QueuedCheck[]> {
  return db.queuedChecks.where('accountId').equals(accountId).sortBy('queuedAt');
}

export async function dropQueuedCheck(id: string): Promise<void> {
  await db.queuedChecks.delete(id);
}

async function pull(accountId: string): Promise<void> {
  let cursor = (await db.syncState.get(accountId))?.cursor;
  for (;;) {
    const page = await api.reports.pull.query(cursor ? { cursor } : {});
    for (const check of page.reports) await storeReport(accountId, check);
    const byCheck = new Map<string, typeof page.decisions>();
    for (const d of page.decisions) byCheck.set(d.checkId, [...(byCheck.get(d.checkId) ?? []), d]);
    for (const [checkId, decisions] of byCheck) {
      const row = await db.reports.get(checkId);
      if (!row?.check.report) continue;
      const byIssue = new Map(decisions.map((d) => [d.issueId, d]));
      const issues = (row.check.report.issues ?? []).map((issue) => {
        const d = byIssue.get(issue.id);
        if (!d) return issue;
        const { staledBy: _s, followed: _f, appliedReplacement: _a, ...base } = issue;
        const { checkId: _c, seq: _q, issueId: _i, ...fields } = d;
        return { ...base, ...fields };
      });
      await storeIssues(accountId, checkId, issues);
    }
    cursor = page.cursor;
    await db.syncState.put({ accountId, cursor, pulledAt: Date.now() });
    if (!page.more) return;
  }
}

/** Sends what waits on this device, then pulls what changed; one run at a time. */
export function syncNow(accountId: string): Promise<void> {
  running ??= (async () => {
    try {
      if ((await pushActions(accountId)) && (await sendQueuedChecks(accountId))) await pull(accountId);
    } catch {
      // Offline or the server failed: the next sync tries again.
    } finally {
      running = null;
      syncStatus.runs++;
    }
  })();
  return running;
}

/** Actions still waiting to be sent for one report. */
export async function pendingFor(accountId: string, checkId: string): Promise<number> {
  return db.pendingActions.where('accountId').equals(accountId).filter((p) => p.checkId === checkId).count();
}
