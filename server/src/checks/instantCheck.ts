import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { InstantCheck } from '@writecheck/workers/lint/instant';
import type { Register } from '@writecheck/workers/lint/finding';
import type { Executor } from '../db/client.js';
import { checks } from '../db/schema.js';
import type { Services } from '../services.js';

// The `instant` object of a new check, computed in a worker while the request waits.
// It is a bonus, not part of the contract of creating a check: when the workers are
// slow or fail, the check is created without it and the full report still comes. 20 s:
// a dictionary a thread has not loaded yet (a British text's first check) took over 10 s
// on a busy two-core machine.

const INSTANT_TIMEOUT_MS = 20_000;

export async function computeInstant(
  svc: Services,
  text: string,
  register: Register,
  wordCount: number,
  acceptedWords: string[] = [],
): Promise<InstantCheck | null> {
  try {
    return await svc.host.run('instantCheck', [text, { register, wordCount, acceptedWords }], { timeoutMs: INSTANT_TIMEOUT_MS });
  } catch (err) {
    svc.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'the instant check failed; the check goes on without it');
    return null;
  }
}

/**
 * The full language pass has run over the same text with the same engine (and Harper
 * and style on top): the report now carries the instant findings, so the instant
 * object is marked adopted. A skipped instant (not English) stays as it is.
 */
export async function adoptInstant(db: Executor, checkId: string): Promise<void> {
  await db
    .update(checks)
    .set({ instant: sql`jsonb_set(${checks.instant}, '{adopted}', 'true'::jsonb)` })
    .where(and(eq(checks.id, checkId), isNotNull(checks.instant), sql`${checks.instant}->>'skipped' IS NULL`));
}
