import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Issue } from '@writecheck/shared';
import type { Executor } from '../db/client.js';
import { checks } from '../db/schema.js';
import { issueDecisions } from '../db/schema.web.js';

/** The part of an Issue a decision carries; absent fields are absent on the issue too. */
export interface IssueDecision {
  issueId: string;
  status: Issue['status'];
  appliedReplacement?: string;
  staledBy?: NonNullable<Issue['staledBy']>;
  followed?: NonNullable<Issue['followed']>;
}

export interface StoredDecision extends IssueDecision {
  checkId: string;
  seq: number;
}

type Row = typeof issueDecisions.$inferSelect;

function toDecision(row: Row): StoredDecision {
  return {
    checkId: row.checkId,
    issueId: row.issueId,
    status: row.status as Issue['status'],
    seq: row.seq,
    ...(row.appliedReplacement !== null ? { appliedReplacement: row.appliedReplacement } : {}),
    ...(row.staledBy !== null ? { staledBy: row.staledBy as NonNullable<Issue['staledBy']> } : {}),
    ...(row.followed !== null ? { followed: row.followed as NonNullable<Issue['followed']> } : {}),
  };
}

/** The finished check's report, locked against other writers until the transaction ends. */
export async function lockReport(tx: Executor, accountId: string, checkId: string) {
  const [row] = await tx
    .select({ status: checks.status, report: checks.report })
    .from(checks)
    .where(and(eq(checks.id, checkId), eq(checks.accountId, accountId)))
    .for('update');
  return row;
}

export async function decisionsOf(db: Executor, checkIds: string[]): Promise<StoredDecision[]> {
  if (checkIds.length === 0) return [];
  const rows = await db.select().from(issueDecisions).where(inArray(issueDecisions.checkId, checkIds));
  return rows.map(toDecision);
}

/** Writes each decision, every one with the next value of the server's sequence. */
export async function saveDecisions(tx: Executor, accountId: string, checkId: string, decisions: IssueDecision[]): Promise<void> {
  for (const d of decisions) {
    const values = {
      status: d.status,
      appliedReplacement: d.appliedReplacement ?? null,
      staledBy: d.staledBy ?? null,
      followed: d.followed ?? null,
    };
    await tx
      .insert(issueDecisions)
      .values({ checkId, accountId, issueId: d.issueId, ...values })
      .onConflictDoUpdate({
        target: [issueDecisions.checkId, issueDecisions.issueId],
        set: { ...values, seq: sql`nextval(pg_get_serial_sequence('issue_decisions', 'seq'))`, updatedAt: sql`now()` },
      });
  }
}

/** The account's decisions written after `seq`, oldest first. */
export async function decisionsAfter(db: Executor, accountId: string, seq: number, limit: number): Promise<StoredDecision[]> {
  const rows = await db
    .select()
    .from(issueDecisions)
    .where(and(eq(issueDecisions.accountId, accountId), gt(issueDecisions.seq, seq)))
    .orderBy(asc(issueDecisions.seq))
    .limit(limit);
  return rows.map(toDecision);
}
