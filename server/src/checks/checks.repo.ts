import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { runningStatuses, type CheckStatus } from '@writecheck/shared';
import type { Db, Executor } from '../db/client.js';
import { checkFiles, checks } from '../db/schema.js';

export type CheckRow = typeof checks.$inferSelect;
export type NewCheckRow = typeof checks.$inferInsert;

/** Columns the summary view and the list need: never the report, text or live data. */
const summaryColumns = {
  id: checks.id,
  accountId: checks.accountId,
  status: checks.status,
  progress: checks.progress,
  phase: checks.phase,
  title: checks.title,
  inputKind: checks.inputKind,
  mode: checks.mode,
  citationStyle: checks.citationStyle,
  options: checks.options,
  wordCount: checks.wordCount,
  snippet: checks.snippet,
  originalityScore: checks.originalityScore,
  coverage: checks.coverage,
  scores: checks.scores,
  issueCounts: checks.issueCounts,
  composition: checks.composition,
  rejection: checks.rejection,
  completedBy: checks.completedBy,
  folderId: checks.folderId,
  tagIds: checks.tagIds,
  startedAt: checks.startedAt,
  runningMs: checks.runningMs,
  createdAt: checks.createdAt,
  completedAt: checks.completedAt,
};
export type CheckSummaryRow = Pick<CheckRow, keyof typeof summaryColumns>;

export async function insertCheck(db: Executor, values: NewCheckRow): Promise<void> {
  await db.insert(checks).values(values);
}

export async function insertCheckFile(db: Executor, checkId: string, bytes: Uint8Array, filename: string | null) {
  await db.insert(checkFiles).values({ checkId, bytes, filename });
}

export async function readCheckFile(db: Executor, checkId: string) {
  const [row] = await db.select().from(checkFiles).where(eq(checkFiles.checkId, checkId));
  return row;
}

export async function deleteCheckFile(db: Executor, checkId: string) {
  await db.delete(checkFiles).where(eq(checkFiles.checkId, checkId));
}

export async function findCheck(db: Executor, accountId: string, id: string): Promise<CheckRow | undefined> {
  const [row] = await db.select().from(checks).where(and(eq(checks.id, id), eq(checks.accountId, accountId)));
  return row;
}

export async function findCheckById(db: Executor, id: string): Promise<CheckRow | undefined> {
  const [row] = await db.select().from(checks).where(eq(checks.id, id));
  return row;
}

// The summary read is the one clients poll: prepared once per database, so each poll
// skips building and planning the query.
const preparedSummaries = new WeakMap<Db, ReturnType<typeof prepareSummary>>();

function prepareSummary(db: Db) {
  return db
    .select(summaryColumns)
    .from(checks)
    .where(and(eq(checks.id, sql.placeholder('id')), eq(checks.accountId, sql.placeholder('accountId'))))
    .prepare('check_summary');
}

export async function findCheckSummary(db: Db, accountId: string, id: string): Promise<CheckSummaryRow | undefined> {
  let query = preparedSummaries.get(db);
  if (!query) {
    query = prepareSummary(db);
    preparedSummaries.set(db, query);
  }
  const [row] = await query.execute({ id, accountId });
  return row;
}

export async function lockCheck(tx: Executor, id: string): Promise<CheckRow | undefined> {
  const [row] = await tx.select().from(checks).where(eq(checks.id, id)).for('update');
  return row;
}

export async function updateCheck(db: Executor, id: string, values: Partial<NewCheckRow>): Promise<void> {
  await db.update(checks).set(values).where(eq(checks.id, id));
}

/** Updates a running check; a no-op (false) once it reached a final status. */
export async function updateRunningCheck(db: Executor, id: string, values: Partial<NewCheckRow>): Promise<boolean> {
  const rows = await db
    .update(checks)
    .set(values)
    .where(and(eq(checks.id, id), inArray(checks.status, [...runningStatuses])))
    .returning({ id: checks.id });
  return rows.length > 0;
}

export async function deleteCheckRow(db: Executor, id: string): Promise<void> {
  await db.delete(checks).where(eq(checks.id, id));
}

export async function countInFlight(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checks)
    .where(and(eq(checks.accountId, accountId), inArray(checks.status, [...runningStatuses])));
  return row?.n ?? 0;
}

/** Newest first, keyset-paged on (createdAt, id). */
export async function listCheckSummaries(
  db: Executor,
  accountId: string,
  opts: { limit: number; after?: { createdAt: Date; id: string } | undefined; status?: CheckStatus | undefined },
): Promise<CheckSummaryRow[]> {
  const conditions = [eq(checks.accountId, accountId)];
  if (opts.status) conditions.push(eq(checks.status, opts.status));
  if (opts.after) {
    conditions.push(
      or(
        lt(checks.createdAt, opts.after.createdAt),
        and(eq(checks.createdAt, opts.after.createdAt), lt(checks.id, opts.after.id)),
      )!,
    );
  }
  return db
    .select(summaryColumns)
    .from(checks)
    .where(and(...conditions))
    .orderBy(desc(checks.createdAt), desc(checks.id))
    .limit(opts.limit);
}
