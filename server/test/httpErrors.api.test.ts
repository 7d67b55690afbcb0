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
