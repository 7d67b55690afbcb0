import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignPlan, definePlan } from '../src/accounts/accounts.service.js';
import { backends, bearer, newAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

describe.each(backends)('rate limits on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t.close());

  it('allows 120 requests a minute per key, then 429 with Retry-After', async () => {
    const a = await newAccountWithKey(t.svc);
    const other = await newAccountWithKey(t.svc);
    const results = await Promise.all(Array.from({ length: 125 }, () => t.app.inject({ url: '/v1/checks', headers: bearer(a.key) })));
    const limited = results.filter((r) => r.statusCode === 429);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(120);
    expect(limited).toHaveLength(5);
    for (const r of limited) {
      expect(r.json().error.code).toBe('rate_limited');
      const retry = Number(r.headers['retry-after']);
      expect(Number.isInteger(retry) && retry >= 1 && retry <= 60).toBe(true);
    }
    // Every route counts, and the limit is per key.
    expect((await t.app.inject({ url: '/v1/me/usage', headers: bearer(a.key) })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/v1/checks', headers: bearer(other.key) })).statusCode).toBe(200);
  });

  it('limits check starts per hour per key', async () => {
    await definePlan(t.svc.db, {
      id: 'three-an-hour',
      creditsPerPeriod: 10_000,
      periodDays: null,
      maxUploadBytes: 1_000_000,
      requestsPerMinute: 120,
      checkStartsPerHour: 3,
      checksInFlight: 10,
    });
    const a = await newAccountWithKey(t.svc);
    await assignPlan(t.svc.db, a.accountId, 'three-an-hour');
    const create = () =>
      t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { text: prose(30) } });
    for (let i = 0; i < 3; i++) expect((await create()).statusCode).toBe(202);
    const fourth = await create();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('applies the plan’s upload cap', async () => {
    const a = await newAccountWithKey(t.svc);
    await assignPlan(t.svc.db, a.accountId, 'three-an-hour');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checks',
      headers: { ...bearer(a.key), 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(1_000_001, 0x61),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'file_too_large' });
    expect(res.json().error.message).toContain('1000000');
  });
});
