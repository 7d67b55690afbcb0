import type { KeyPrincipal } from './keys.service.js';

// Resolving a key costs a database round trip on every request. Answers are kept for
// a few seconds: a key revoked in this process is forgotten at once, one revoked in
// another process stops working within TTL_MS.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  principal: KeyPrincipal | null;
  expires: number;
}

const byHash = new Map<string, Entry>();

export function cachedPrincipal(hash: string, now = Date.now()): KeyPrincipal | null | undefined {
  const entry = byHash.get(hash);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    byHash.delete(hash);
    return undefined;
  }
  return entry.principal;
}

export function rememberPrincipal(hash: string, principal: KeyPrincipal | null, now = Date.now()): void {
  if (byHash.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest.
    const oldest = byHash.keys().next().value;
    if (oldest !== undefined) byHash.delete(oldest);
  }
  byHash.set(hash, { principal, expires: now + TTL_MS });
}

export function forgetKey(keyId: string): void {
  for (const [hash, entry] of byHash) if (entry.principal?.keyId === keyId) byHash.delete(hash);
}

/** A plan change alters the limits every key of the account carries. */
export function forgetAccount(accountId: string): void {
  for (const [hash, entry] of byHash) if (entry.principal?.accountId === accountId) byHash.delete(hash);
}
