import { randomUUID } from 'node:crypto';
import {
  checkCost,
  isFinalStatus,
  ServiceFailure,
  type CheckOptions,
  type CheckStatus,
  type CitationStyle,
  type SourceRuleInput,
} from '@writecheck/shared';
import { lockAccount } from '../accounts/accounts.repo.js';
import type { Tx } from '../db/client.js';
import { renewPlanPeriods } from '../accounts/accounts.service.js';
import { hasActivePlan } from '../accounts/plans.js';
import type { Principal } from '../auth/principal.js';
import { releaseCredits, requireCredits, reserveCredits } from '../credits/credits.service.js';
import { admitGuestCheck } from '../guest/guestAdmission.js';
import { guestScanText } from '../guest/guestWindow.js';
import { enqueueJob } from '../queue/jobQueue.js';
import { hitFailingOpen } from '../rateLimit/failOpen.js';
import type { Services } from '../services.js';
import { normaliseRuleList } from '../sourceRules/sourceRules.service.js';
import {
  countInFlight,
  deleteCheckRow,
  findCheck,
  findCheckSummary,
  insertCheck,
  insertCheckFile,
  listCheckSummaries,
  lockCheck,
  updateCheck,
} from './checks.repo.js';
import { decodeCursor, encodeCursor, parseView, summaryBodyOf, toCheckDetail, toCheckItem, toCheckSummary } from './checkView.js';
import type { CachedSummary } from './summaryCache.js';
import { readSubmission } from './documentIntake.js';
import { findIdempotentCheck, recordIdempotencyKey } from './idempotency.js';
import { acceptedWordsOf } from '../dictionary/dictionary.service.js';
import { computeInstant } from './instantCheck.js';

export const CHECK_QUEUE = 'checks';

export interface CreateCheckInput {
  text?: string | undefined;
  file?: { bytes: Uint8Array; filename?: string | undefined } | undefined;
  mode: 'full' | 'guest';
  title?: string | undefined;
  options: CheckOptions;
  citationStyle: CitationStyle;
  sourceRules?: SourceRuleInput[] | undefined;
  idempotencyKey?: string | undefined;
  /** The caller's network address, for the per-client limit on free guest checks. */
  clientAddress?: string | undefined;
}

export interface CreatedCheck {
  id: string;
  replayed: boolean;
}

const HOUR_MS = 3_600_000;

/** The account's refusals of a check (plan, in-flight limit, credits), with the account row locked. */
async function admitAccount(tx: Tx, who: Principal, cost: number, guest: boolean, now: Date) {
  let account = await lockAccount(tx, who.accountId);
  if (!account) throw new ServiceFailure('unauthorized', 'the key belongs to no account');
  account = await renewPlanPeriods(tx, account, now);
  if (!guest && !hasActivePlan(account)) {
    throw new ServiceFailure('no_active_plan', `this account has no active plan or credit pack; the check needs ${cost} credits`);
  }
  const inFlight = await countInFlight(tx, account.id);
  if (inFlight >= who.limits.checksInFlight) {
    throw new ServiceFailure(
      'concurrent_limit',
      `${inFlight} checks are running; at most ${who.limits.checksInFlight} at once. Wait for one to finish or cancel one.`,
    );
  }
  if (!guest) requireCredits(account, cost);
  return account;
}

// PostgreSQL text cannot hold U+0000, which a title or file name may carry (JSON "\u0000", %00
// in the query string or Content-Disposition); the insert failed with 500. The document's own
// text loses its NULs when it is read.
function withoutNul(value: string | null): string | null {
  return value === null ? null : value.replaceAll('\u0000', '');
}

/**
 * Everything that can refuse a document is decided here, before anything is
 * reserved; then one transaction records the idempotency key, checks the limits,
 * reserves the credits, writes the check and enqueues its job.
 */
