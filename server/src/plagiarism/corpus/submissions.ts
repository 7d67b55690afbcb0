import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import { indexDocuments } from './corpusIndex.js';

/** The corpus id of a check's text: the check searching itself skips it by this id. */
export const submissionId = (checkId: string) => `check:${checkId}`;

/**
 * Adds a finished check's text to its account's own corpus when the account opted in. Other
 * accounts never see it (the corpus queries filter by account). A check indexed twice (a retried
 * job) keeps one copy.
 */
export async function archiveSubmission(
  db: Db,
  check: { id: string; accountId: string; title: string | null; text: string },
  appUrl: string | undefined,
): Promise<boolean> {
  const [account] = await db.select({ optIn: accounts.corpusOptIn }).from(accounts).where(eq(accounts.id, check.accountId));
  if (!account?.optIn) return false;
  const url = appUrl ? new URL(`/reports/${check.id}`, appUrl).toString() : `writecheck:check/${check.id}`;
  const added = await indexDocuments(db, check.accountId, [
    { externalId: submissionId(check.id), url, title: check.title ?? 'An earlier submission', text: check.text, meta: { submission: true } },
  ]);
  return added > 0;
}

export async function setCorpusOptIn(db: Db, accountId: string, optIn: boolean): Promise<boolean> {
  const rows = await db.update(accounts).set({ corpusOptIn: optIn }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  return rows.length > 0;
}
