import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

export async function findIdempotentCheck(db: Executor, accountId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ checkId: idempotencyKeys.checkId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row?.checkId;
}

/**
 * Claims the key for `checkId` and returns the check the key belongs to. A concurrent
 * transaction inserting the same key makes this insert wait for its outcome: if it
 * commits, its check wins; if it rolls back, this one does.
 */
export async function recordIdempotencyKey(tx: Executor, accountId: string, key: string, checkId: string): Promise<string> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ accountId, key, checkId })
    .onConflictDoNothing()
    .returning({ checkId: idempotencyKeys.checkId });
  if (inserted.length > 0) return checkId;
  return (await findIdempotentCheck(tx, accountId, key)) ?? checkId;
}
