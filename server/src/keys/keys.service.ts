import { and, eq, isNull } from 'drizzle-orm';
import { allScopes, limits, ServiceFailure, type Scope } from '@writecheck/shared';
import { countLiveKeys, lockAccount, updateAccount, upsertPlan } from '../accounts/accounts.repo.js';
import { addCredits } from '../accounts/accounts.service.js';
import { starterPlan } from '../accounts/plans.js';
import type { Db } from '../db/client.js';
import { accounts, apiKeys, plans } from '../db/schema.js';
import { displayPrefix, generateApiKey, hashApiKey, isWellFormedApiKey, newKeyId } from './keyFormat.js';
import { forgetKey, type PrincipalCache } from './principalCache.js';

export function parseScopes(list: string): Scope[] {
  const scopes = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw new ServiceFailure('invalid_body', `scopes: name at least one of ${allScopes.join(', ')}`);
  for (const s of scopes) {
    if (!(allScopes as readonly string[]).includes(s)) {
      throw new ServiceFailure('invalid_body', `scopes: unknown scope ${s}; known: ${allScopes.join(', ')}`);
    }
  }
  return [...new Set(scopes)] as Scope[];
}

/**
 * Creates a key and returns it in full, the only time it is ever shown. The first key
 * of an account brings the starter plan and its credits.
 */
export async function createApiKey(db: Db, input: { accountId: string; scopes: Scope[]; name?: string | undefined }) {
  return db.transaction(async (tx) => {
    let account = await lockAccount(tx, input.accountId);
    if (!account) throw new ServiceFailure('not_found', `no account ${input.accountId}`);
    if ((await countLiveKeys(tx, account.id)) >= limits.keysPerAccount) {
      throw new ServiceFailure(
        'invalid_body',
        `an account holds at most ${limits.keysPerAccount} live keys; revoke one first`,
      );
    }
    const key = generateApiKey();
    const id = newKeyId();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id,
        accountId: account.id,
        hash: hashApiKey(key),
        prefix: displayPrefix(key),
        name: input.name ?? null,
        scopes: input.scopes,
      })
      .returning();
    if (!account.starterGranted) {
      await upsertPlan(tx, starterPlan);
      account = await addCredits(tx, account, limits.starterCredits, 'starter credits');
      await updateAccount(tx, account.id, {
        starterGranted: true,
        planId: account.planId ?? starterPlan.id,
      });
    }
    return {
      id,
      key,
      prefix: row!.prefix,
      accountId: account.id,
      scopes: input.scopes,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

export async function revokeApiKey(db: Db, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) throw new ServiceFailure('not_found', `no live key ${id}`);
  forgetKey(row.id);
  return { id: row.id, revokedAt: row.revokedAt!.toISOString() };
}

export interface KeyPrincipal {
  keyId: string;
  accountId: string;
  scopes: Scope[];
  plan: typeof plans.$inferSelect | null;
}

/** Resolves a presented key with its account's plan in one query; null when unknown or revoked. */
export async function findPrincipal(db: Db, presented: string, cache?: PrincipalCache): Promise<KeyPrincipal | null> {
  if (!isWellFormedApiKey(presented)) return null;
  const hash = hashApiKey(presented);
  return cache ? cache.read(hash, () => loadPrincipal(db, hash)) : loadPrincipal(db, hash);
}

async function loadPrincipal(db: Db, hash: string): Promise<KeyPrincipal | null> {
  const [row] = await db
    .select({ key: apiKeys, plan: plans })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(plans, eq(plans.id, accounts.planId))
    .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)));
  return row ? { keyId: row.key.id, accountId: row.key.accountId, scopes: row.key.scopes as Scope[], plan: row.plan } : null;
}
