import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accountWords } from '../db/schema.js';

export type AccountWordRow = typeof accountWords.$inferSelect;

export async function listWords(db: Executor, accountId: string): Promise<AccountWordRow[]> {
  return db.select().from(accountWords).where(eq(accountWords.accountId, accountId)).orderBy(asc(accountWords.folded));
}

export async function countWords(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accountWords).where(eq(accountWords.accountId, accountId));
  return row?.n ?? 0;
}

export async function hasWord(db: Executor, accountId: string, folded: string): Promise<boolean> {
  const rows = await db
    .select({ folded: accountWords.folded })
    .from(accountWords)
    .where(and(eq(accountWords.accountId, accountId), eq(accountWords.folded, folded)));
  return rows.length > 0;
}

/** Inserts the word; false when the account already has it (in any case). */
export async function insertWord(db: Executor, accountId: string, word: string, folded: string): Promise<boolean> {
  const rows = await db
    .insert(accountWords)
    .values({ accountId, word, folded })
    .onConflictDoNothing()
    .returning({ folded: accountWords.folded });
  return rows.length > 0;
}

export async function deleteWord(db: Executor, accountId: string, folded: string): Promise<boolean> {
  const rows = await db
    .delete(accountWords)
    .where(and(eq(accountWords.accountId, accountId), eq(accountWords.folded, folded)))
    .returning({ folded: accountWords.folded });
  return rows.length > 0;
}
