import { and, arrayContains, desc, eq, getTableColumns, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CheckSummaryRow } from '../checks/checks.repo.js';
import type { Db, Executor } from '../db/client.js';
import { checks } from '../db/schema.js';

// The list's columns: every summary column, never the report, text or live data.
const { text: _text, report: _report, live: _live, instant: _instant, sourceRules: _rules, keyId: _key, creditsReserved: _r, creditsCharged: _c, ...listColumns } =
  getTableColumns(checks);

export interface CheckFilter {
  /** Words in the title or the opening of the text. */
  q?: string;
  folderId?: string;
  tagId?: string;
}

/** The account's checks that match every filter given, newest first. */
export async function searchChecks(db: Db, accountId: string, filter: CheckFilter, limit: number): Promise<CheckSummaryRow[]> {
  const conditions: SQL[] = [eq(checks.accountId, accountId)];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(checks.title, pattern), ilike(checks.snippet, pattern))!);
  }
  if (filter.folderId) conditions.push(eq(checks.folderId, filter.folderId));
  if (filter.tagId) conditions.push(arrayContains(checks.tagIds, [filter.tagId]));
  return db
    .select(listColumns)
    .from(checks)
    .where(and(...conditions))
    .orderBy(desc(checks.createdAt), desc(checks.id))
    .limit(limit);
}

/** Files one check in a folder (or none) with its tags; false when the account has no such check. */
export async function organiseCheck(db: Executor, accountId: string, id: string, folderId: string | null, tagIds: string[]): Promise<boolean> {
  const updated = await db
    .update(checks)
    .set({ folderId, tagIds })
    .where(and(eq(checks.id, id), eq(checks.accountId, accountId)))
    .returning({ id: checks.id });
  return updated.length > 0;
}

/** The folders and tags the account's checks use, each with how many checks carry it. */
export async function labelsInUse(db: Db, accountId: string) {
  const folders = await db
    .select({ id: sql<string>`${checks.folderId}`, count: sql<number>`count(*)::int` })
    .from(checks)
    .where(and(eq(checks.accountId, accountId), isNotNull(checks.folderId)))
    .groupBy(checks.folderId)
    .orderBy(checks.folderId);
  const tags = await db
    .select({ id: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
    .from(sql`(select unnest(${checks.tagIds}) as tag from ${checks} where ${checks.accountId} = ${accountId}) as t`)
    .groupBy(sql`t.tag`)
    .orderBy(sql`t.tag`);
  return { folders, tags };
}
