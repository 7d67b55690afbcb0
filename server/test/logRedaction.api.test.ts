import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { createLogger } from '../src/process/logging.js';
import { backends, bearer, newAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

// A failed query logged the document: drizzle's message lists every parameter, and
// PostgreSQL's detail repeats the failing row. The service's logger keeps the SQL and codes only.

/** A logger writing its lines to memory, as the service's logger writes them to standard output. */
function memoryLogger(level = 'debug') {
  const lines: string[] = [];
  const log = createLogger({ level }, { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('') };
}

describe.each(backends)('logs on %s hold no user text', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t.close());

  it('logs a failed query with its SQL and code but not its parameters', async () => {
    const secret = 'Marigold zeppelin testimony of the lighthouse keeper';
    const { log, text } = memoryLogger();
    const failure = await t.svc.db.execute(sql`select ${secret}::int as n`).catch((err: unknown) => err);
    expect(String((failure as Error).message)).toContain(secret);
    log.error({ err: failure }, 'query failed');
    log.warn({ err: (failure as Error).message }, 'query failed, as a message');
    expect(text()).not.toContain('Marigold');
    expect(text()).toContain('Failed query: select $1::int');
  });

  it('logs a create that fails in the database without the document, its title or its file name', async () => {
    const { key } = await newAccountWithKey(t.svc);
    // Every new check is refused by the database; PostgreSQL's detail lists the failing row.
    await t.svc.db.execute(sql.raw('alter table checks add constraint refuse_new_checks check (false) not valid'));
    const { log, text } = memoryLogger();
    const app = await buildApp({ ...t.svc, log, config: { ...t.svc.config, logLevel: 'debug' } });
    try {
      const body = `Quixotic heliotrope ${prose(40)}`;
      const json = await app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(key), payload: { text: body, title: 'Saffron Gazette' } });
      const raw = await app.inject({
        method: 'POST',
        url: '/v1/checks?title=Saffron%20Gazette&filename=saffron.txt',
        headers: { ...bearer(key), 'content-type': 'text/plain' },
        payload: body,
      });
      expect([json.statusCode, raw.statusCode]).toEqual([500, 500]);
    } finally {
      await app.close();
      await t.svc.db.execute(sql.raw('alter table checks drop constraint refuse_new_checks'));
    }
    expect(text()).toContain('unhandled error');
    // What is kept: the statement with its placeholders and PostgreSQL's code.
    expect(text()).toContain('Failed query: insert into');
    expect(text()).toContain('params: [redacted]');
    expect(text()).toContain('"code":"23514"');
    for (const userText of ['Quixotic', 'heliotrope', 'Saffron', 'saffron']) expect(text()).not.toContain(userText);
  });
});
