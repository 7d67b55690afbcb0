import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, apiKeys, ledger, plans } from '../db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type LedgerKind = (typeof ledger.$inferInsert)['kind'];

export async function insertAccount(db: Executor, id: string, email: string | null): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values({ id, email }).returning();
  return row!;
}

export async function findAccount(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Reads the account row and locks it until the transaction ends: every balance change goes through here. */
export async function lockAccount(tx: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

export async function updateAccount(db: Executor, id: string, values: Partial<AccountRow>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export async function appendLedger(
  db: Executor,
  entry: { accountId: string; kind: LedgerKind; credits: number; checkId: string | null; balanceAvailable: number; note?: string },
): Promise<void> {
  await db.insert(ledger).values(entry);
}

export async function recentLedger(db: Executor, accountId: string, limit: number) {
  return db
    .select()
    .from(ledger)
    .where(eq(ledger.accountId, accountId))
    .orderBy(desc(ledger.id))
    .limit(limit);
}

export async function findPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function upsertPlan(db: Executor, plan: typeof plans.$inferInsert): Promise<PlanRow> {
  const { id: _id, ...rest } = plan;
  const [row] = await db
    .insert(plans)
    .values(plan)
    .onConflictDoUpdate({ target: plans.id, set: rest })
    .returning();
  return row!;
}

export async function countLiveKeys(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}
