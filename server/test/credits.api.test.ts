import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignPlan, createAccount, definePlan, endPlan, grantPack } from '../src/accounts/accounts.service.js';
import { createApiKey } from '../src/keys/keys.service.js';
import { startCheckWorker } from '../src/process/worker.js';
import { allTestScopes, backends, bearer, newAccountWithKey, noPasses, roomyAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

const roomyPlan = {
  id: 'roomy',
  creditsPerPeriod: 0,
  periodDays: null,
  maxUploadBytes: 25 * 1024 * 1024,
  requestsPerMinute: 1_000,
  checkStartsPerHour: 1_000,
  checksInFlight: 100,
};

describe.each(backends)('credits, limits and idempotency on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend);
    await definePlan(t.svc.db, roomyPlan);
  });
  afterAll(() => t.close());

  const create = (key: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/checks', headers: { ...bearer(key), ...headers }, payload });
  const usage = async (key: string) => (await t.app.inject({ url: '/v1/me/usage', headers: bearer(key) })).json();

  it('gives the first key 1,500 starter credits, and only the first', async () => {
    const account = await createAccount(t.svc.db, {});
    const first = await createApiKey(t.svc.db, { accountId: account.id, scopes: allTestScopes });
    expect(first.key).toMatch(/^wc_live_[0-9A-Za-z]{32}$/);
    await createApiKey(t.svc.db, { accountId: account.id, scopes: allTestScopes });
    const u = await usage(first.key);
    expect(u.balanceAvailableCredits).toBe(1_500);
    expect(u.balanceHeldCredits).toBe(0);
    expect(u.log).toHaveLength(1);
    expect(u.log[0]).toMatchObject({ kind: 'grant', credits: 1_500, checkId: null, balanceAvailableCredits: 1_500 });
  });

  it('allows five live keys per account', async () => {
    const account = await createAccount(t.svc.db, {});
    for (let i = 0; i < 5; i++) await createApiKey(t.svc.db, { accountId: account.id, scopes: allTestScopes });
    await expect(createApiKey(t.svc.db, { accountId: account.id, scopes: allTestScopes })).rejects.toThrow(/at most 5/);
  });

  it('reserves the full price, then settles what ran and releases the rest', async () => {
    const a = await roomyAccountWithKey(t.svc);
    const worker = startCheckWorker(t.svc, 'settle-worker');
    try {
      // Every pass off: reserved at the base rate (two blocks of 30), settled at the same.
      const res = await create(a.key, { text: prose(300), options: noPasses });
      expect(res.statusCode).toBe(202);
      const { id } = res.json();
      const held = await usage(a.key);
      expect(held.balanceAvailableCredits + held.balanceHeldCredits).toBe(1_500);
      for (let i = 0; i < 2000; i++) {
        const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(a.key) })).json();
        if (s.status === 'done') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = await usage(a.key);
      expect(after.balanceHeldCredits).toBe(0);
      const kinds = after.log.map((e: { kind: string }) => e.kind);
      expect(kinds.slice(0, 2)).toEqual(['settle', 'reserve']);
      expect(after.log[0]).toMatchObject({ kind: 'settle', credits: 60, checkId: id });
      expect(after.balanceAvailableCredits).toBe(1_440);
    } finally {
      await worker.stop();
    }
  });

  it('settles the passes that ran, plagiarism among them', async () => {
    const a = await roomyAccountWithKey(t.svc);
    const worker = startCheckWorker(t.svc, 'settle-worker-2');
    try {
      // Base and plagiarism: 90 credits for each of the two 250-word blocks.
      const { id } = (await create(a.key, { text: prose(300), options: { ...noPasses, plagiarism: true } })).json();
      expect((await usage(a.key)).balanceHeldCredits).toBe(180);
      for (let i = 0; i < 2000; i++) {
        const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(a.key) })).json();
        if (s.status === 'done') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = await usage(a.key);
      expect(after.log.slice(0, 2).map((e: { kind: string; credits: number }) => [e.kind, e.credits])).toEqual([
        ['settle', 180],
        ['reserve', 180],
      ]);
      expect(after).toMatchObject({ balanceAvailableCredits: 1_320, balanceHeldCredits: 0 });
    } finally {
      await worker.stop();
    }
  });

  it('answers 402 quota_exceeded with the credits needed and remaining', async () => {
    const a = await newAccountWithKey(t.svc);
    const res = await create(a.key, { text: prose(3_000) });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('quota_exceeded');
    expect(res.json().error.message).toMatch(/1800.*1500/);
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1_500);
  });

  it('answers 402 no_active_plan to an account with neither plan nor pack', async () => {
    const a = await newAccountWithKey(t.svc);
    await endPlan(t.svc.db, a.accountId);
    // The starter credits are a grant of the starter plan, not a pack: with the plan ended the account is inactive.
    const res = await create(a.key, { text: prose(30) });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('no_active_plan');
    await grantPack(t.svc.db, a.accountId, 500);
    expect((await create(a.key, { text: prose(30) })).statusCode).toBe(202);
  });

  it('renews a periodic plan once per period', async () => {
    await definePlan(t.svc.db, { ...roomyPlan, id: 'monthly', creditsPerPeriod: 900, periodDays: 30 });
    const a = await newAccountWithKey(t.svc);
    const assigned = await assignPlan(t.svc.db, a.accountId, 'monthly');
    expect(assigned.balanceAvailableCredits).toBe(2_400);
    expect(assigned.periodEndsAt).not.toBeNull();
  });

  it('holds five checks in flight per account: the sixth is 409 concurrent_limit', async () => {
    const a = await newAccountWithKey(t.svc);
    await grantPack(t.svc.db, a.accountId, 10_000);
    for (let i = 0; i < 5; i++) expect((await create(a.key, { text: prose(30, i) })).statusCode).toBe(202);
    const sixth = await create(a.key, { text: prose(30) });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe('concurrent_limit');
    const list = (await t.app.inject({ url: '/v1/checks?status=queued', headers: bearer(a.key) })).json();
    await t.app.inject({ method: 'POST', url: `/v1/checks/${list.checks[0].id}/cancel`, headers: bearer(a.key) });
    expect((await create(a.key, { text: prose(30) })).statusCode).toBe(202);
  });

  it('cancels a queued check and releases its reservation', async () => {
    const a = await newAccountWithKey(t.svc);
    const { id } = (await create(a.key, { text: prose(200) })).json();
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1_350);
    const still = await t.app.inject({ method: 'DELETE', url: `/v1/checks/${id}`, headers: bearer(a.key) });
    expect(still.statusCode).toBe(409);
    expect(still.json().error.code).toBe('still_running');
    const res = await t.app.inject({ method: 'POST', url: `/v1/checks/${id}/cancel`, headers: bearer(a.key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled' });
    const u = await usage(a.key);
    expect(u).toMatchObject({ balanceAvailableCredits: 1_500, balanceHeldCredits: 0 });
    expect(u.log[0]).toMatchObject({ kind: 'release', credits: 150, checkId: id });
  });

  it('replays an idempotent create: same id, header set, one charge', async () => {
    const a = await newAccountWithKey(t.svc);
    const first = await create(a.key, { text: prose(30) }, { 'idempotency-key': 'order-1' });
    const again = await create(a.key, { text: prose(99) }, { 'idempotency-key': 'order-1' });
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1_350);
    // The key is scoped to the account.
    const b = await newAccountWithKey(t.svc);
    const other = await create(b.key, { text: prose(30) }, { 'idempotency-key': 'order-1' });
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('starts one check for 20 concurrent duplicates and charges once', async () => {
    const a = await newAccountWithKey(t.svc);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(a.key, { text: prose(30) }, { 'idempotency-key': 'burst' })),
    );
    expect(results.every((r) => r.statusCode === 202)).toBe(true);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const list = (await t.app.inject({ url: '/v1/checks', headers: bearer(a.key) })).json();
    expect(list.checks).toHaveLength(1);
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1_350);
  });

  it('accepts exactly 10 of 50 concurrent creates against a balance for 10', async () => {
    const a = await newAccountWithKey(t.svc);
    await assignPlan(t.svc.db, a.accountId, 'roomy');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => create(a.key, { text: prose(30, i) })));
    const accepted = results.filter((r) => r.statusCode === 202);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.json().error.code === 'quota_exceeded')).toBe(true);
    const u = await usage(a.key);
    expect(u).toMatchObject({ balanceAvailableCredits: 0, balanceHeldCredits: 1_500 });
    expect(u.log.filter((e: { kind: string }) => e.kind === 'reserve')).toHaveLength(10);
  });
});
