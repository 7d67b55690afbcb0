import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccountWithKey, startTestServer, type TestServer } from './harness.js';

// Requests Fastify or Node refuse before any route runs still answer the spec's envelope,
// {error: {code, message}}: these answered {"error": "Bad Request", "statusCode": 400, ...}.

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

describe('errors raised before routing (pglite)', () => {
  let t: TestServer;
  let key: string;
  let port: number;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    key = (await newAccountWithKey(t.svc)).key;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('answers a malformed percent-encoding in the path with invalid_body', async () => {
    const res = await t.app.inject({ url: '/v1/checks/%E0%A4%A', headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_body', message: expect.stringContaining('%E0%A4%A') } });
  });

  it('answers headers past the size limit with 431 and the envelope', async () => {
    const answer = await rawRequest(port, `GET /v1/capabilities HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    expect(parse(answer)).toEqual({ status: 431, body: { error: { code: 'invalid_body', message: expect.any(String) } } });
  });

  it('answers bytes that are not HTTP with 400 and the envelope', async () => {
    const answer = await rawRequest(port, 'GARBAGE\r\n\r\n');
    expect(parse(answer)).toEqual({ status: 400, body: { error: { code: 'invalid_body', message: expect.any(String) } } });
  });
});

describe('JSON bodies holding __proto__ (pglite)', () => {
  let t: TestServer;
  let key: string;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    key = (await newAccountWithKey(t.svc)).key;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(key), 'content-type': 'application/json' }, payload });

  it('names the refused field instead of calling the body invalid JSON, and pollutes nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['/v1/checks', '{"text":"A short note.","__proto__":{"polluted":true}}', 'body: field __proto__ refused'],
      ['/v1/checks', '{"text":"A short note.","options":{"\\u005f_proto__":{"polluted":true}}}', 'options: field __proto__ refused'],
      ['/v1/source-rules', '{"mode":"exclude","kind":"domain","value":"example.com","constructor":{"prototype":{"polluted":true}}}', 'body: field constructor.prototype refused'],
    ];
    for (const [url, payload, start] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, payload).toBe(400);
      const body = res.json();
      expect(body.error.code, payload).toBe('invalid_body');
      expect(body.error.message, payload).toMatch(new RegExp(`^${start}; __proto__ and constructor.prototype could change object prototypes$`));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Malformed JSON is still called that.
    const broken = await post('/v1/checks', '{"text":');
    expect(broken.json().error).toEqual({ code: 'invalid_body', message: expect.stringContaining('not valid JSON') });
  });
});
