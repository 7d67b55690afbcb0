import { issueSchema, isFinalStatus, type CheckOptions, type CheckStatus, type CitationStyle } from '@writecheck/shared';
import { findCheckById, updateRunningCheck, type CheckRow } from '../checks/checks.repo.js';
import { guestScanText } from '../guest/guestWindow.js';
import { archiveSubmission } from '../plagiarism/corpus/submissions.js';
import type { Job } from '../queue/jobQueue.js';
import type { Services } from '../services.js';
import { composeReport, type RanPass } from './composeReport.js';
import { languageLabel } from './languageLabel.js';
import { readScan } from './readScan.js';
import { CheckStopped, failCheck, finishCheck, rejectCheck, type BilledPass } from './settleCheck.js';
import { LiveLog } from './liveLog.js';
import { aiContentPass } from './passes/aiContentPass.js';
import { citationPass } from './passes/citationPass.js';
import { languagePass } from './passes/languagePass.js';
import { plagiarismPass } from './passes/plagiarismPass.js';
import { rulesRunFor } from './sourceRulesRun.js';
import type { Pass, PassInput } from './passes/types.js';

export { failCheck };

export interface CheckJob {
  checkId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Passes in the order they run; citations last, as they read plagiarism's matches. */
const analysisPasses: Pass[] = [languagePass, aiContentPass];
const searchPasses: Pass[] = [plagiarismPass];
const closingPasses: Pass[] = [citationPass];

/**
 * Runs one check: moves it forward through the statuses of the lifecycle, runs the
 * passes it asked for, composes the report and settles its credits, watching for
 * cancellation between steps. A pass that breaks makes the report partial; only a
 * failure of the runner itself fails the check (after its retries).
 */
export async function runCheck(svc: Services, workerId: string, job: Job<CheckJob>, signal: AbortSignal): Promise<void> {
  const check = await findCheckById(svc.db, job.payload.checkId);
  if (!check || isFinalStatus(check.status as CheckStatus)) return;
  try {
    await new CheckRun(svc, check, signal).run(workerId);
  } catch (err) {
    if (err instanceof CheckStopped) return;
    throw err;
  }
}

class CheckRun {
  private readonly started: Date;
  private readonly live: LiveLog;
  private progress: number;

  constructor(
    private readonly svc: Services,
    private readonly check: CheckRow,
    private readonly signal: AbortSignal,
  ) {
    this.started = check.startedAt ?? new Date();
    this.live = new LiveLog(this.started.getTime());
    this.progress = check.progress;
  }

  /** Records the step; throws CheckStopped when the check was cancelled meanwhile. */
  private async step(status: CheckStatus, phase: string, progress: number): Promise<void> {
    if (this.signal.aborted) throw new CheckStopped('the job lease was lost');
    if (this.svc.config.stepDelayMs > 0) await sleep(this.svc.config.stepDelayMs);
    this.progress = Math.max(this.progress, progress);
    const still = await updateRunningCheck(this.svc.db, this.check.id, {
      status,
      phase,
      progress: this.progress,
      live: this.live.live,
      startedAt: this.started,
      runningMs: Date.now() - this.started.getTime(),
    });
    if (!still) throw new CheckStopped('the check is no longer running');
  }

  private async runPass(pass: Pass, input: PassInput, status: CheckStatus, progress: number): Promise<RanPass> {
    await this.step(status, pass.label, progress);
    try {
      const result = await pass.run(this.svc, input, {
        live: this.live,
        signal: this.signal,
        // Shows the live log to pollers mid-pass; a check cancelled meanwhile stops here.
        flush: async () => {
          if (this.signal.aborted) throw new CheckStopped('the job lease was lost');
          const still = await updateRunningCheck(this.svc.db, this.check.id, { live: this.live.live, runningMs: Date.now() - this.started.getTime() });
          if (!still) throw new CheckStopped('the check is no longer running');
        },
      });
      // A pass's output is checked against the contract before it reaches a report.
      issueSchema.array().parse(result.issues);
      return { reportsTo: pass.reportsTo, result };
    } catch (err) {
      if (err instanceof CheckStopped) throw err;
      this.svc.log.warn({ err, checkId: this.check.id, pass: pass.label }, 'a pass failed; the report is partial');
      return { reportsTo: pass.reportsTo, result: null };
    }
  }

