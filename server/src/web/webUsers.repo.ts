import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, plans } from '../db/schema.js';
import { webSessions, webUsers } from '../db/schema.web.js';

export type WebUserRow = typeof webUsers.$inferSelect;

export async function insertWebUser(db: Executor, row: typeof webUsers.$inferInsert): Promise<WebUserRow> {
  const [inserted] = await db.insert(webUsers).values(row).returning();
  return inserted!;
}

export async function findWebUserByEmail(db: Executor, email: string): Promise<WebUserRow | undefined> {
  const [row] = await db.select().from(webUsers).where(eq(webUsers.email, email));
  return row;
}

export async function insertSession(db: Executor, row: typeof webSessions.$inferInsert): Promise<void> {
  await db.insert(webSessions).values(row);
}

/** The live session for a token hash, with its person, account and plan, in one query. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: webSessions, user: webUsers, plan: plans })
    .from(webSessions)
    .innerJoin(webUsers, eq(webUsers.id, webSessions.userId))
    .innerJoin(accounts, eq(accounts.id, webUsers.accountId))
    .leftJoin(plans, eq(plans.id, accounts.planId))
    .where(and(eq(webSessions.tokenHash, tokenHash), gt(webSessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Executor, id: string, lastSeenAt: Date): Promise<void> {
  await db.update(webSessions).set({ lastSeenAt }).where(eq(webSessions.id, id));
}

export async function deleteSessionByTokenHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(webSessions).where(eq(webSessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db.delete(webSessions).where(and(eq(webSessions.userId, userId), lt(webSessions.expiresAt, now)));
}
