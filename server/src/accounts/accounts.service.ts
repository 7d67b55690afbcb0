import { randomUUID } from 'node:crypto';
import { ServiceFailure } from '@writecheck/shared';
import type { Db, Executor } from '../db/client.js';
import { forgetAccount } from '../keys/principalCache.js';
import {
  appendLedger,
  findAccount,
  findPlan,
  insertAccount,
  lockAccount,
  updateAccount,
  upsertPlan,
  type AccountRow,
  type PlanRow,
} from './accounts.repo.js';

const DAY_MS = 86_400_000;

export async function createAccount(db: Db, input: { email?: string | undefined }) {
  const email = input.email?.trim().toLowerCase() || null;
  if (email !== null && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new ServiceFailure('invalid_body', 'email: not an e-mail address');
  }
  try {
    const row = await insertAccount(db, randomUUID(), email);
    return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ServiceFailure('invalid_body', `email: ${email} already has an account`);
    throw err;
  }
}

export async function requireAccount(db: Executor, id: string): Promise<AccountRow> {
  const account = await findAccount(db, id);
  if (!account) throw new ServiceFailure('not_found', `no account ${id}`);
  return account;
}

export async function definePlan(db: Db, plan: Omit<PlanRow, 'createdAt'>): Promise<PlanRow> {
  return upsertPlan(db, plan);
}

/** Adds credits to the balance inside an open transaction, with its ledger line. */
export async function addCredits(
  tx: Executor,
  account: AccountRow,
  credits: number,
  note: string,
): Promise<AccountRow> {
  const creditsAvailable = account.creditsAvailable + credits;
  await updateAccount(tx, account.id, { creditsAvailable });
  await appendLedger(tx, {
    accountId: account.id,
    kind: 'grant',
    credits,
    checkId: null,
    balanceAvailable: creditsAvailable,
    note,
  });
  return { ...account, creditsAvailable };
}

/** A pack: credits that never expire and keep the account active without a plan. */
export async function grantPack(db: Db, accountId: string, credits: number) {
  if (!Number.isInteger(credits) || credits <= 0) {
    throw new ServiceFailure('invalid_body', 'credits: a whole number above 0');
  }
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new ServiceFailure('not_found', `no account ${accountId}`);
    const updated = await addCredits(tx, account, credits, 'pack');
    await updateAccount(tx, accountId, { hasPack: true });
    return { accountId, granted: credits, balanceAvailableCredits: updated.creditsAvailable };
  });
}

/** Puts an account on a plan: its first period's credits now, the next at each period's end. */
export async function assignPlan(db: Db, accountId: string, planId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    if (!plan) throw new ServiceFailure('not_found', `no plan ${planId}`);
    const account = await lockAccount(tx, accountId);
    if (!account) throw new ServiceFailure('not_found', `no account ${accountId}`);
    const updated = await addCredits(tx, account, plan.creditsPerPeriod, `plan ${plan.id}`);
    const planPeriodEndsAt = plan.periodDays ? new Date(now.getTime() + plan.periodDays * DAY_MS) : null;
    await updateAccount(tx, accountId, { planId: plan.id, planPeriodEndsAt });
    forgetAccount(accountId);
    return {
      accountId,
      plan: plan.id,
      periodEndsAt: planPeriodEndsAt?.toISOString() ?? null,
      balanceAvailableCredits: updated.creditsAvailable,
    };
  });
}

export async function endPlan(db: Db, accountId: string) {
  const account = await requireAccount(db, accountId);
  await updateAccount(db, account.id, { planId: null, planPeriodEndsAt: null });
  forgetAccount(account.id);
  return { accountId, plan: null };
}

/**
 * Grants the credits of every plan period that ended before `now`. Called with the
 * account locked, so two requests can never renew the same period twice.
 */
export async function renewPlanPeriods(tx: Executor, account: AccountRow, now = new Date()): Promise<AccountRow> {
  if (!account.planId || !account.planPeriodEndsAt) return account;
  const plan = await findPlan(tx, account.planId);
  if (!plan?.periodDays) return account;
  let endsAt = account.planPeriodEndsAt.getTime();
  let current = account;
  while (endsAt <= now.getTime()) {
    current = await addCredits(tx, current, plan.creditsPerPeriod, `plan ${plan.id} renewal`);
    endsAt += plan.periodDays * DAY_MS;
  }
  if (endsAt !== account.planPeriodEndsAt.getTime()) {
    const planPeriodEndsAt = new Date(endsAt);
    await updateAccount(tx, account.id, { planPeriodEndsAt });
    current = { ...current, planPeriodEndsAt };
  }
  return current;
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e; depth++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
