import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, ORIGIN, pagePost, signUp as signUpAs, startWebTestApp, trpcCall, type WebTestApp } from '../../test/webHarness.js';

// The web app's server side end to end through Fastify: sign-up, sessions, the
// same-origin guard, the tRPC procedures over the services, and the app shell.

const TEXT = 'The quick brown fox jumps over the lazy dog near the quiet river bank. '.repeat(4);

let web: WebTestApp;
let app: FastifyInstance;
let svc: WebTestApp['svc'];

beforeAll(async () => {
  web = await startWebTestApp({ 'sw.js': 'self.addEventListener("fetch", () => {});' });
  ({ app, svc } = web);
});

afterAll(() => web?.close());

const post = pagePost;
const signUp = async (email: string, password?: string) => (await signUpAs(app, email, password)).cookie;
const call = (cookie: string, path: string, input?: unknown, kind: 'query' | 'mutation' = 'query') => trpcCall(app, cookie, path, input, kind);

describe('accounts for people', () => {
  it('signs up with an HttpOnly, SameSite=Lax session cookie and a new account', async () => {
    const res = await app.inject(post('/auth/signup', { email: '  Ada@Example.org ', password: 'correct horse battery' }));
    expect(res.statusCode).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^wc_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    // Plain HTTP: no Secure flag, or the browser would drop the cookie.
    expect(setCookie).not.toContain('Secure');
    expect(res.json()).toMatchObject({ user: { email: 'ada@example.org' } });
    const me = await call(cookieOf(res), 'account.me');
    expect(me.data).toMatchObject({ email: 'ada@example.org', scopes: ['checks:read', 'checks:write', 'usage:read'] });
  });

  it('refuses a taken address, a short password and a hostile body with the catalogue codes', async () => {
    await signUp('taken@example.org');
    const again = await app.inject(post('/auth/signup', { email: 'TAKEN@example.org', password: 'another long one' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_body');
    const short = await app.inject(post('/auth/signup', { email: 'short@example.org', password: 'tiny' }));
    expect(short.json().error).toMatchObject({ code: 'invalid_body', message: expect.stringContaining('password') });
    const huge = await app.inject(post('/auth/signup', { email: 'huge@example.org', password: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(400);
    const broken = await app.inject({ ...post('/auth/signin', {}), payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    const extra = await app.inject(post('/auth/signin', { email: 'a@b.c', password: 'x', admin: true }));
    expect(extra.json().error.code).toBe('invalid_body');
  });

  it('signs in with the right password only, and signing out ends the session', async () => {
    await signUp('grace@example.org', 'first password!');
    const wrong = await app.inject(post('/auth/signin', { email: 'grace@example.org', password: 'second password' }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('unauthorized');
    const nobody = await app.inject(post('/auth/signin', { email: 'nobody@example.org', password: 'first password!' }));
    expect(nobody.json().error).toEqual(wrong.json().error);
    const right = await app.inject(post('/auth/signin', { email: 'GRACE@example.org', password: 'first password!' }));
    expect(right.statusCode).toBe(200);
    const cookie = cookieOf(right);
    expect((await call(cookie, 'account.me')).status).toBe(200);
    // PostgreSQL text cannot hold U+0000: an e-mail address with one answered 500.
    for (const path of ['/auth/signup', '/auth/signin']) {
      const nul = await app.inject(post(path, { email: 'gr\u0000ace@example.org', password: 'first password!' }));
      expect([path, nul.statusCode, nul.json().error.code]).toEqual([path, 400, 'invalid_body']);
    }
    const out = await app.inject(post('/auth/signout', {}, { cookie }));
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('wc_session=;');
    const after = await call(cookie, 'account.me');
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('unauthorized');
  });

  it('slows down guessing: the eleventh sign-in attempt in a window is rate limited', async () => {
    await signUp('guessed@example.org');
    let last = await app.inject(post('/auth/signin', { email: 'guessed@example.org', password: 'wrong guess 0' }));
    for (let i = 1; i < 11; i++) {
      last = await app.inject(post('/auth/signin', { email: 'guessed@example.org', password: `wrong guess ${i}` }));
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ignores forged or garbage cookies', async () => {
    expect((await call('wc_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'account.me')).status).toBe(401);
    expect((await call('wc_session=%00%ff;;', 'account.me')).status).toBe(401);
    expect((await call('wc_session=' + 'x'.repeat(5000), 'account.me')).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses changes from another origin, without JSON, or as GET', async () => {
    const cookie = await signUp('csrf@example.org');
    const foreign = await app.inject(post('/trpc/keys.create', { scopes: ['checks:read'] }, { cookie, origin: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(401);
    const form = await app.inject({
      method: 'POST',
      url: '/trpc/keys.create',
      headers: { cookie, origin: ORIGIN, host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'scopes=checks:read',
    });
    expect(form.statusCode).toBe(400);
    const noOrigin = await app.inject({ ...post('/trpc/keys.create', { scopes: ['checks:read'] }, { cookie }), headers: { cookie, 'content-type': 'application/json' } });
    expect(noOrigin.statusCode).toBe(401);
    const viaGet = await app.inject({ method: 'GET', url: `/trpc/keys.create?input=${encodeURIComponent('{"scopes":["checks:read"]}')}`, headers: { cookie } });
    expect(viaGet.statusCode).toBeGreaterThanOrEqual(400);
    const list = await call(cookie, 'keys.list');
    expect(list.data.keys).toHaveLength(0);
    const signin = await app.inject(post('/auth/signin', { email: 'csrf@example.org', password: 'a long password' }, { origin: 'https://evil.example' }));
    expect(signin.statusCode).toBe(401);
  });

  it('answers an API key outside /v1 with key_not_permitted', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/account.me', headers: { authorization: 'Bearer wc_live_0123456789abcdefghijABCDEFGHIJ01' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('key_not_permitted');
  });
});

describe('the tRPC procedures call the services', () => {
  it('keys: created once in full, listed without the secret, at most five, revoked only by their account', async () => {
    const cookie = await signUp('keys@example.org');
    const nulName = await call(cookie, 'keys.create', { name: 'scr\u0000ipt', scopes: ['checks:read'] }, 'mutation');
    expect([nulName.status, nulName.error?.code]).toEqual([400, 'invalid_body']);
    const created = await call(cookie, 'keys.create', { name: 'script', scopes: ['checks:read', 'checks:write'] }, 'mutation');
    expect(created.data.key).toMatch(/^wc_live_[0-9A-Za-z]{32}$/);
    const list = await call(cookie, 'keys.list');
    expect(list.data.maxKeys).toBe(5);
    expect(list.data.keys).toEqual([expect.objectContaining({ id: created.data.id, name: 'script', scopes: ['checks:read', 'checks:write'] })]);
    expect(JSON.stringify(list.data)).not.toContain(created.data.key);
    for (let i = 0; i < 4; i++) expect((await call(cookie, 'keys.create', { scopes: ['usage:read'] }, 'mutation')).status).toBe(200);
    const sixth = await call(cookie, 'keys.create', { scopes: ['usage:read'] }, 'mutation');
    expect(sixth.status).toBe(400);
    expect(sixth.error?.message).toContain('at most 5 live keys');

    const other = await signUp('other@example.org');
    const foreign = await call(other, 'keys.revoke', { id: created.data.id }, 'mutation');
    expect(foreign.error?.code).toBe('not_found');
    const revoked = await call(cookie, 'keys.revoke', { id: created.data.id }, 'mutation');
    expect(revoked.status).toBe(200);
    expect((await call(cookie, 'keys.list')).data.keys).toHaveLength(4);
    const badScope = await call(cookie, 'keys.create', { scopes: ['admin'] }, 'mutation');
    expect(badScope.error?.code).toBe('invalid_body');
  });

  it('usage: the starter credits of the first key appear in the balance and the log', async () => {
    const cookie = await signUp('usage@example.org');
    expect((await call(cookie, 'account.usage')).data.balanceAvailableCredits).toBe(0);
    await call(cookie, 'keys.create', { scopes: ['usage:read'] }, 'mutation');
    const usage = await call(cookie, 'account.usage');
    expect(usage.data.balanceAvailableCredits).toBe(1500);
    expect(usage.data.log[0]).toMatchObject({ kind: 'grant', credits: 1500 });
  });

  it('source rules: all six operations with the spec errors', async () => {
    const cookie = await signUp('rules@example.org');
    const added = await call(cookie, 'sourceRules.add', { mode: 'exclude', kind: 'domain', value: 'https://www.Example.com/' }, 'mutation');
    expect(added.data).toMatchObject({ created: true, rule: { value: 'example.com' } });
    const same = await call(cookie, 'sourceRules.add', { mode: 'exclude', kind: 'domain', value: 'example.com' }, 'mutation');
    expect(same.data).toMatchObject({ created: false, rule: { id: added.data.rule.id } });
    const invalid = await call(cookie, 'sourceRules.add', { mode: 'exclude', kind: 'domain', value: 'example.com/path' }, 'mutation');
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('invalid_source_rule');
    const second = await call(cookie, 'sourceRules.add', { mode: 'include', kind: 'hostname', value: 'docs.example.org' }, 'mutation');
    const clash = await call(cookie, 'sourceRules.update', { id: second.data.rule.id, patch: { mode: 'exclude', kind: 'domain', value: 'example.com' } }, 'mutation');
    expect(clash.status).toBe(409);
    expect(clash.error?.code).toBe('duplicate_source_rule');
    const got = await call(cookie, 'sourceRules.get', { id: second.data.rule.id });
    expect(got.data.rule.value).toBe('docs.example.org');
    const replaced = await call(cookie, 'sourceRules.replace', { rules: [{ id: second.data.rule.id, mode: 'include', kind: 'url', value: 'docs.example.org/guide' }] }, 'mutation');
    expect(replaced.data).toMatchObject({ count: 1, rules: [{ id: second.data.rule.id, kind: 'url' }] });
    const removed = await call(cookie, 'sourceRules.remove', { id: second.data.rule.id }, 'mutation');
    expect(removed.data).toMatchObject({ ok: true, count: 0 });
    expect((await call(cookie, 'sourceRules.get', { id: second.data.rule.id })).error?.code).toBe('not_found');
  });

  it('checks: refused without credits, then created, read, listed, cancelled and deleted', async () => {
    const cookie = await signUp('checks@example.org');
    const broke = await call(cookie, 'checks.create', { text: TEXT }, 'mutation');
    expect(broke.status).toBe(402);
    expect(broke.error?.code).toBe('no_active_plan');
    await call(cookie, 'keys.create', { scopes: ['checks:read'] }, 'mutation');
    const tooShort = await call(cookie, 'checks.create', { text: 'three words only' }, 'mutation');
    expect(tooShort.error?.code).toBe('too_short');
    const created = await call(cookie, 'checks.create', { text: TEXT, title: 'Fox', idempotencyKey: 'k1' }, 'mutation');
    expect(created.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const replay = await call(cookie, 'checks.create', { text: TEXT, idempotencyKey: 'k1' }, 'mutation');
    expect(replay.data).toEqual({ id: created.data.id, replayed: true });
    // PostgreSQL text cannot hold U+0000: this answered 500.
    const nulKey = await call(cookie, 'checks.create', { text: TEXT, idempotencyKey: 'k\u00001' }, 'mutation');
    expect([nulKey.status, nulKey.error?.code]).toEqual([400, 'invalid_body']);
    const got = await call(cookie, 'checks.get', { id: created.data.id });
    expect(got.data).toMatchObject({ id: created.data.id, title: 'Fox', status: 'queued', text: TEXT.trim() });
    const list = await call(cookie, 'checks.list', { limit: 10 });
    expect(list.data.checks.map((c: { id: string }) => c.id)).toEqual([created.data.id]);
    const running = await call(cookie, 'checks.remove', { id: created.data.id }, 'mutation');
    expect(running.error?.code).toBe('still_running');
    const cancelled = await call(cookie, 'checks.cancel', { id: created.data.id }, 'mutation');
    expect(cancelled.data.status).toBe('cancelled');
    const removed = await call(cookie, 'checks.remove', { id: created.data.id }, 'mutation');
    expect(removed.data).toEqual({ ok: true, id: created.data.id });

    const huge = await call(cookie, 'checks.create', { text: 'word '.repeat(80_001) }, 'mutation');
    expect(huge.status).toBe(400);
    expect(huge.error).toMatchObject({ code: 'invalid_body', message: expect.stringContaining('text') });
    const garbled = await app.inject({ method: 'GET', url: '/trpc/checks.get?input=%7B%22id%22%3A', headers: { cookie } });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.data.serviceError.code).toBe('invalid_body');
    const unknown = await app.inject({ method: 'GET', url: '/trpc/checks.everything', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.data.serviceError.code).toBe('not_found');

    const stranger = await signUp('stranger@example.org');
    expect((await call(stranger, 'checks.get', { id: created.data.id })).error?.code).toBe('not_found');
    expect((await call(stranger, 'checks.get', { id: 'not-a-uuid' })).error?.code).toBe('not_found');
  });

  it('checks: a file the device could not read is sent as base64 and read on the server, refused alike', async () => {
    const cookie = await signUp('scans@example.org');
    await call(cookie, 'keys.create', { scopes: ['checks:read'] }, 'mutation');
    const scan = readFileSync(new URL('../../../workers/test/fixtures/intake/scan.png', import.meta.url));
    const created = await call(cookie, 'checks.create', { file: scan.toString('base64'), filename: 'page.png' }, 'mutation');
    expect(created.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const got = await call(cookie, 'checks.get', { id: created.data.id });
    // the text comes from OCR when the check runs
    expect(got.data).toMatchObject({ title: 'page.png', inputKind: 'png', status: 'queued' });
    const asText = await call(cookie, 'checks.create', { file: `data:text/plain;base64,${Buffer.from(TEXT).toString('base64')}` }, 'mutation');
    expect((await call(cookie, 'checks.get', { id: asText.data.id })).data.text).toBe(TEXT.trim());

    const both = await call(cookie, 'checks.create', { text: TEXT, file: scan.toString('base64') }, 'mutation');
    expect(both.error?.code).toBe('multiple_inputs');
    const neither = await call(cookie, 'checks.create', { title: 'Nothing' }, 'mutation');
    expect(neither.error?.code).toBe('no_input');
    const garbage = await call(cookie, 'checks.create', { file: '%%% not base64 %%%' }, 'mutation');
    expect(garbage.status).toBe(400);
    const unknownType = await call(cookie, 'checks.create', { file: Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 7, 9]).toString('base64') }, 'mutation');
    expect(unknownType.error?.code).toBe('unsupported_type');
  });

  it('checks: searched by title and opening words (wildcards taken literally), filed in folders and tagged, only the account\'s own', async () => {
    const cookie = await signUp('search@example.org');
    await call(cookie, 'keys.create', { scopes: ['checks:read'] }, 'mutation');
    const fox = await call(cookie, 'checks.create', { text: TEXT, title: 'Fox essay' }, 'mutation');
    const river = await call(cookie, 'checks.create', { text: `A slow barge moved ${TEXT}`, title: 'Draft 100%' }, 'mutation');
    const ids = async (q: string, who = cookie) => (await call(who, 'checks.search', { q })).data?.checks.map((c: { id: string }) => c.id);
    expect(await ids('fox ESSAY')).toEqual([fox.data.id]);
    expect(await ids('barge')).toEqual([river.data.id]);
    expect(await ids('quick brown')).toEqual([river.data.id, fox.data.id]);
    expect(await ids('100%')).toEqual([river.data.id]);
    expect(await ids('1_0')).toEqual([]);
    expect(await ids('fox', await signUp('nosy@example.org'))).toEqual([]);
    expect((await call(cookie, 'checks.search', { q: '   ' })).error?.code).toBe('invalid_body');

    // Folders and tags: names people give, filed on the check, listed with their counts, filtered by.
    const organise = (input: unknown, who = cookie) => call(who, 'checks.organise', input, 'mutation');
    expect((await organise({ id: fox.data.id, folderId: ' Essays ', tagIds: ['draft', 'history', 'draft'] })).data).toEqual({
      id: fox.data.id,
      folderId: 'Essays',
      tagIds: ['draft', 'history'],
    });
    await organise({ id: river.data.id, folderId: 'Essays', tagIds: ['draft'] });
    expect((await call(cookie, 'checks.labels', undefined)).data).toEqual({
      folders: [{ id: 'Essays', count: 2 }],
      tags: [
        { id: 'draft', count: 2 },
        { id: 'history', count: 1 },
      ],
    });
    const filtered = async (input: unknown) => (await call(cookie, 'checks.search', input)).data?.checks.map((c: { id: string }) => c.id);
    expect(await filtered({ tagId: 'history' })).toEqual([fox.data.id]);
    expect(await filtered({ folderId: 'Essays', q: 'barge' })).toEqual([river.data.id]);
    const listed = (await call(cookie, 'checks.get', { id: fox.data.id, view: 'summary' })).data;
    expect(listed).toMatchObject({ folderId: 'Essays', tagIds: ['draft', 'history'] });
    await organise({ id: fox.data.id, folderId: null, tagIds: [] });
    expect((await call(cookie, 'checks.labels', undefined)).data.tags).toEqual([{ id: 'draft', count: 1 }]);
    expect((await organise({ id: fox.data.id, folderId: 'a\u0007b', tagIds: [] })).error?.code).toBe('invalid_body');
    expect((await organise({ id: fox.data.id, folderId: null, tagIds: Array.from({ length: 11 }, (_, k) => `t${k}`) })).error?.code).toBe('invalid_body');
    expect((await organise({ id: fox.data.id, folderId: 'Mine', tagIds: [] }, await signUp('intruder@example.org'))).error?.code).toBe('not_found');
    expect((await organise({ id: 'not-a-uuid', folderId: null, tagIds: [] })).error?.code).toBe('not_found');
  });
});

describe('the app shell', () => {
  it('serves the shell for app paths and JSON 404s for server paths and missing files', async () => {
    const report = await app.inject({ method: 'GET', url: '/reports/5b0c7c1e-8f3a-4d7e-9a51-2d3c4b5a6f70' });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('writecheck shell');
    expect(report.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('writecheck shell');
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/../../etc/passwd' })).body).not.toContain('root:');
  });
});
