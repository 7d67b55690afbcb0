import { Dexie, type Table } from 'dexie';
import type { Issue } from '@writecheck/shared';
import type { IssueAction } from '@writecheck/shared/issueActions';
import type { CheckDetail } from './api.js';

/** A finished check kept on this device so that its report opens offline. */
export interface StoredReport {
  id: string;
  accountId: string;
  savedAt: number;
  title: string | null;
  status: string;
  check: CheckDetail;
}

/** An action on a report's issue taken on this device and not yet accepted by the server. */
export interface PendingAction {
  seq?: number;
  accountId: string;
  checkId: string;
  action: IssueAction;
  takenAt: number;
}

/** How far this device has pulled the account's reports and decisions. */
export interface SyncState {
  accountId: string;
  cursor: string;
  pulledAt: number;
}

/** A full check started while offline, sent when the network returns. */
export interface QueuedCheck {
  /** Also the check's idempotency key: sending twice never starts two checks. */
  id: string;
  accountId: string;
  queuedAt: number;
  title: string | null;
  input: {
    text: string;
    title?: string;
    options: { plagiarism: boolean; grammarSpelling: boolean; citations: boolean; aiContent: boolean; style: boolean; register: 'academic' | 'general' };
    citationStyle: 'APA' | 'MLA' | 'Chicago';
  };
  /** The server's refusal, when it refused; such a check is not sent again. */
  refusal?: { code: string; message: string };
}

class ReportDatabase extends Dexie {
  reports!: Table<StoredReport, string>;
  pendingActions!: Table<PendingAction, number>;
  syncState!: Table<SyncState, string>;
  queuedChecks!: Table<QueuedCheck, string>;

  constructor() {
    super('writecheck');
    this.version(1).stores({ reports: 'id, accountId, savedAt' });
    this.version(2).stores({
      reports: 'id, accountId, savedAt',
      pendingActions: '++seq, accountId',
      syncState: 'accountId',
      queuedChecks: 'id, accountId, queuedAt',
    });
  }
}

export const db = new ReportDatabase();

export async function storeReport(accountId: string, check: CheckDetail): Promise<void> {
  await db.reports.put({ id: check.id, accountId, savedAt: Date.now(), title: check.title, status: check.status, check });
}

export async function storedReport(accountId: string, id: string): Promise<StoredReport | undefined> {
  const row = await db.reports.get(id);
  return row && row.accountId === accountId ? row : undefined;
}

export async function storedReports(accountId: string): Promise<StoredReport[]> {
  const rows = await db.reports.where('accountId').equals(accountId).toArray();
  return rows.sort((a, b) => b.savedAt - a.savedAt);
}

/** Replaces the issues of a stored report (after an action here or a decision pulled). */
export async function storeIssues(accountId: string, id: string, issues: Issue[]): Promise<void> {
  await db.transaction('rw', db.reports, async () => {
    const row = await db.reports.get(id);
    if (!row || row.accountId !== accountId || !row.check.report) return;
    await db.reports.put({ ...row, check: { ...row.check, report: { ...row.check.report, issues } } });
  });
}

export async function forgetReport(id: string): Promise<void> {
  await db.reports.delete(id);
}

export async function forgetStoredReports(accountId: string): Promise<void> {
  await db.transaction('rw', [db.reports, db.pendingActions, db.syncState, db.queuedChecks], async () => {
    await db.reports.where('accountId').equals(accountId).delete();
    await db.pendingActions.where('accountId').equals(accountId).delete();
    await db.syncState.delete(accountId);
    await db.queuedChecks.where('accountId').equals(accountId).delete();
  });
}
