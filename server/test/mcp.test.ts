import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckWorker } from '../src/process/worker.js';
import { newAccountWithKey, noPasses, prose, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// The MCP tools driven by the SDK's own client over both transports against one
// real server: /mcp on the server itself, and `writecheck mcp` spawned as a process
// that talks to the server's /v1.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
type TransportKind = 'http' | 'stdio';

let t: TestServer;
let worker: ReturnType<typeof startCheckWorker>;
let baseUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestServer('postgres');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  worker = startCheckWorker(t.svc, 'mcp-test');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await worker.stop();
  await t.close();
});

async function connect(kind: TransportKind, key: string, serviceUrl = baseUrl): Promise<Client> {
  const client = new Client({ name: 'writecheck-test', version: '1.0.0' });
  const transport =
    kind === 'http'
      ? new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } })
      : new StdioClientTransport({
          command: process.execPath,
          args: ['--import', 'tsx', 'server/src/cli/main.ts', 'mcp'],
          cwd: root,
          env: { ...(process.env as Record<string, string>), WRITECHECK_URL: serviceUrl, WRITECHECK_API_KEY: key, LOG_LEVEL: 'silent' },
          stderr: 'pipe',
        });
  await client.connect(transport);
  clients.push(client);
  return client;
}

interface ToolAnswer {
  isError?: boolean;
  structuredContent?: Record<string, any>;
  content: { type: string; text?: string }[];
}

async function call(client: Client, name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void): Promise<ToolAnswer> {
  const result = (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : undefined)) as ToolAnswer;
  // The text content is the same JSON as the structured content.
  expect(JSON.parse(result.content[0]!.text!)).toEqual(result.structuredContent);
  return result;
}

