import { billedBlocks, creditRates, isFinalStatus, type CheckStatus, type Report } from '@writecheck/shared';
import { lockCheck, updateCheck, type CheckRow } from '../checks/checks.repo.js';
import { releaseCredits, settleCredits } from '../credits/credits.service.js';
import type { Services } from '../services.js';
import type { LiveLog } from './liveLog.js';

/** Thrown between steps when the check was cancelled (or finished elsewhere). */
export class CheckStopped extends Error {}

export type BilledPass = Exclude<keyof typeof creditRates.passes, 'base'>;

/** Credits for the passes that ran: the base rate plus each pass's rate, per billed block. */
export function chargeFor(check: Pick<CheckRow, 'creditsReserved' | 'wordCount'>, billed: BilledPass[]): number {
  if (check.creditsReserved === 0) return 0;
  const rate = billed.reduce<number>((sum, p) => sum + creditRates.passes[p], creditRates.passes.base);
  return Math.min(check.creditsReserved, billedBlocks(check.wordCount ?? 0) * rate);
}

const countOf = (report: Report, categories: string[]) => report.issues.filter((i) => categories.includes(i.category)).length;

/**
 * Stores the report, marks the check done and settles its credits, in one
 * transaction; a check cancelled meanwhile stays cancelled and is not charged.
 */
export async function finishCheck(
  svc: Services,
  check: CheckRow,
  workerId: string,
  result: { report: Report; live: LiveLog['live']; billed: BilledPass[]; composition: Record<string, number> | null },
): Promise<void> {
  const now = new Date();
  const r = result.report;
  await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, check.id);
    if (!row || isFinalStatus(row.status as CheckStatus)) return;
    await updateCheck(tx, check.id, {
      status: 'done',
      phase: 'Done',
      progress: 100,
      report: r,
      live: result.live,
      originalityScore: result.billed.includes('plagiarism') ? r.originalityScore : null,
      coverage: r.coverage,
      scores: r.scores ?? null,
      issueCounts: { citations: countOf(r, ['citation', 'missing_citation']), grammar: countOf(r, ['grammar', 'spelling']) },
      composition: result.billed.includes('plagiarism') ? result.composition : null,
      completedBy: workerId,
      completedAt: now,
      runningMs: now.getTime() - (row.startedAt ?? now).getTime(),
    });
    await settleCredits(tx, row.accountId, row.id, row.creditsReserved, chargeFor(row, result.billed));
  });
}

/** Ends a check whose job ran out of attempts: `failed`, with its reservation released. */
export async function failCheck(svc: Services, checkId: string, reason: string): Promise<void> {
  const now = new Date();
  await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, checkId);
    if (!row || isFinalStatus(row.status as CheckStatus)) return;
    await updateCheck(tx, checkId, {
      status: 'failed',
      phase: 'Failed',
      rejection: { code: 'internal', message: `the check could not be completed: ${reason}` },
      completedAt: now,
      runningMs: row.startedAt ? now.getTime() - row.startedAt.getTime() : 0,
    });
    await releaseCredits(tx, row.accountId, row.id, row.creditsReserved);
  });
}

/** Ends a check whose document was refused after acceptance (a scan read by OCR). */
export async function rejectCheck(
  svc: Services,
  checkId: string,
  workerId: string,
  rejection: { code: string; message: string },
  live: LiveLog['live'],
  durationMs: number,
): Promise<void> {
  const now = new Date();
  await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, checkId);
    if (!row || isFinalStatus(row.status as CheckStatus)) return;
    const report: Report = {
      status: 'rejected',
      rejection,
      text: '',
      partial: false,
      languages: [],
      wordCount: 0,
      checkedWords: 0,
      originalityScore: 100,
      similarityScore: 0,
      coverage: 0,
      spans: [],
      matches: [],
      sources: [],
      issues: [],
      meta: { durationMs, sourcesExcludedByRules: 0 },
    };
    await updateCheck(tx, checkId, {
      status: 'rejected',
      phase: 'Rejected',
      rejection,
      report,
      live,
      completedBy: workerId,
      completedAt: now,
      runningMs: row.startedAt ? now.getTime() - row.startedAt.getTime() : 0,
    });
    await releaseCredits(tx, row.accountId, row.id, row.creditsReserved);
  });
}
