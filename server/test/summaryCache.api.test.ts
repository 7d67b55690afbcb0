import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, noPasses, prose, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// Summary reads are served from memory until the database announces a change; a change
// made by another connection (another process, in production) must reach the reader.

describe.each(backends)('cached check summaries on %s', (backend) => {
  let t: TestServer;
  let account: Awaited<ReturnType<typeof roomyAccountWithKey>>;
  /** Writes as another process would: its own connection on PostgreSQL. */
  let elsewhere: (statement: string, id: string) => Promise<void>;
  let closeElsewhere = async () => {};

  beforeAll(async () => {
    t = await startTestServer(backend);
    account = await roomyAccountWithKey(t.svc);
    if (t.db.url) {
      const other = postgres(t.db.url, { max: 1, onnotice: () => {} });
      elsewhere = async (statement, id) => void (await other.unsafe(statement, [id]));
      closeElsewhere = async () => void (await other.end());
    } else {
      const { sql } = await import('drizzle-orm');
      elsewhere = async (statement, id) => void (await t.svc.db.execute(sql.raw(statement.replace('$1', `'${id}'`))));
    }
  });
  afterAll(async () => {
    await closeElsewhere();
    await t.close();
  });

  const summary = (id: string) => t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(account.key) });

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async function newCheck(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checks',
      headers: bearer(account.key),
      payload: { text: prose(60), options: noPasses },
    });
    expect(res.statusCode).toBe(202);
    return res.json().id;
  }

  it('keeps a polled summary in memory', async () => {
    const id = await newCheck();
    expect((await summary(id)).json().status).toBe('queued');
    expect(t.svc.summaries!.size).toBeGreaterThan(0);
    expect((await summary(id)).json().status).toBe('queued');
  });

  it('shows a change made by another connection', async () => {
    const id = await newCheck();
    expect((await summary(id)).json().phase).not.toBe('Searching the web');
    await elsewhere(`update checks set status = 'searching', phase = 'Searching the web', progress = 50 where id = $1`, id);
    const seen = await eventually(
      async () => (await summary(id)).json(),
      (body) => body.phase === 'Searching the web',
    );
    expect(seen).toMatchObject({ status: 'searching', phase: 'Searching the web', progress: 50 });
  });

  it('answers 404 once another connection deleted the check', async () => {
    const id = await newCheck();
    expect((await summary(id)).statusCode).toBe(200);
    await elsewhere(`delete from checks where id = $1`, id);
    const res = await eventually(() => summary(id), (r) => r.statusCode === 404);
    expect(res.statusCode).toBe(404);
  });

  it('shows its own cancellation at once', async () => {
    const id = await newCheck();
    expect((await summary(id)).json().status).toBe('queued');
    const cancelled = await t.app.inject({ method: 'POST', url: `/v1/checks/${id}/cancel`, headers: bearer(account.key) });
    expect(cancelled.statusCode).toBe(200);
    expect((await summary(id)).json().status).toBe('cancelled');
  });

  it('does not show one account the cached summary of another', async () => {
    const id = await newCheck();
    await summary(id);
    const stranger = await roomyAccountWithKey(t.svc);
    const res = await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(stranger.key) });
    expect(res.statusCode).toBe(404);
  });
});
