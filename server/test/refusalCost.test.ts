import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

// A check the account cannot pay for is refused before any worker time is spent on it:
// the instant findings are computed only for a check that will be accepted.

describe('refusals cost no worker time', () => {
  let t: TestServer;
  const jobsRun: string[] = [];

  beforeAll(async () => {
    t = await startTestServer('postgres');
    const run = t.svc.host.run.bind(t.svc.host);
    t.svc.host.run = ((name: string, ...rest: unknown[]) => {
      jobsRun.push(name);
      return (run as (...args: unknown[]) => unknown)(name, ...rest);
    }) as typeof t.svc.host.run;
  });
  afterAll(() => t.close());

  it('answers 402 quota_exceeded without computing the instant findings', async () => {
    const account = await newAccountWithKey(t.svc);
    // 3,000 words with every pass on cost 1,800 credits; the starter balance is 1,500.
    const res = await t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(account.key), payload: { text: prose(3_000) } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('quota_exceeded');
    expect(jobsRun).not.toContain('instantCheck');
  });

  it('computes them for a check it accepts', async () => {
    const account = await newAccountWithKey(t.svc);
    const res = await t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(account.key), payload: { text: prose(300) } });
    expect(res.statusCode).toBe(202);
    expect(jobsRun).toContain('instantCheck');
  });
});
