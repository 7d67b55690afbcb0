import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckWorker } from '../../server/src/process/worker.js';
import { newAccountWithKey, prose, roomyAccountWithKey, startTestServer, type TestServer } from '../../server/test/harness.js';
import { WritecheckApiError, WritecheckClient, type CheckDetail } from '../src/index.js';

// The client over real HTTP against a test server with a worker.

describe('WritecheckClient against a real server', () => {
  let t: TestServer;
  let worker: ReturnType<typeof startCheckWorker>;
  let baseUrl: string;
  let client: WritecheckClient;

  beforeAll(async () => {
    t = await startTestServer('postgres');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    worker = startCheckWorker(t.svc, 'client-test');
    client = new WritecheckClient({ baseUrl, apiKey: (await roomyAccountWithKey(t.svc)).key });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('creates a check and polls it to its report', async () => {
    const text = prose(120);
    const created = await client.createCheck({ text, title: 'River', options: { plagiarism: false, aiContent: false, grammarSpelling: false, style: false } }, { idempotencyKey: 'river-1' });
    expect(created.replayed).toBe(false);
    expect(await client.createCheck({ text: 'ignored' }, { idempotencyKey: 'river-1' })).toEqual({ id: created.id, replayed: true });

    const seen: CheckDetail[] = [];
    const check = await client.waitForCheck(created.id, { intervalMs: 50, onProgress: (s) => seen.push(s) });
    expect(check).toMatchObject({ id: created.id, status: 'done', progress: 100, title: 'River', wordCount: 120 });
    expect(check.report?.text).toBe(text);
    expect(seen.at(-1)?.status).toBe('done');
    expect(seen.every((s) => s.report === undefined)).toBe(true);

    const page = await client.listChecks({ limit: 1 });
    expect(page.checks.map((c) => c.id)).toEqual([created.id]);
    const parts = await client.getCheck(created.id, { include: 'scores' });
    expect(Object.keys(parts.report ?? {}).sort()).toEqual(['scores', 'status', 'wordCount']);
    expect(await client.deleteCheck(created.id)).toEqual({ ok: true, id: created.id });
  });

  it('uploads a file as the request body', async () => {
    const html = `<html><body><h1>Barley</h1><p>${prose(70, 3)}</p></body></html>`;
    const created = await client.uploadCheck(new TextEncoder().encode(html), {
      filename: 'barley.html',
      options: { plagiarism: false, grammarSpelling: false, aiContent: false, style: false },
      sourceRules: [{ mode: 'exclude', kind: 'domain', value: 'example.com' }],
    });
    const check = await client.waitForCheck(created.id, { intervalMs: 50, view: 'summary' });
    expect(check).toMatchObject({ status: 'done', title: 'barley.html', wordCount: 71, inputKind: 'html' });
    const refused = await client.uploadCheck(new Uint8Array([0x00, 0x01, 0x02, 0xff, 0xfe])).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, code: 'unsupported_type' });
  });

  it('throws the spec error codes as WritecheckApiError', async () => {
    const missing = await client.getCheck('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(WritecheckApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    // Path parameters are encoded: an id cannot climb to another route.
    await expect(client.getCheck('../me/usage')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const short = await client.createCheck({ text: 'too few words' }).catch((e: unknown) => e);
    expect(short).toMatchObject({ status: 400, code: 'too_short' });
    const anonymous = new WritecheckClient({ baseUrl });
    await expect(anonymous.getUsage()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await anonymous.getCapabilities()).document.maxWordsPerCheck).toBe(25_000);
    const readOnly = new WritecheckClient({ baseUrl, apiKey: (await newAccountWithKey(t.svc, ['checks:read'])).key });
    await expect(readOnly.createCheck({ text: prose(40) })).rejects.toMatchObject({ status: 403, code: 'insufficient_scope' });
  });

  it('stops waiting when aborted', async () => {
    const { id } = await client.createCheck({ text: prose(60), options: { plagiarism: false } });
    const abort = new AbortController();
    const waiting = client.waitForCheck(id, { signal: abort.signal, intervalMs: 1_000 });
    abort.abort(new Error('user left'));
    await expect(waiting).rejects.toThrow('user left');
    await client.waitForCheck(id, { intervalMs: 50, view: 'summary' });
  });

  it('manages source rules and reads usage', async () => {
    const added = await client.addSourceRule({ mode: 'exclude', kind: 'domain', value: 'https://www.Example.com/' });
    expect(added).toMatchObject({ created: true, rule: { mode: 'exclude', kind: 'domain', value: 'example.com' } });
    expect((await client.addSourceRule({ mode: 'exclude', kind: 'domain', value: 'example.com' })).created).toBe(false);
    const changed = await client.updateSourceRule(added.rule.id, { mode: 'include' });
    expect(changed).toMatchObject({ id: added.rule.id, mode: 'include', value: 'example.com' });
    expect(await client.getSourceRule(added.rule.id)).toEqual(changed);
    const replaced = await client.replaceSourceRules([{ mode: 'exclude', kind: 'hostname', value: 'news.example.org' }]);
    expect(replaced.count).toBe(1);
    const bad = await client.addSourceRule({ mode: 'exclude', kind: 'domain', value: 'example.com/path' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_source_rule' });
    expect(await client.deleteSourceRule(replaced.rules[0]!.id)).toMatchObject({ ok: true, count: 0 });
    const usage = await client.getUsage();
    expect(usage.balanceAvailableCredits).toBeGreaterThanOrEqual(0);
    expect(usage.log.length).toBeGreaterThan(0);
  });
});
