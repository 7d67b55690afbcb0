import { ServiceFailure, type Usage } from '@writecheck/shared';
import { appendLedger, lockAccount, recentLedger, updateAccount, type AccountRow } from '../accounts/accounts.repo.js';
import { requireAccount } from '../accounts/accounts.service.js';
import type { Db, Executor } from '../db/client.js';

// Balances move only inside a transaction that holds the account row lock, so
// concurrent checks can neither overdraw nor double-spend.

export function requireCredits(account: AccountRow, cost: number): void {
  if (account.creditsAvailable < cost) {
    throw new ServiceFailure(
      'quota_exceeded',
      `this check needs ${cost} credits and ${account.creditsAvailable} remain`,
    );
  }
}

export async function reserveCredits(tx: Executor, account: AccountRow, checkId: string, cost: number): Promise<void> {
  requireCredits(account, cost);
  const creditsAvailable = account.creditsAvailable - cost;
  await updateAccount(tx, account.id, { creditsAvailable, creditsHeld: account.creditsHeld + cost });
  await appendLedger(tx, { accountId: account.id, kind: 'reserve', credits: cost, checkId, balanceAvailable: creditsAvailable });
}

/** Charges `charged` of a reservation and gives the rest back. */
export async function settleCredits(
  tx: Executor,
  accountId: string,
  checkId: string,
  reserved: number,
  charged: number,
): Promise<void> {
  if (reserved === 0) return;
  const account = await lockAccount(tx, accountId);
  if (!account) return;
  const refund = Math.max(0, reserved - charged);
  const creditsAvailable = account.creditsAvailable + refund;
  await updateAccount(tx, accountId, { creditsAvailable, creditsHeld: Math.max(0, account.creditsHeld - reserved) });
  if (charged > 0) {
    const credits = Math.min(charged, reserved);
    await appendLedger(tx, { accountId, kind: 'settle', credits, checkId, balanceAvailable: account.creditsAvailable });
  }
  if (refund > 0) {
    await appendLedger(tx, { accountId, kind: 'release', credits: refund, checkId, balanceAvailable: creditsAvailable });
  }
}

export async function releaseCredits(tx: Executor, accountId: string, checkId: string, reserved: number): Promise<void> {
  await settleCredits(tx, accountId, checkId, reserved, 0);
}

export async function readUsage(db: Db, accountId: string): Promise<Usage> {
  const account = await requireAccount(db, accountId);
  const log = await recentLedger(db, accountId, 50);
  return {
    balanceAvailableCredits: account.creditsAvailable,
    balanceHeldCredits: account.creditsHeld,
    log: log.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      credits: e.credits,
      checkId: e.checkId,
      balanceAvailableCredits: e.balanceAvailable,
    })),
    plan: account.planId
      ? { name: account.planId, periodEndsAt: account.planPeriodEndsAt?.toISOString() ?? null }
      : null,
  };
}