describe.each<TransportKind>(['http', 'stdio'])('MCP tools over %s', (kind) => {
  let roomy: Awaited<ReturnType<typeof roomyAccountWithKey>>;
  let client: Client;
  beforeAll(async () => {
    roomy = await roomyAccountWithKey(t.svc);
    client = await connect(kind, roomy.key);
  });

  it('lists the tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_source_rule',
      'cancel_check',
      'check_document',
      'delete_check',
      'delete_source_rule',
      'get_capabilities',
      'get_check',
      'get_usage',
      'list_checks',
      'list_source_rules',
      'proofread_text',
      'replace_source_rules',
      'update_source_rule',
    ]);
    const check = tools.find((tool) => tool.name === 'check_document')!;
    expect(Object.keys(check.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['text', 'file', 'options', 'waitSeconds', 'include']));
    expect(check.description).toMatch(/progress/);
  });

  it('checks a document end to end with progress notifications', async () => {
    const text = prose(150);
    const progress: Progress[] = [];
    const done = await call(client, 'check_document', { text, title: 'Barley', options: { ...noPasses, citations: true } }, (p) => progress.push(p));
    expect(done.isError).toBeFalsy();
    const check = done.structuredContent!;
    expect(check).toMatchObject({ status: 'done', progress: 100, title: 'Barley', wordCount: 150 });
    expect(Object.keys(check.report).sort()).toEqual(['meta', 'scores', 'sources', 'status', 'wordCount', 'issues'].sort());
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toMatchObject({ progress: 100, total: 100, message: expect.stringMatching(/^done: /) });
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.progress).toBeGreaterThan(progress[i - 1]!.progress);

    const read = await call(client, 'get_check', { id: check.id, include: ['text'] });
    expect(read.structuredContent!.report.text).toBe(text);
    const page = await call(client, 'list_checks', { limit: 1 });
    expect(page.structuredContent!.checks.map((c: { id: string }) => c.id)).toEqual([check.id]);
    const capabilities = await call(client, 'get_capabilities', {});
    expect(capabilities.structuredContent!.credits).toMatchObject({ wordsPerCredit: 250, passes: { base: 30, plagiarism: 60 } });
    const usage = await call(client, 'get_usage', {});
    expect(usage.structuredContent!.log.some((e: { checkId: string | null }) => e.checkId === check.id)).toBe(true);
    const again = await call(client, 'cancel_check', { id: check.id });
    expect(again.structuredContent).toMatchObject({ error: { code: 'already_final' } });
    expect((await call(client, 'delete_check', { id: check.id })).structuredContent).toEqual({ ok: true, id: check.id });
    const gone = await call(client, 'get_check', { id: check.id });
    expect([gone.isError, gone.structuredContent!.error.code]).toEqual([true, 'not_found']);
  });

  it('runs a free guest preview', async () => {
    const before = (await call(client, 'get_usage', {})).structuredContent!.balanceAvailableCredits;
    const done = await call(client, 'check_document', { text: prose(700, 11), mode: 'guest', options: noPasses });
    expect(done.structuredContent).toMatchObject({ status: 'done', mode: 'guest', wordCount: 700, guest: { teaserWords: 400 }, rest: { words: 300 } });
    expect((await call(client, 'get_usage', {})).structuredContent!.balanceAvailableCredits).toBe(before);
  });

  it('starts a check without waiting and cancels it', async () => {
    const started = await call(client, 'check_document', { text: prose(80), options: noPasses, waitSeconds: 0 });
    const id = started.structuredContent!.id as string;
    const cancelled = await call(client, 'cancel_check', { id });
    if (cancelled.isError) expect(cancelled.structuredContent!.error.code).toBe('already_final');
    else expect(cancelled.structuredContent).toMatchObject({ id, status: 'cancelled' });
  });

  it('checks a file sent as base64', async () => {
    const html = `<html><body><h1>Valley</h1><p>${prose(60, 7)}</p></body></html>`;
    const done = await call(client, 'check_document', { file: Buffer.from(html).toString('base64'), filename: 'valley.html', options: noPasses });
    expect(done.structuredContent).toMatchObject({ status: 'done', title: 'valley.html', wordCount: 61 });
  });

  it('manages the source rules', async () => {
    const added = await call(client, 'add_source_rule', { mode: 'exclude', kind: 'domain', value: 'https://www.Example.com/' });
    expect(added.structuredContent).toMatchObject({ created: true, rule: { value: 'example.com' } });
    const id = added.structuredContent!.rule.id as string;
    const changed = await call(client, 'update_source_rule', { id, mode: 'include' });
    expect(changed.structuredContent).toEqual({ rule: { id, mode: 'include', kind: 'domain', value: 'example.com' } });
    const bad = await call(client, 'add_source_rule', { mode: 'exclude', kind: 'domain', value: 'example.com/path' });
    expect([bad.isError, bad.structuredContent!.error.code]).toEqual([true, 'invalid_source_rule']);
    const replaced = await call(client, 'replace_source_rules', { rules: [{ id, mode: 'exclude', kind: 'hostname', value: 'a.example.org' }] });
    expect(replaced.structuredContent).toMatchObject({ count: 1, rules: [{ id, kind: 'hostname' }] });
    expect((await call(client, 'list_source_rules', {})).structuredContent!.count).toBe(1);
    expect((await call(client, 'delete_source_rule', { id })).structuredContent).toMatchObject({ ok: true, count: 0 });
  });

  it('proofreads a text at once, for free, with every fix applied', async () => {
    const before = (await call(client, 'get_usage', {})).structuredContent!;
    const text = 'We will recieve the letters tomorow. Their is a eror in the the list.';
    const answer = await call(client, 'proofread_text', { text });
    expect(answer.isError).toBeFalsy();
    const result = answer.structuredContent!;
    expect(result).toMatchObject({ language: 'en', dialect: 'en-US', wordCount: 14 });
    expect(result.issues.map((i: { original: { text: string } }) => i.original.text)).toEqual(expect.arrayContaining(['recieve', 'tomorow', 'eror']));
    expect(result.correctedText).toBe('We will receive the letters tomorrow. There is an error in the list.');
    const spanish = (await call(client, 'proofread_text', { text: 'El gobierno a decidido subir los impuestos este año.' })).structuredContent!;
    expect([spanish.language, spanish.correctedText]).toEqual(['es', 'El gobierno ha decidido subir los impuestos este año.']);
    // Nothing was stored or charged.
    expect((await call(client, 'get_usage', {})).structuredContent).toEqual(before);
    const tooLong = await call(client, 'proofread_text', { text: 'word '.repeat(5_001) });
    expect([tooLong.isError, tooLong.structuredContent!.error.code]).toEqual([true, 'too_long']);
    const badLanguage = await call(client, 'proofread_text', { text: 'Hallo', language: 'xx' });
    expect([badLanguage.isError, badLanguage.structuredContent!.error.code]).toEqual([true, 'invalid_body']);
  }, 120_000);


  it('refuses with the API codes: bad input, scope, quota', async () => {
    const short = await call(client, 'check_document', { text: 'three words only' });
    expect([short.isError, short.structuredContent!.error.code]).toEqual([true, 'too_short']);
    const notAnId = await call(client, 'get_check', { id: '../../etc/passwd' });
    expect(notAnId.structuredContent!.error.code).toBe('not_found');
    // Arguments that fail the tool's schema are refused before anything runs, in the API's
    // envelope as the README says: the SDK answered them as -32602 text.
    for (const [name, args, message] of [
      ['get_check', { id: 42 }, 'id: Invalid input: expected string, received number'],
      ['get_check', { id: 'x', view: 'bogus' }, 'view: Invalid option: expected one of "summary"|"full"'],
      ['check_document', { text: prose(30), waitSeconds: -1 }, 'waitSeconds: Too small: expected number to be >=0'],
      ['check_document', { text: prose(30), options: { style: true, colour: true } }, 'options: unknown field colour'],
    ] as const) {
      const refused = await call(client, name, args);
      expect([refused.isError, refused.structuredContent], name).toEqual([true, { error: { code: 'invalid_body', message } }]);
    }
    const unknownTool = await client.callTool({ name: 'format_disk', arguments: {} }).catch((e: unknown) => e);
    expect(JSON.stringify(unknownTool)).toMatch(/format_disk/);
    const badFile = await call(client, 'check_document', { file: 'not base64 at all!!' });
    expect([badFile.isError, badFile.structuredContent!.error.code]).toEqual([true, 'invalid_file']);
    // PostgreSQL text cannot hold U+0000, and no HTTP header can carry it: this answered internal.
    const nulKey = await call(client, 'check_document', { text: prose(30), options: noPasses, idempotencyKey: 'a\u0000b', waitSeconds: 0 });
    expect([nulKey.isError, nulKey.structuredContent!.error.code]).toEqual([true, 'invalid_body']);
    const nulRule = await call(client, 'delete_source_rule', { id: 'sr_\u0000' });
    expect([nulRule.isError, nulRule.structuredContent!.error.code]).toEqual([true, 'not_found']);

    const readOnly = await connect(kind, (await newAccountWithKey(t.svc, ['checks:read'])).key);
    const scope = await call(readOnly, 'check_document', { text: prose(40) });
    expect(scope.isError).toBe(true);
    expect(scope.structuredContent!.error).toEqual({ code: 'insufficient_scope', message: 'this call needs a key with the scope checks:write' });
    expect((await call(readOnly, 'get_usage', {})).structuredContent!.error.code).toBe('insufficient_scope');
    // Over stdio proofreading runs on the agent's own machine; on the server it needs checks:write.
    if (kind === 'http') expect((await call(readOnly, 'proofread_text', { text: 'Hello there.' })).structuredContent!.error.code).toBe('insufficient_scope');

    // A fresh account holds the 1,500 starter credits; 3,000 words with every pass cost 1,800.
    const poor = await connect(kind, (await newAccountWithKey(t.svc)).key);
    const quota = await call(poor, 'check_document', { text: prose(3_000) });
    expect(quota.isError).toBe(true);
    expect(quota.structuredContent!.error).toEqual({ code: 'quota_exceeded', message: 'this check needs 1800 credits and 1500 remain' });
    expect((await call(poor, 'get_usage', {})).structuredContent).toMatchObject({ balanceAvailableCredits: 1500, balanceHeldCredits: 0 });
  });
});