  async run(workerId: string): Promise<void> {
    const { check, svc, live } = this;
    const options = check.options as CheckOptions;
    let text = check.text;
    let wordCount = check.wordCount;
    if (text === null) {
      await this.step('extracting', 'Reading the scan', 2);
      const scan = await readScan(svc, check, (page, total) => {
        const progress = Math.max(this.progress, 2 + Math.round((30 * page) / total));
        this.progress = progress;
        updateRunningCheck(svc.db, check.id, { phase: `Reading page ${page} of ${total}`, progress }).catch(() => {});
      });
      if ('refusal' in scan) {
        live.add('read', `Refused: ${scan.refusal.message}`);
        await rejectCheck(svc, check.id, workerId, scan.refusal, live.live, Date.now() - this.started.getTime());
        return;
      }
      ({ text, wordCount } = scan);
      live.add('read', `Read ${wordCount} words by OCR`);
    }
    await this.step('analyzing', 'Reading the document', 35);
    const doc = await svc.host.run('extractDocument', [{ text }], { timeoutMs: 60_000 });
    if ('error' in doc || doc.needsOcr) throw new Error('the stored text of the check could not be read again');
    if (check.text !== null) live.add('read', `Read ${doc.wordCount} words`);
    live.add('language', languageLabel(doc.languages, doc.language));

    const input: PassInput = {
      text,
      language: doc.language,
      locale: doc.locale,
      options,
      citationStyle: check.citationStyle as CitationStyle,
      checkId: check.id,
      accountId: check.accountId,
      title: check.title,
      contentType: doc.contentType,
      sourceRules: await rulesRunFor(svc, check),
    };
    // A guest check reads only its teaser and peek window; citations read it whole, as the reference list ends it.
    const scanned = check.mode === 'guest' ? { ...input, text: guestScanText(text, wordCount ?? doc.wordCount) } : input;
    const plan = [...analysisPasses, ...searchPasses, ...closingPasses].filter((p) => p.wanted(input, svc.config.styleEnabled));
    const ran: { pass: Pass; outcome: RanPass }[] = [];
    for (const [i, pass] of plan.entries()) {
      const closing = closingPasses.includes(pass);
      const progress = 40 + Math.round((50 * i) / Math.max(1, plan.length));
      const status = closing ? 'scoring' : searchPasses.includes(pass) ? 'searching' : 'analyzing';
      const outcome = await this.runPass(pass, closing ? input : scanned, status, progress);
      if (outcome.result?.plagiarism) input.plagiarism = outcome.result.plagiarism.findings;
      ran.push({ pass, outcome });
    }

    await this.step('scoring', 'Composing the report', 95);
    live.add('score', 'Composed the report');
    const report = composeReport(
      { text, wordCount: wordCount ?? doc.wordCount, languages: doc.languages, locale: doc.locale, contentType: doc.contentType },
      ran.map((r) => r.outcome),
      Date.now() - this.started.getTime(),
    );
    const billed = new Set<BilledPass>();
    for (const { pass, outcome } of ran) {
      if (!outcome.result) continue;
      // A pass with nothing it applies to (no words to search, a language the AI detector does not read) is not billed.
      if (outcome.result.applied === false) continue;
      for (const rate of pass.billedAs) if (rate in options && options[rate as keyof CheckOptions]) billed.add(rate);
    }
    if (!svc.config.styleEnabled) billed.delete('style');
    const composition = ran.find((r) => r.outcome.result?.plagiarism)?.outcome.result?.plagiarism?.composition ?? null;
    // Opted-in accounts search their own earlier submissions: added before the check is done, so a
    // check started after it finds it (a retried job adds it once). A failure here costs only that.
    if (check.mode !== 'guest') {
      await archiveSubmission(svc.db, { id: check.id, accountId: check.accountId, title: check.title, text }, svc.config.appUrl).catch((err) =>
        svc.log.warn({ err, checkId: check.id }, 'the submission could not be added to the account corpus'),
      );
    }
    await finishCheck(svc, check, workerId, { report, live: live.live, billed: [...billed], composition });
  }
}
