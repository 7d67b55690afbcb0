import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from './memoryStore.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';

// The Redis half runs against REDIS_URL, or a local Redis when one answers. When REDIS_URL is set
// and Redis does not answer, the tests fail rather than skip.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisRequired = process.env.REDIS_URL !== undefined;

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = redisRequired || (await redisAnswers(redisUrl));
if (!redisAvailable) console.warn(`rate limiter: no Redis at ${redisUrl}; the Redis store tests are skipped`);

// Every run gets its own key prefix, and its keys are deleted at the end.
const runPrefix = `writecheck-test:ratelimit:${randomUUID()}:`;
afterAll(async () => {
  if (!redisAvailable) return;
  const admin = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', `${runPrefix}*`, 'COUNT', 500);
    if (keys.length > 0) await admin.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await admin.quit();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores: Array<{ name: string; open: () => RateLimiter; skip: boolean }> = [
  { name: 'in memory', open: () => createRateLimiter({}), skip: false },
  { name: 'Redis', open: () => createRateLimiter({ redisUrl, keyPrefix: runPrefix }), skip: !redisAvailable },
];

describe.each(stores)('rate limiter ($name)', ({ open, skip }) => {
  const limiters: RateLimiter[] = [];
  const limiter = (): RateLimiter => {
    const created = open();
    limiters.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(limiters.map((created) => created.close()));
  });

  it.skipIf(skip)('allows up to the limit, counting down, then refuses with Retry-After', async () => {
    const rl = limiter();
    const key = randomUUID();
    expect(await rl.hit(key, 3, 60_000)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await rl.hit(key, 3, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await rl.hit(key, 3, 60_000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    const refused = await rl.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(Number.isInteger(refused.retryAfterSeconds)).toBe(true);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(skip)('gives a Retry-After of at least one second, rounded up', async () => {
    const rl = limiter();
    const key = randomUUID();
    await rl.hit(key, 1, 1_500);
    const refused = await rl.hit(key, 1, 1_500);
    expect(refused.retryAfterSeconds).toBe(2);
    const shortKey = randomUUID();
    await rl.hit(shortKey, 1, 200);
    expect((await rl.hit(shortKey, 1, 200)).retryAfterSeconds).toBe(1);
  });

  it.skipIf(skip)('keeps keys apart, including hostile ones', async () => {
    const rl = limiter();
    const keys = [randomUUID(), `${randomUUID()}*`, `${randomUUID()}\n{x}[y]?`, `${randomUUID()}😀é`, `${randomUUID()}${'k'.repeat(10_000)}`];
    for (const key of keys) {
      expect((await rl.hit(key, 1, 60_000)).allowed).toBe(true);
    }
    for (const key of keys) {
      expect((await rl.hit(key, 1, 60_000)).allowed).toBe(false);
    }
  });

  it.skipIf(skip)('slides the window: each request leaves it on its own schedule', async () => {
    const rl = limiter();
    const key = randomUUID();
    const windowMs = 600;
    expect((await rl.hit(key, 2, windowMs)).allowed).toBe(true);
    await sleep(300);
    expect((await rl.hit(key, 2, windowMs)).allowed).toBe(true);
    expect((await rl.hit(key, 2, windowMs)).allowed).toBe(false);
    // The first request has left the window, the second has not.
    await sleep(400);
    expect(await rl.hit(key, 2, windowMs)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect((await rl.hit(key, 2, windowMs)).allowed).toBe(false);
  });

  it.skipIf(skip)('does not count refused requests', async () => {
    const rl = limiter();
    const key = randomUUID();
    await rl.hit(key, 1, 400);
    for (let i = 0; i < 5; i += 1) expect((await rl.hit(key, 1, 400)).allowed).toBe(false);
    await sleep(450);
    expect((await rl.hit(key, 1, 400)).allowed).toBe(true);
  });

  it.skipIf(skip)('allows exactly the limit under 200 concurrent requests', async () => {
    const rl = limiter();
    const key = randomUUID();
    const decisions = await Promise.all(Array.from({ length: 200 }, () => rl.hit(key, 120, 60_000)));
    const allowed = decisions.filter((decision) => decision.allowed);
    expect(allowed).toHaveLength(120);
    expect(new Set(allowed.map((decision) => decision.remaining)).size).toBe(120);
    expect(decisions.filter((decision) => !decision.allowed).every((decision) => decision.retryAfterSeconds >= 1)).toBe(true);
  });

  it.skipIf(skip)('refuses everything with a limit of 0', async () => {
    const rl = limiter();
    const decision = await rl.hit(randomUUID(), 0, 5_000);
    expect(decision).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 5 });
  });

  it.skipIf(skip)('rejects arguments that are not a limit', async () => {
    const rl = limiter();
    await expect(rl.hit('k', -1, 1_000)).rejects.toThrow(RangeError);
    await expect(rl.hit('k', 1.5, 1_000)).rejects.toThrow(RangeError);
    await expect(rl.hit('k', Number.NaN, 1_000)).rejects.toThrow(RangeError);
    await expect(rl.hit('k', 1, 0)).rejects.toThrow(RangeError);
    await expect(rl.hit('k', 1, Number.POSITIVE_INFINITY)).rejects.toThrow(RangeError);
    await expect(rl.hit(42 as unknown as string, 1, 1_000)).rejects.toThrow(TypeError);
  });
});

describe.skipIf(!redisAvailable)('rate limiter (Redis only)', () => {
  it('shares counts between processes that use the same Redis', async () => {
    const first = createRateLimiter({ redisUrl, keyPrefix: runPrefix });
    const second = createRateLimiter({ redisUrl, keyPrefix: runPrefix });
    try {
      const key = randomUUID();
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? first : second).hit(key, 30, 60_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(30);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('stores a key under its prefix that expires with the window', async () => {
    const rl = createRateLimiter({ redisUrl, keyPrefix: runPrefix });
    const admin = new Redis(redisUrl);
    try {
      const key = randomUUID();
      await rl.hit(key, 5, 10_000);
      const ttl = await admin.pttl(`${runPrefix}${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(10_000);
    } finally {
      await rl.close();
      await admin.quit();
    }
  });

  it('rejects a hit promptly when Redis cannot be reached', async () => {
    const rl = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1' });
    const started = performance.now();
    await expect(rl.hit('k', 1, 1_000)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);
    await rl.close();
  });
});

describe('in-memory store', () => {
  it('holds at most maxKeys keys, dropping the least recently hit', async () => {
    const store = createMemoryStore({ maxKeys: 100 });
    await store.hit('kept', 1, 60_000);
    for (let i = 0; i < 1_000; i += 1) {
      await store.hit(`key-${i}`, 5, 60_000);
      if (i % 50 === 0) await store.hit('kept', 1, 60_000);
    }
    expect(store.size).toBeLessThanOrEqual(100);
    expect((await store.hit('kept', 1, 60_000)).allowed).toBe(false);
    expect((await store.hit('key-0', 5, 60_000)).remaining).toBe(4);
  });

  it('sweeps keys whose window has passed', async () => {
    let clock = 0;
    const store = createMemoryStore({ now: () => clock });
    for (let i = 0; i < 2_000; i += 1) await store.hit(`short-${i}`, 1, 1_000);
    expect(store.size).toBe(2_000);
    clock = 5_000;
    for (let i = 0; i < 2_000; i += 1) await store.hit(`long-${i}`, 1, 60_000);
    expect(store.size).toBe(2_000);
    expect((await store.hit('long-1999', 1, 60_000)).allowed).toBe(false);
  });

  it('computes Retry-After from the oldest request still in the window', async () => {
    let clock = 0;
    const store = createMemoryStore({ now: () => clock });
    await store.hit('k', 2, 10_000);
    clock = 4_000;
    await store.hit('k', 2, 10_000);
    clock = 6_500;
    expect(await store.hit('k', 2, 10_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 4 });
    clock = 10_000;
    expect(await store.hit('k', 2, 10_000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect((await store.hit('k', 2, 10_000)).retryAfterSeconds).toBe(4);
  });

  it('keeps counting right on a busy key whose old requests keep leaving the window', async () => {
    let clock = 0;
    const store = createMemoryStore({ now: () => clock });
    let allowed = 0;
    for (let i = 0; i < 20_000; i += 1) {
      clock += 10;
      if ((await store.hit('busy', 100, 1_000)).allowed) allowed += 1;
    }
    expect(allowed).toBe(20_000);
    expect(await store.hit('busy', 100, 1_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
  });

  it('refuses a maxKeys below one', () => {
    expect(() => createMemoryStore({ maxKeys: 0 })).toThrow(RangeError);
  });
});
