import { describe, expect, it } from 'vitest';
import type { KeyPrincipal } from './keys.service.js';
import { forgetAccount, forgetKey, PrincipalCache } from './principalCache.js';

const plan = (id: string, requestsPerMinute: number) =>
  ({ id, requestsPerMinute }) as unknown as NonNullable<KeyPrincipal['plan']>;

const principal = (keyId: string, accountId: string, planId: string, rpm = 120): KeyPrincipal => ({
  keyId,
  accountId,
  scopes: ['checks:read'],
  plan: plan(planId, rpm),
});

function counter(value: () => KeyPrincipal | null) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('PrincipalCache', () => {
  it('reads through to the database until its feed is listening', async () => {
    const cache = new PrincipalCache();
    const load = counter(() => principal('k1', 'a1', 'starter'));
    await cache.read('h1', load);
    await cache.read('h1', load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps a key until the key, its account or its plan changes', async () => {
    const cache = new PrincipalCache();
    cache.listen();
    let current: KeyPrincipal | null = principal('k1', 'a1', 'starter');
    const load = counter(() => current);
    for (const [change, rpm] of [['key:k1', 60], ['account:a1', 600], ['plan:starter', 6_000]] as const) {
      await cache.read('h1', load);
      await cache.read('h1', load);
      const calls = load.calls;
      cache.changed(change);
      current = principal('k1', 'a1', 'starter', rpm);
      expect((await cache.read('h1', load))?.plan?.requestsPerMinute).toBe(rpm);
      expect(load.calls).toBe(calls + 1);
    }
    cache.changed('key:k1');
    current = null;
    expect(await cache.read('h1', load)).toBeNull();
    cache.stop();
  });

  it('keeps what other keys, accounts and plans resolve to when one changes', async () => {
    const cache = new PrincipalCache();
    cache.listen();
    const load = counter(() => principal('k1', 'a1', 'starter'));
    await cache.read('h1', load);
    cache.changed('key:k2');
    cache.changed('account:a2');
    cache.changed('plan:pro');
    await cache.read('h1', load);
    expect(load.calls).toBe(1);
    cache.stop();
  });

  it('does not keep what a lookup read while the key changed under it', async () => {
    const cache = new PrincipalCache();
    cache.listen();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return principal('k1', 'a1', 'starter');
    };
    const pending = cache.read('h1', slow);
    cache.changed('key:k1');
    release();
    await pending;
    expect(cache.size).toBe(0);
    cache.stop();
  });

  it('forgets at once what this process changed, in every cache it listens with', async () => {
    const caches = [new PrincipalCache(), new PrincipalCache()];
    for (const cache of caches) {
      cache.listen();
      await cache.read('h1', counter(() => principal('k1', 'a1', 'starter')));
      await cache.read('h2', counter(() => principal('k2', 'a2', 'starter')));
    }
    forgetKey('k1');
    expect(caches.map((c) => c.size)).toEqual([1, 1]);
    forgetAccount('a2');
    expect(caches.map((c) => c.size)).toEqual([0, 0]);
    for (const cache of caches) cache.stop();
  });

  it('forgets everything when the feed reconnects, and stops caching when it stops', async () => {
    const cache = new PrincipalCache();
    cache.listen();
    await cache.read('h1', counter(() => principal('k1', 'a1', 'starter')));
    cache.listen();
    expect(cache.size).toBe(0);
    await cache.read('h1', counter(() => principal('k1', 'a1', 'starter')));
    cache.stop();
    const load = counter(() => null);
    expect(await cache.read('h1', load)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps an unknown key only briefly, and holds at most its bound', async () => {
    const cache = new PrincipalCache(2, 10_000, 30);
    cache.listen();
    const unknown = counter(() => null);
    await cache.read('bad', unknown);
    await cache.read('bad', unknown);
    expect(unknown.calls).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    await cache.read('bad', unknown);
    expect(unknown.calls).toBe(2);
    for (const hash of ['h1', 'h2', 'h3']) await cache.read(hash, counter(() => principal(hash, 'a1', 'starter')));
    expect(cache.size).toBe(2);
    cache.stop();
  });
});
