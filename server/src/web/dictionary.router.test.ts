import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp as signUpAs, startWebTestApp, trpcCall, type WebTestApp } from '../../test/webHarness.js';

// The dictionary procedures as the web app calls them: by session cookie, per account.

let web: WebTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  web = await startWebTestApp();
  app = web.app;
});

afterAll(() => web?.close());

const signUp = async (email: string) => (await signUpAs(app, email)).cookie;

/** Without input a query, with input a mutation, as the dictionary's procedures are. */
async function call(cookie: string, path: string, input?: unknown) {
  const res = await trpcCall(app, cookie, path, input, input === undefined ? 'query' : 'mutation');
  return { status: res.status, data: res.data, code: res.error?.code };
}

describe('dictionary over tRPC', () => {
  it("adds, lists and removes the signed-in account's words, and refuses what is no word", async () => {
    const ada = await signUp('ada-dict@example.org');
    const bob = await signUp('bob-dict@example.org');
    expect((await call(ada, 'dictionary.add', { word: 'Flurbix' })).data).toEqual({ word: 'Flurbix', created: true });
    expect((await call(ada, 'dictionary.list')).data.words.map((w: { word: string }) => w.word)).toEqual(['Flurbix']);
    expect((await call(bob, 'dictionary.list')).data.count).toBe(0);

    const spaced = await call(ada, 'dictionary.add', { word: 'two words' });
    expect([spaced.status, spaced.code]).toEqual([400, 'invalid_body']);
    const huge = await call(ada, 'dictionary.add', { word: 'x'.repeat(10_000) });
    expect(huge.status).toBe(400);
    const extra = await call(ada, 'dictionary.add', { word: 'ok', accountId: 'someone-else' });
    expect(extra.status).toBe(400);

    expect((await call(bob, 'dictionary.remove', { word: 'flurbix' })).data).toMatchObject({ removed: false });
    // No word holds a NUL (PostgreSQL text cannot): removing one answered 500.
    expect((await call(ada, 'dictionary.remove', { word: 'flur\u0000bix' })).data).toMatchObject({ removed: false });
    expect((await call(ada, 'dictionary.remove', { word: 'flurbix' })).data).toMatchObject({ removed: true });
    expect((await call(ada, 'dictionary.list')).data.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/trpc/dictionary.list' })).statusCode).toBe(401);
  });
});
