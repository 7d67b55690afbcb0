import type { KeyPrincipal } from './keys.service.js';

/**
 * Resolved API keys kept in memory, keyed by the sha256 of the presented key, so that
 * authenticating a request costs no database round trip. The database says when an
 * answer may have changed (a trigger notifies `principal_changed` with `key:<id>`,
 * `account:<id>` or `plan:<id>` whichever process revoked a key, moved an account to
 * another plan or changed a plan), so a known key is kept until then and a revoked key
 * stops working in every process as soon as the notification arrives. The age limit only
 * bounds the harm of a notification lost while the listening connection was down; an
 * unknown key is kept briefly, since nothing announces a key's creation.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: KeyPrincipal | null; at: number }>();
  /** Bumped by every change; a lookup that raced a change does not store what it read. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
    private readonly unknownMaxAgeMs = 5_000,
  ) {}

  async read(hash: string, load: () => Promise<KeyPrincipal | null>): Promise<KeyPrincipal | null> {
    if (!this.listening) return load();
    const hit = this.entries.get(hash);
    if (hit && Date.now() - hit.at < (hit.principal ? this.maxAgeMs : this.unknownMaxAgeMs)) return hit.principal;
    const epoch = this.epoch;
    const principal = await load();
    if (epoch === this.epoch && this.listening) this.store(hash, principal);
    return principal;
  }

  /** A `principal_changed` payload: `key:<id>`, `account:<id>` or `plan:<id>`. */
  changed(payload: string): void {
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    if (kind === 'key') this.drop((p) => p.keyId === id);
    else if (kind === 'account') this.drop((p) => p.accountId === id);
    else if (kind === 'plan') this.drop((p) => p.plan?.id === id);
    else this.forget();
  }

  /** The feed (re)connected: anything may have changed while it was not listening. */
  listen(): void {
    this.forget();
    this.listening = true;
    live.add(this);
  }

  /** The feed is gone: resolve every key in the database. */
  forget(): void {
    this.epoch++;
    this.entries.clear();
  }

  stop(): void {
    this.listening = false;
    live.delete(this);
    this.forget();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(matches: (principal: KeyPrincipal) => boolean): void {
    this.epoch++;
    for (const [hash, entry] of this.entries) if (entry.principal && matches(entry.principal)) this.entries.delete(hash);
  }

  private store(hash: string, principal: KeyPrincipal | null): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { principal, at: Date.now() });
  }
}

// The caches of this process: a change it makes itself is applied at once, without
// waiting for the database's notification to come back.
const live = new Set<PrincipalCache>();

export function forgetKey(keyId: string): void {
  for (const cache of live) cache.changed(`key:${keyId}`);
}

/** A plan change alters the limits every key of the account carries. */
export function forgetAccount(accountId: string): void {
  for (const cache of live) cache.changed(`account:${accountId}`);
}
