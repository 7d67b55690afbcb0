import { Dexie, type Table } from 'dexie';
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

class ReportDatabase extends Dexie {
  reports!: Table<StoredReport, string>;

  constructor() {
    super('writecheck');
    this.version(1).stores({ reports: 'id, accountId, savedAt' });
  }
}

const db = new ReportDatabase();

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

export async function forgetReport(id: string): Promise<void> {
  await db.reports.delete(id);
}

export async function forgetStoredReports(accountId: string): Promise<void> {
  await db.reports.where('accountId').equals(accountId).delete();
}