describe('proofread_text on /mcp', () => {
  it('limits the free proofreads a key makes in an hour on the server', async () => {
    // A plan without a request rate, so that the hourly count of proofreads is what stops it.
    const agent = await connect('http', (await roomyAccountWithKey(t.svc)).key);
    let refused: ToolAnswer | undefined;
    for (let n = 0; n <= 120 && !refused; n++) {
      const answer = await call(agent, 'proofread_text', { text: 'A short note.' });
      if (answer.isError) refused = answer;
    }
    expect(refused?.structuredContent!.error).toEqual({ code: 'rate_limited', message: 'at most 120 proofreads per hour per key' });
  }, 120_000);
});

describe('writecheck mcp', () => {
  it('answers a clear error when the service cannot be reached', async () => {
    const { key } = await newAccountWithKey(t.svc);
    // Port 9 (discard) has no listener here: the connection is refused.
    const client = await connect('stdio', key, 'http://127.0.0.1:9');
    const usage = await call(client, 'get_usage', {});
    expect(usage.isError).toBe(true);
    expect(usage.structuredContent!.error).toMatchObject({ code: 'internal', message: expect.stringContaining('could not reach the writecheck service at http://127.0.0.1:9') });
  });
});

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('the /mcp route', () => {
  it('authenticates like /v1 and refuses what is not an MCP POST', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const none = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: JSON.stringify(init) });
    expect([none.status, await codeOf(none)]).toEqual([401, 'unauthorized']);
    const wrong = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: { ...headers, authorization: 'Bearer wc_live_nope' }, body: JSON.stringify(init) });
    expect([wrong.status, await codeOf(wrong)]).toEqual([401, 'invalid_api_key']);

    const { key } = await newAccountWithKey(t.svc);
    const auth = { ...headers, authorization: `Bearer ${key}` };
    const broken = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: auth, body: '{"jsonrpc": ' });
    expect([broken.status, await codeOf(broken)]).toEqual([400, 'invalid_body']);
    const stream = await fetch(`${baseUrl}/mcp`, { headers: auth });
    expect([stream.status, stream.headers.get('allow')]).toEqual([405, 'POST']);
    const junk = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: auth, body: JSON.stringify({ hello: 'world' }) });
    expect(junk.status).toBe(400);
    // The server is still up for the next caller.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});
