import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildApp } from '../http/app.js';
import { openServices } from '../process/services.factory.js';
import { serveWebApp } from './staticWeb.js';

// The dictionary procedures as the web app calls them: by session cookie, per account.

const ORIGIN = 'http://localhost:80';
let app: FastifyInstance;
let svc: Awaited<ReturnType<typeof openServices>>;
let dist: string;
let dataDir: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wc-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>writecheck shell</title>');
  dataDir = mkdtempSync(join(tmpdir(), 'wc-dict-data-'));
  svc = await openServices(loadConfig({ WRITECHECK_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  app = await buildApp(svc, { web: (fastify) => serveWebApp(fastify, svc, { distDir: dist }) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await svc?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function post(url: string, body: unknown, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'localhost:80', ...headers },
    payload: JSON.stringify(body),
  };
}

async function signUp(email: string): Promise<string> {
  const res = await app.inject(post('/auth/signup', { email, password: 'a long password' }));
  expect(res.statusCode).toBe(201);
  const raw = res.headers['set-cookie'];
  return String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!;
}

async function call(cookie: string, path: string, input?: unknown) {
  const res =
    input === undefined
      ? await app.inject({ method: 'GET', url: `/trpc/${path}`, headers: { cookie } })
      : await app.inject(post(`/trpc/${path}`, input, { cookie }));
  const body = res.json() as { result?: { data: any }; error?: { data: { serviceError?: { code: string } } } };
  return { status: res.statusCode, data: body.result?.data, code: body.error?.data.serviceError?.code };
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
    expect((await call(ada, 'dictionary.remove', { word: 'flurbix' })).data).toMatchObject({ removed: true });
    expect((await call(ada, 'dictionary.list')).data.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/trpc/dictionary.list' })).statusCode).toBe(401);
  });
});
