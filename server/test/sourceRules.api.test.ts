import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, newAccountWithKey, startTestServer, type TestServer } from './harness.js';

describe.each(backends)('source rules on %s', (backend) => {
  let t: TestServer;
  let key: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    key = (await newAccountWithKey(t.svc)).key;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, k = key) =>
    t.app.inject({ method, url, headers: bearer(k), ...(payload ? { payload } : {}) });

  it('adds, normalises, finds the same rule again, changes and deletes', async () => {
    const added = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'domain', value: 'https://www.Example.com/' });
    expect(added.statusCode).toBe(201);
    const rule = added.json().rule;
    expect(rule).toMatchObject({ mode: 'exclude', kind: 'domain', value: 'example.com' });
    expect(rule.id).toMatch(/^sr_/);

    const same = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'domain', value: 'example.com' });
    expect(same.statusCode).toBe(200);
    expect(same.json().rule.id).toBe(rule.id);

    const got = await call('GET', `/v1/source-rules/${rule.id}`);
    expect(got.json()).toEqual({ rule });

    const other = (await call('POST', '/v1/source-rules', { mode: 'include', kind: 'hostname', value: 'docs.example.org' })).json().rule;
    const dup = await call('PATCH', `/v1/source-rules/${other.id}`, { mode: 'exclude', kind: 'domain', value: 'EXAMPLE.com' });
    expect([dup.statusCode, dup.json().error.code]).toEqual([409, 'duplicate_source_rule']);
    const changed = await call('PATCH', `/v1/source-rules/${other.id}`, { value: 'wiki.example.org' });
    expect(changed.json().rule).toEqual({ id: other.id, mode: 'include', kind: 'hostname', value: 'wiki.example.org' });
    const invalid = await call('PATCH', `/v1/source-rules/${other.id}`, { kind: 'domain', value: 'a.com/path' });
    expect([invalid.statusCode, invalid.json().error.code]).toEqual([400, 'invalid_source_rule']);

    const list = (await call('GET', '/v1/source-rules')).json();
    expect(list).toMatchObject({ count: 2, limits: { maxRules: 50, maxValueLength: 300 } });
    const del = await call('DELETE', `/v1/source-rules/${rule.id}`);
    expect(del.json()).toEqual({ ok: true, count: 1, limits: { maxRules: 50, maxValueLength: 300 } });
    expect((await call('GET', `/v1/source-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/source-rules/${rule.id}`)).statusCode).toBe(404);
  });

  it('replaces the whole list, keeping ids that are sent', async () => {
    const kept = (await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'url', value: 'news.example.net/2024/' })).json().rule;
    const res = await call('PUT', '/v1/source-rules', {
      rules: [
        { id: kept.id, mode: kept.mode, kind: kept.kind, value: kept.value },
        { mode: 'exclude', kind: 'pattern', value: '*.pdf$' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.rules.map((r: { id: string }) => r.id)).toContain(kept.id);
    const unknown = await call('PUT', '/v1/source-rules', { rules: [{ id: 'sr_nope', mode: 'exclude', kind: 'domain', value: 'a.com' }] });
    expect(unknown.statusCode).toBe(404);
    const cleared = await call('PUT', '/v1/source-rules', { rules: [] });
    expect(cleared.json()).toMatchObject({ rules: [], count: 0 });
  });

  it('holds at most 50 rules: 422 past the limit, on add and on replace', async () => {
    const rules = Array.from({ length: 50 }, (_, i) => ({ mode: 'exclude', kind: 'domain', value: `site${i}.example.com` }));
    expect((await call('PUT', '/v1/source-rules', { rules })).json().count).toBe(50);
    const over = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'domain', value: 'one-more.com' });
    expect([over.statusCode, over.json().error.code]).toEqual([422, 'rule_limit_reached']);
    const again = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'domain', value: 'site3.example.com' });
    expect(again.statusCode).toBe(200);
    const tooMany = await call('PUT', '/v1/source-rules', { rules: [...rules, { mode: 'include', kind: 'domain', value: 'x.org' }] });
    expect([tooMany.statusCode, tooMany.json().error.code]).toEqual([422, 'rule_limit_reached']);
  });

  it('validates bodies and keeps accounts apart', async () => {
    await call('PUT', '/v1/source-rules', { rules: [] });
    const bad = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'planet', value: 'a.com' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_body']);
    const long = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'url', value: `a.com/${'x'.repeat(300)}` });
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'invalid_source_rule']);
    const padded = await call('POST', '/v1/source-rules', { mode: 'exclude', kind: 'url', value: `https://www.a.com/${'x'.repeat(285)}` });
    expect(padded.statusCode).toBe(201);
    const owner = (await newAccountWithKey(t.svc)).key;
    const mine = (await call('POST', '/v1/source-rules', { mode: 'include', kind: 'domain', value: 'private.example' }, owner)).json().rule;
    const stranger = (await newAccountWithKey(t.svc)).key;
    expect((await call('GET', `/v1/source-rules/${mine.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/source-rules/${mine.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/v1/source-rules', undefined, stranger)).json().count).toBe(0);
  });

  it('refuses unknown fields on replace as it does on add and change', async () => {
    // PUT took {rules: [...], replace: true} and rules with extra fields silently.
    const extraRule = await call('PUT', '/v1/source-rules', { rules: [{ mode: 'exclude', kind: 'domain', value: 'c.com', note: 'x' }] });
    expect([extraRule.statusCode, extraRule.json().error]).toEqual([400, { code: 'invalid_body', message: 'rules.0: unknown field note' }]);
    const extraTop = await call('PUT', '/v1/source-rules', { rules: [], replace: true });
    expect([extraTop.statusCode, extraTop.json().error]).toEqual([400, { code: 'invalid_body', message: 'body: unknown field replace' }]);
  });

  it('answers 404 for an id no rule could have, NUL included, rather than failing in the database', async () => {
    // PostgreSQL text cannot hold U+0000: the query failed and the call answered 500.
    for (const id of ['sr_%00', 'sr_a%00b', '%00']) {
      for (const [method, payload] of [['GET'], ['PATCH', { value: 'a.org' }], ['DELETE']] as const) {
        const res = await call(method, `/v1/source-rules/${id}`, payload);
        expect([method, id, res.statusCode, res.json().error.code]).toEqual([method, id, 404, 'not_found']);
      }
    }
  });
});
