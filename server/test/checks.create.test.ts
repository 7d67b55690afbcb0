import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../workers/test/fixtures/intake/files.js';
import { startCheckWorker } from '../src/process/worker.js';
import { backends, bearer, newAccountWithKey, noPasses, prose, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

describe.each(backends)('POST /v1/checks encodings and refusals on %s', (backend) => {
  let t: TestServer;
  let a: Awaited<ReturnType<typeof newAccountWithKey>>;
  // Refusals are made on an account with no check running, so its balance cannot move.
  let refused: Awaited<ReturnType<typeof newAccountWithKey>>;
  let worker: ReturnType<typeof startCheckWorker>;

  beforeAll(async () => {
    t = await startTestServer(backend);
    // Accepted checks must finish, or the account hits its in-flight limit.
    worker = startCheckWorker(t.svc, 'create-worker');
    // Several accepted checks may still be running when the next test starts.
    a = await roomyAccountWithKey(t.svc);
    refused = await newAccountWithKey(t.svc);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  // Refusals must not cost anything: the balance is compared before and after.
  async function balance() {
    return (await t.app.inject({ url: '/v1/me/usage', headers: bearer(refused.key) })).json().balanceAvailableCredits as number;
  }

  async function expectRefusal(
    req: { payload?: string | object | Buffer; headers?: Record<string, string>; url?: string },
    status: number,
    code: string,
  ) {
    const before = await balance();
    const res = await t.app.inject({
      method: 'POST',
      url: req.url ?? '/v1/checks',
      headers: { ...bearer(refused.key), ...req.headers },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
    expect(typeof res.json().error.message).toBe('string');
    expect(await balance()).toBe(before);
    return res.json().error.message as string;
  }

  async function readBack(id: string) {
    return (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();
  }

  it('takes JSON with a base64 file or a data: URL', async () => {
    const text = prose(40, 3);
    const b64 = Buffer.from(text).toString('base64');
    const one = await t.app.inject({
      method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { file: b64, filename: 'notes.txt', options: noPasses },
    });
    expect(one.statusCode).toBe(202);
    const check = await readBack(one.json().id);
    expect(check).toMatchObject({ wordCount: 40, title: 'notes.txt', inputKind: 'txt', text });
    const two = await t.app.inject({
      method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { file: `data:text/plain;base64,${b64}`, options: noPasses },
    });
    expect(two.statusCode).toBe(202);
    expect((await readBack(two.json().id)).text).toBe(text);
  });

  it('takes multipart with a file and JSON-encoded fields', async () => {
    const text = prose(33, 4);
    const boundary = '----wcboundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMultipart title`,
      `--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify({ ...noPasses, register: 'general' })}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="citationStyle"\r\n\r\nMLA`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="essay.txt"\r\nContent-Type: application/pdf\r\n\r\n${text}`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST', url: '/v1/checks',
      headers: { ...bearer(a.key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(202);
    const check = await readBack(res.json().id);
    expect(check).toMatchObject({ title: 'Multipart title', citationStyle: 'MLA', wordCount: 33, text });
    expect(check.options).toMatchObject({ plagiarism: false, register: 'general', grammarSpelling: false });
  });

  it('takes urlencoded text', async () => {
    const text = prose(21, 5);
    const res = await t.app.inject({
      method: 'POST', url: '/v1/checks',
      headers: { ...bearer(a.key), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ text, title: 'Form', mode: 'full', options: JSON.stringify(noPasses) }).toString(),
    });
    expect(res.statusCode).toBe(202);
    expect(await readBack(res.json().id)).toMatchObject({ title: 'Form', text, wordCount: 21 });
  });

  it('takes raw text/plain (UTF-16 too) and octet-stream with query fields and Content-Disposition', async () => {
    const text = `${prose(30, 6)} Café naïve façade.`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const paste = await t.app.inject({
      method: 'POST', url: `/v1/checks?title=Raw&citationStyle=Chicago&options=${encodeURIComponent(JSON.stringify(noPasses))}`,
      headers: { ...bearer(a.key), 'content-type': 'text/plain' },
      payload: utf16,
    });
    expect(paste.statusCode).toBe(202);
    expect(await readBack(paste.json().id)).toMatchObject({ title: 'Raw', citationStyle: 'Chicago', text, inputKind: 'text' });

    const file = await t.app.inject({
      method: 'POST', url: `/v1/checks?options=${encodeURIComponent(JSON.stringify(noPasses))}`,
      headers: { ...bearer(a.key), 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="draft.txt"' },
      payload: Buffer.from(text, 'utf8'),
    });
    expect(file.statusCode).toBe(202);
    const check = await readBack(file.json().id);
    expect(check).toMatchObject({ title: 'draft.txt', inputKind: 'txt', text });
    expect(check.options.aiContent).toBe(false);
  });

  it('takes a title or file name holding a NUL, which it leaves out', async () => {
    // PostgreSQL text cannot hold U+0000: each of these failed the insert with 500.
    const text = prose(25, 7);
    const json = await t.app.inject({
      method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { text, title: 'Mid\u0000term', options: noPasses },
    });
    expect(json.statusCode).toBe(202);
    expect(await readBack(json.json().id)).toMatchObject({ title: 'Midterm', text });
    const named = await t.app.inject({
      method: 'POST', url: '/v1/checks', headers: bearer(a.key),
      payload: { file: Buffer.from(text).toString('base64'), filename: 'notes\u0000.txt', options: noPasses },
    });
    expect(named.statusCode).toBe(202);
    expect((await readBack(named.json().id)).title).toBe('notes.txt');
    const raw = await t.app.inject({
      method: 'POST', url: `/v1/checks?options=${encodeURIComponent(JSON.stringify(noPasses))}`,
      headers: { ...bearer(a.key), 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename*=UTF-8''draft%00.txt" },
      payload: Buffer.from(text),
    });
    expect(raw.statusCode).toBe(202);
    expect((await readBack(raw.json().id)).title).toBe('draft.txt');
    // A scan keeps its bytes and name for OCR in a table of their own.
    const scan = await t.app.inject({
      method: 'POST', url: `/v1/checks?filename=scan%00.png&options=${encodeURIComponent(JSON.stringify(noPasses))}`,
      headers: { ...bearer(a.key), 'content-type': 'application/octet-stream' },
      payload: Buffer.from(fixture('scan.png')),
    });
    expect(scan.statusCode).toBe(202);
    await t.app.inject({ method: 'POST', url: `/v1/checks/${scan.json().id}/cancel`, headers: bearer(a.key) });
    expect((await readBack(scan.json().id)).title).toBe('scan.png');
  });

  it('refuses what it cannot take, synchronously and free', async () => {
    await expectRefusal({ payload: {} }, 400, 'no_input');
    await expectRefusal({ payload: { text: prose(30), file: 'aGVsbG8=' } }, 400, 'multiple_inputs');
    const short = await expectRefusal({ payload: { text: 'Far too short to check.' } }, 400, 'too_short');
    expect(short).toMatch(/20/);
    await expectRefusal({ payload: { text: prose(25_001) } }, 400, 'too_long');
    await expectRefusal({ payload: { text: '这是一个用中文写成的文件，其中没有空格，因此无法按单词计数。'.repeat(20) } }, 400, 'unsupported_language');
    await expectRefusal({ payload: { text: prose(30), mode: 'secret' } }, 400, 'invalid_body');
    await expectRefusal({ payload: { text: prose(30), options: { plagiarism: 'yes' } } }, 400, 'invalid_body');
    await expectRefusal({ payload: { text: prose(30), colour: 'red' } }, 400, 'invalid_body');
    await expectRefusal({ payload: { text: '' } }, 400, 'invalid_body');
    await expectRefusal({ payload: { file: '###not base64###' } }, 400, 'invalid_file');
    await expectRefusal({ payload: { file: 'data:text/plain;base64' } }, 400, 'invalid_file');
    await expectRefusal({ payload: '{"text": "broken', headers: { 'content-type': 'application/json' } }, 400, 'invalid_body');
    await expectRefusal({ payload: { text: prose(30) }, headers: { 'idempotency-key': 'k'.repeat(201) } }, 400, 'invalid_body');
    await expectRefusal(
      { payload: { text: prose(30), sourceRules: [{ mode: 'exclude', kind: 'domain', value: 'example.com/path' }] } },
      400,
      'invalid_source_rule',
    );
    await expectRefusal({ payload: { text: prose(30), sourceRules: [{ mode: 'exclude', kind: 'pattern', value: '*a*' }] } }, 400, 'invalid_source_rule');
  });

  it('refuses unknown fields in form and multipart bodies, as in JSON', async () => {
    // Only the known names were copied out of these bodies, so a misspelt field ("tittle") was
    // dropped silently where JSON refuses it.
    const form = await expectRefusal(
      {
        payload: new URLSearchParams({ text: prose(30), tittle: 'Essay' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      400,
      'invalid_body',
    );
    expect(form).toBe('body: unknown field tittle');
    const boundary = '----wcunknown';
    const multipart = await expectRefusal(
      {
        payload: [
          `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${prose(30)}`,
          `--${boundary}\r\nContent-Disposition: form-data; name="citation_style"\r\n\r\nMLA`,
          `--${boundary}--\r\n`,
        ].join('\r\n'),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      400,
      'invalid_body',
    );
    expect(multipart).toBe('body: unknown field citation_style');
  });

  it("refuses unknown fields in a check's source rules, as in the body and its options", async () => {
    // They were dropped silently: a misspelt field in a rule went unnoticed.
    const msg = await expectRefusal(
      { payload: { text: prose(30), sourceRules: [{ mode: 'exclude', kind: 'domain', value: 'a.com', note: 'x' }] } },
      400,
      'invalid_body',
    );
    expect(msg).toBe('sourceRules.0: unknown field note');
  });

  it('refuses an upload over the cap with 413, naming the cap', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 0x61);
    const message = await expectRefusal(
      { payload: big, headers: { 'content-type': 'application/octet-stream' } },
      413,
      'file_too_large',
    );
    expect(message).toMatch(/26214400/);
    await expectRefusal({ payload: { file: big.toString('base64') } }, 413, 'file_too_large');
  });

  it('refuses a supported format it cannot read', async () => {
    const encrypted = fixture('encrypted.pdf');
    const message = await expectRefusal({ payload: Buffer.from(encrypted), headers: { 'content-type': 'application/pdf' } }, 400, 'unreadable_file');
    expect(message).toMatch(/password/);
    const truncated = Buffer.from(fixture('en.docx').subarray(0, 3000));
    await expectRefusal({ payload: { file: truncated.toString('base64'), filename: 'cut.docx' } }, 400, 'invalid_file');
  });

  it('refuses bytes that are no readable format', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0)]);
    await expectRefusal({ payload: exe, headers: { 'content-type': 'application/octet-stream' } }, 400, 'unsupported_type');
  });
});
