import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../src/keys/keys.service.js';
import { backends, bearer, newAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

describe.each(backends)('authentication and scopes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t.close());

  const code = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

  it('serves capabilities without a key', async () => {
    const res = await t.app.inject({ url: '/v1/capabilities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credits: { wordsPerCredit: 250, minBilledWordsPerCheck: 250, passes: { base: 30, plagiarism: 60 } },
      document: { minWordsPerCheck: 20, maxWordsPerCheck: 25_000, maxUploadBytes: 26_214_400 },
      sourceRules: { maxRules: 50, maxValueLength: 300 },
      rateLimits: { requestsPerMinute: 120, checkStartsPerHour: 300, checksInFlight: 5, keysPerAccount: 5 },
    });
  });

  it('answers 401 unauthorized without a key and invalid_api_key for an unknown one', async () => {
    const none = await t.app.inject({ url: '/v1/checks' });
    expect([none.statusCode, code(none)]).toEqual([401, 'unauthorized']);
    for (const header of ['Bearer wc_live_' + 'x'.repeat(32), 'Bearer nonsense', 'Bearer ', 'Basic abc']) {
      const res = await t.app.inject({ url: '/v1/checks', headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(['invalid_api_key', 'unauthorized']).toContain(code(res));
    }
  });

  it('refuses a revoked key', async () => {
    const a = await newAccountWithKey(t.svc);
    expect((await t.app.inject({ url: '/v1/checks', headers: bearer(a.key) })).statusCode).toBe(200);
    await revokeApiKey(t.svc.db, a.keyId);
    const res = await t.app.inject({ url: '/v1/checks', headers: bearer(a.key) });
    expect([res.statusCode, code(res)]).toEqual([401, 'invalid_api_key']);
  });

  it('answers 403 insufficient_scope for every route the key lacks', async () => {
    const reader = await newAccountWithKey(t.svc, ['checks:read']);
    const writer = await newAccountWithKey(t.svc, ['checks:write']);
    const id = '00000000-0000-4000-8000-000000000000';
    const needsWrite = [
      { method: 'POST' as const, url: '/v1/checks', payload: { text: prose(30) } },
      { method: 'DELETE' as const, url: `/v1/checks/${id}` },
      { method: 'POST' as const, url: `/v1/checks/${id}/cancel` },
      { method: 'POST' as const, url: '/v1/source-rules', payload: { mode: 'exclude', kind: 'domain', value: 'a.com' } },
      { method: 'PUT' as const, url: '/v1/source-rules', payload: { rules: [] } },
      { method: 'PATCH' as const, url: '/v1/source-rules/sr_x', payload: { mode: 'include' } },
      { method: 'DELETE' as const, url: '/v1/source-rules/sr_x' },
    ];
    for (const req of needsWrite) {
      const res = await t.app.inject({ ...req, headers: bearer(reader.key) });
      expect([req.url, res.statusCode, code(res)]).toEqual([req.url, 403, 'insufficient_scope']);
    }
    for (const url of ['/v1/checks', `/v1/checks/${id}`, '/v1/source-rules', '/v1/source-rules/sr_x', '/v1/me/usage']) {
      const res = await t.app.inject({ url, headers: bearer(writer.key) });
      expect([url, res.statusCode, code(res)]).toEqual([url, 403, 'insufficient_scope']);
    }
    const usage = await t.app.inject({ url: '/v1/me/usage', headers: bearer(reader.key) });
    expect(code(usage)).toBe('insufficient_scope');
  });

  it('answers 403 key_not_permitted outside the public API', async () => {
    const a = await newAccountWithKey(t.svc);
    for (const url of ['/metrics', '/healthz', '/docs', '/trpc/me']) {
      const res = await t.app.inject({ url, headers: bearer(a.key) });
      expect([url, res.statusCode, code(res)]).toEqual([url, 403, 'key_not_permitted']);
    }
  });

  it('answers unknown routes with the error envelope', async () => {
    const res = await t.app.inject({ url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(code(res)).toBe('not_found');
  });

  it('describes itself: OpenAPI 3.1, a reference page, health and metrics', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/checks', '/v1/checks/{id}', '/v1/checks/{id}/cancel', '/v1/source-rules', '/v1/source-rules/{id}', '/v1/capabilities', '/v1/me/usage']),
    );
    expect(doc.components.schemas.Check.properties.status.enum).toContain('extracting');
    expect(doc.paths['/v1/checks'].post.responses['413'].description).toContain('file_too_large');
    const page = await t.app.inject({ url: '/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/v1/checks/{id}/cancel');
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    await t.app.inject({ url: '/v1/capabilities' });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/writecheck_http_requests_total\{method="GET",route="\/v1\/capabilities",status="200"\} \d/);
  });
});
