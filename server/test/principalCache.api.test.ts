import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignPlan, definePlan } from '../src/accounts/accounts.service.js';
import { backends, bearer, newAccountWithKey, startTestServer, type TestServer } from './harness.js';

// Resolved keys are kept in memory until the database announces a change; a key revoked,
// or a plan changed, by another connection (another process, in production) must reach
// the server well before the cache's age limit would.

describe.each(backends)('cached API keys on %s', (backend) => {
  let t: TestServer;
  /** Writes as another process would: its own connection on PostgreSQL. */
  let elsewhere: (statement: string, value: string) => Promise<void>;
  let closeElsewhere = async () => {};

  beforeAll(async () => {
    t = await startTestServer(backend);
    if (t.db.url) {
      const other = postgres(t.db.url, { max: 1, onnotice: () => {} });
      elsewhere = async (statement, value) => void (await other.unsafe(statement, [value]));
      closeElsewhere = async () => void (await other.end());
    } else {
      const { sql } = await import('drizzle-orm');
      elsewhere = async (statement, value) => void (await t.svc.db.execute(sql.raw(statement.replace('$1', `'${value}'`))));
    }
  });
  afterAll(async () => {
    await closeElsewhere();
    await t.close();
  });

  const list = (key: string) => t.app.inject({ url: '/v1/checks', headers: bearer(key) });

  /** Polls for up to two seconds: far less than the thirty a lost notification may last. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('keeps a resolved key in memory', async () => {
    const a = await newAccountWithKey(t.svc);
    // A lookup that overlaps the announcement of the account's first plan is not kept.
    await eventually(() => list(a.key), () => t.svc.principals!.size > 0);
    expect(t.svc.principals!.size).toBeGreaterThan(0);
    expect((await list(a.key)).statusCode).toBe(200);
  });

  it('refuses a key once another connection revoked it', async () => {
    const a = await newAccountWithKey(t.svc);
    expect((await list(a.key)).statusCode).toBe(200);
    await elsewhere(`update api_keys set revoked_at = now() where id = $1`, a.keyId);
    const res = await eventually(() => list(a.key), (r) => r.statusCode === 401);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'invalid_api_key']);
  });

  it('refuses the keys of an account another connection deleted', async () => {
    const a = await newAccountWithKey(t.svc);
    expect((await list(a.key)).statusCode).toBe(200);
    await elsewhere(`delete from accounts where id = $1`, a.accountId);
    const res = await eventually(() => list(a.key), (r) => r.statusCode === 401);
    expect(res.statusCode).toBe(401);
  });

  it('applies a scope taken away by another connection', async () => {
    const a = await newAccountWithKey(t.svc);
    expect((await list(a.key)).statusCode).toBe(200);
    await elsewhere(`update api_keys set scopes = '{usage:read}' where id = $1`, a.keyId);
    const res = await eventually(() => list(a.key), (r) => r.statusCode === 403);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'insufficient_scope']);
  });

  it('applies the limits of a plan another connection changed, or moved the account off', async () => {
    await definePlan(t.svc.db, {
      id: 'test-metered',
      creditsPerPeriod: 0,
      periodDays: null,
      maxUploadBytes: 1024 * 1024,
      requestsPerMinute: 1_000,
      checkStartsPerHour: 10,
      checksInFlight: 1,
    });
    const a = await newAccountWithKey(t.svc);
    await assignPlan(t.svc.db, a.accountId, 'test-metered');
    const limit = async () => (await list(a.key)).headers['ratelimit-limit'];
    expect(await limit()).toBe('1000');
    await elsewhere(`update plans set requests_per_minute = 900 where id = $1`, 'test-metered');
    expect(await eventually(limit, (v) => v === '900')).toBe('900');
    await elsewhere(`update accounts set plan_id = 'starter' where id = $1`, a.accountId);
    expect(await eventually(limit, (v) => v === '120')).toBe('120');
  });
});
