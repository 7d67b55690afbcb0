import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPack } from '../src/accounts/accounts.service.js';
import { startCheckWorker } from '../src/process/worker.js';
import { signUp as signUpAs, startWebTestApp, trpcCall, type WebTestApp } from './webHarness.js';

// The web app's download of a report: /exports/<id> by session cookie, in each format,
// for the signed-in owner only.

const TEXT =
  'The river carried small stones toward a quiet valley where farmers planted barley each spring. ' +
  'Children recieved letters and counted boats passing on the water <b>near the mill</b>, and the miller told stories.';

let web: WebTestApp;
let app: FastifyInstance;
let svc: WebTestApp['svc'];
let worker: ReturnType<typeof startCheckWorker>;

beforeAll(async () => {
  web = await startWebTestApp();
  ({ app, svc } = web);
  worker = startCheckWorker(svc, 'export-worker');
});

afterAll(async () => {
  await worker?.stop();
  await web?.close();
});

/** A new person with a credit pack (signing up alone brings no credits). */
async function signUp(email: string): Promise<string> {
  const { cookie, accountId } = await signUpAs(app, email);
  await grantPack(svc.db, accountId, 2_000);
  return cookie;
}

const trpc = async (cookie: string, path: string, input: unknown, kind: 'query' | 'mutation') => (await trpcCall(app, cookie, path, input, kind)).data;

describe('report downloads', () => {
  let owner: string;
  let id: string;

  beforeAll(async () => {
    owner = await signUp('owner@example.org');
    const created = await trpc(
      owner,
      'checks.create',
      {
        text: TEXT,
        title: 'River notes',
        options: { plagiarism: false, grammarSpelling: true, citations: false, aiContent: false, style: false },
      },
      'mutation',
    );
    id = created.id;
    const deadline = Date.now() + 180_000;
    for (;;) {
      const check = await trpc(owner, 'checks.get', { id, view: 'summary' }, 'query');
      if (check?.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`check still ${check?.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 200_000);

  const download = (cookie: string | undefined, path: string) =>
    app.inject({ url: path, headers: cookie ? { cookie } : {} });

  it('gives the HTML as an attachment, escaped, with no script', async () => {
    const res = await download(owner, `/exports/${id}?format=html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="river-notes.html"');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Children <mark class="f f-spelling">recieved</mark>');
    expect(res.body).toContain('&lt;b&gt;near the mill&lt;/b&gt;');
    expect(res.body).not.toMatch(/<script|<b>near/);
  });

  it('gives the JSON as the API gives the check', async () => {
    const res = await download(owner, `/exports/${id}?format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="river-notes.json"');
    const full = await trpc(owner, 'checks.get', { id, view: 'full' }, 'query');
    expect(res.json()).toEqual(full);
  });

  it('gives the PDF', async () => {
    const res = await download(owner, `/exports/${id}?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('refuses without a session, another account, a bad id and an unknown format', async () => {
    const stranger = await signUp('stranger@example.org');
    const cases: [string | undefined, string, number, string][] = [
      [undefined, `/exports/${id}?format=html`, 401, 'unauthorized'],
      [stranger, `/exports/${id}?format=html`, 404, 'not_found'],
      [owner, '/exports/not-a-uuid?format=json', 404, 'not_found'],
      [owner, `/exports/${id}?format=exe`, 400, 'invalid_body'],
      [owner, `/exports/${id}?format=../../etc/passwd`, 400, 'invalid_body'],
    ];
    for (const [cookie, path, status, code] of cases) {
      const res = await download(cookie, path);
      expect({ path, status: res.statusCode, code: res.json().error?.code }).toEqual({ path, status, code });
    }
  });

  it('is closed to API keys, like every route outside /v1', async () => {
    const res = await app.inject({ url: `/exports/${id}?format=json`, headers: { authorization: 'Bearer wc_live_x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('key_not_permitted');
  });
});