export async function createCheck(svc: Services, who: Principal, input: CreateCheckInput): Promise<CreatedCheck> {
  if (input.text === undefined && input.file === undefined) {
    throw new ServiceFailure('no_input', 'send the document as `text` or as `file`');
  }
  if (input.text !== undefined && input.file !== undefined) {
    throw new ServiceFailure('multiple_inputs', 'send either `text` or `file`, not both');
  }
  const guest = input.mode === 'guest';
  // No header carries a NUL, but MCP and tRPC arguments can; PostgreSQL text cannot hold one.
  if (input.idempotencyKey?.includes('\u0000')) {
    throw new ServiceFailure('invalid_body', 'idempotencyKey: a key cannot hold a NUL character');
  }
  if (input.idempotencyKey !== undefined) {
    const existing = await findIdempotentCheck(svc.db, who.accountId, input.idempotencyKey);
    if (existing) return { id: existing, replayed: true };
  }
  // After the replay: a retried request starts nothing, so it costs none of the guest allowance.
  if (guest) await admitGuestCheck(svc, who, input.clientAddress);
  const checkRules = normaliseRuleList(input.sourceRules ?? []);
  const document = await readSubmission(svc, input, who.limits);
  // A guest check is a free preview: nothing is reserved, and no plan is needed.
  const cost = guest ? 0 : checkCost(document.wordCount ?? 0, input.options, svc.config.styleEnabled);

  const starts = await hitFailingOpen(svc.limiter, svc.log, `starts:${who.keyId}`, who.limits.checkStartsPerHour, HOUR_MS);
  if (!starts.allowed) {
    throw new ServiceFailure('rate_limited', `at most ${who.limits.checkStartsPerHour} check starts per hour per key`, {
      retryAfterSeconds: starts.retryAfterSeconds,
    });
  }

  // The language passes' quick findings, shown while the full check runs (text only: a file's
  // text comes later). They cost a worker's time, so a check that would be refused for its
  // plan, credits or in-flight limit is refused before they are computed.
  const wantsInstant = Boolean(document.text && input.options.grammarSpelling);
  if (wantsInstant) await svc.db.transaction((tx) => admitAccount(tx, who, cost, guest, new Date()));
  const instant =
    wantsInstant && document.text
      ? // A guest check's instant reads only what its passes read: the teaser and the peek window.
        await computeInstant(
          svc,
          guest ? guestScanText(document.text, document.wordCount ?? 0) : document.text,
          input.options.register,
          document.wordCount ?? 0,
          await acceptedWordsOf(svc.db, who.accountId),
        )
      : null;
  const id = randomUUID();
  const now = new Date();
  return svc.db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const winner = await recordIdempotencyKey(tx, who.accountId, input.idempotencyKey, id);
      if (winner !== id) return { id: winner, replayed: true };
    }
    const account = await admitAccount(tx, who, cost, guest, now);
    if (!guest) await reserveCredits(tx, account, id, cost);
    await insertCheck(tx, {
      id,
      accountId: account.id,
      keyId: who.keyId,
      status: 'queued',
      progress: 0,
      phase: 'Waiting for a worker',
      title: withoutNul(input.title ?? document.filename ?? null),
      inputKind: document.inputKind,
      mode: input.mode,
      citationStyle: input.citationStyle,
      options: input.options,
      sourceRules: checkRules.length > 0 ? checkRules : null,
      wordCount: document.wordCount,
      text: document.text,
      snippet: document.text?.slice(0, 200) ?? null,
      ...(instant ? { instant } : {}),
      creditsReserved: cost,
      createdAt: now,
    });
    if (document.pendingBytes) await insertCheckFile(tx, id, document.pendingBytes, withoutNul(document.filename ?? null));
    await enqueueJob(tx, CHECK_QUEUE, { checkId: id }, { maxAttempts: svc.config.jobAttempts });
    return { id, replayed: false };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireUuid(id: string): string {
  // Not a uuid cannot name a check of this account: the same answer as any foreign id.
  if (!UUID.test(id)) throw new ServiceFailure('not_found', 'no such check');
  return id.toLowerCase();
}

async function readSummary(svc: Services, who: Principal, rawId: string): Promise<CachedSummary> {
  const id = requireUuid(rawId);
  if (!svc.summaries) {
    const row = await findCheckSummary(svc.db, who.accountId, id);
    if (!row) throw new ServiceFailure('not_found', 'no such check');
    return { row };
  }
  const summary = await svc.summaries.read(id, who.accountId, () => findCheckSummary(svc.db, who.accountId, id));
  if (!summary) throw new ServiceFailure('not_found', 'no such check');
  return summary;
}

/** `view=summary` as its JSON body: what clients poll, so a cached summary is sent as kept. */
export async function getCheckSummaryBody(svc: Services, who: Principal, rawId: string): Promise<string> {
  return summaryBodyOf(await readSummary(svc, who, rawId));
}

export async function getCheck(
  svc: Services,
  who: Principal,
  rawId: string,
  query: { view?: string | undefined; include?: string | undefined },
  currentDetectorVersion: string | null = null,
) {
  const view = parseView(query.view, query.include);
  if (view.kind === 'summary') return toCheckSummary((await readSummary(svc, who, rawId)).row);
  const id = requireUuid(rawId);
  const row = await findCheck(svc.db, who.accountId, id);
  if (!row) throw new ServiceFailure('not_found', 'no such check');
  return toCheckDetail(row, view, currentDetectorVersion, svc.config.styleEnabled);
}

export async function listChecks(
  svc: Services,
  who: Principal,
  query: { limit: number; cursor?: string | undefined; status?: CheckStatus | undefined },
) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listCheckSummaries(svc.db, who.accountId, { limit: query.limit + 1, after, status: query.status });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    checks: page.map(toCheckItem),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

export async function cancelCheck(svc: Services, who: Principal, rawId: string) {
  const id = requireUuid(rawId);
  const now = new Date();
  await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, id);
    if (!row || row.accountId !== who.accountId) throw new ServiceFailure('not_found', 'no such check');
    if (isFinalStatus(row.status as CheckStatus)) {
      throw new ServiceFailure('already_final', `the check already finished (${row.status})`);
    }
    const runningMs = row.startedAt ? Math.max(row.runningMs, now.getTime() - row.startedAt.getTime()) : 0;
    await updateCheck(tx, id, { status: 'cancelled', phase: 'Cancelled', completedAt: now, runningMs });
    await releaseCredits(tx, row.accountId, id, row.creditsReserved);
  });
  svc.summaries?.changed(id);
  const row = await findCheckSummary(svc.db, who.accountId, id);
  return toCheckSummary(row!);
}

export async function deleteCheck(svc: Services, who: Principal, rawId: string) {
  const id = requireUuid(rawId);
  const deleted = await svc.db.transaction(async (tx) => {
    const row = await lockCheck(tx, id);
    if (!row || row.accountId !== who.accountId) throw new ServiceFailure('not_found', 'no such check');
    if (!isFinalStatus(row.status as CheckStatus)) {
      throw new ServiceFailure('still_running', 'the check is still running; cancel it first or wait for it to finish');
    }
    await deleteCheckRow(tx, id);
    return { ok: true as const, id };
  });
  svc.summaries?.changed(id);
  return deleted;
}

