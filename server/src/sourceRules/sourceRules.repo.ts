import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { sourceRules } from '../db/schema.js';

export type SourceRuleRow = typeof sourceRules.$inferSelect;

export async function listRules(db: Executor, accountId: string): Promise<SourceRuleRow[]> {
  return db
    .select()
    .from(sourceRules)
    .where(eq(sourceRules.accountId, accountId))
    .orderBy(asc(sourceRules.createdAt), asc(sourceRules.id));
}

export async function findRule(db: Executor, accountId: string, id: string): Promise<SourceRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(sourceRules)
    .where(and(eq(sourceRules.accountId, accountId), eq(sourceRules.id, id)));
  return row;
}

export async function findRuleByIdentity(
  db: Executor,
  accountId: string,
  rule: { mode: string; kind: string; value: string },
): Promise<SourceRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(sourceRules)
    .where(
      and(
        eq(sourceRules.accountId, accountId),
        eq(sourceRules.mode, rule.mode as SourceRuleRow['mode']),
        eq(sourceRules.kind, rule.kind as SourceRuleRow['kind']),
        eq(sourceRules.value, rule.value),
      ),
    );
  return row;
}

export async function countRules(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sourceRules)
    .where(eq(sourceRules.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertRules(db: Executor, rows: (typeof sourceRules.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(sourceRules).values(rows);
}

export async function updateRule(db: Executor, id: string, values: Pick<SourceRuleRow, 'mode' | 'kind' | 'value'>) {
  await db.update(sourceRules).set(values).where(eq(sourceRules.id, id));
}

export async function deleteRule(db: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sourceRules)
    .where(and(eq(sourceRules.accountId, accountId), eq(sourceRules.id, id)))
    .returning({ id: sourceRules.id });
  return rows.length > 0;
}

export async function deleteAllRules(db: Executor, accountId: string): Promise<void> {
  await db.delete(sourceRules).where(eq(sourceRules.accountId, accountId));
}
