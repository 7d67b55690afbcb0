import { and, desc, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { CheckSummaryRow } from '../checks/checks.repo.js';
import type { Db } from '../db/client.js';
import { checks } from '../db/schema.js';

// The list's columns: every summary column, never the report, text or live data.
const { text: _text, report: _report, live: _live, instant: _instant, sourceRules: _rules, keyId: _key, creditsReserved: _r, creditsCharged: _c, ...listColumns } =
  getTableColumns(checks);

/** The account's checks whose title or opening words contain the words searched for, newest first. */
export async function searchChecks(db: Db, accountId: string, query: string, limit: number): Promise<CheckSummaryRow[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(listColumns)
    .from(checks)
    .where(and(eq(checks.accountId, accountId), or(ilike(checks.title, pattern), ilike(checks.snippet, pattern))))
    .orderBy(desc(checks.createdAt), desc(checks.id))
    .limit(limit);
}
