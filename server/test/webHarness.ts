import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { openServices } from '../src/process/services.factory.js';
import { serveWebApp } from '../src/web/staticWeb.js';

// The web app's server side as a browser reaches it: the API and the app shell on an
// embedded database of their own, called with the same-origin headers and session cookie
// a page would send.

export const ORIGIN = 'http://localhost:80';

export interface WebTestApp {
  app: FastifyInstance;
  svc: Awaited<ReturnType<typeof openServices>>;
  close(): Promise<void>;
}

/** `files` are written into the served app folder beside a minimal index.html; `env` adds settings. */
export async function startWebTestApp(files: Record<string, string> = {}, env: Record<string, string> = {}): Promise<WebTestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'wc-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>writecheck shell</title>');
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
  const dataDir = mkdtempSync(join(tmpdir(), 'wc-web-data-'));
  const svc = await openServices(loadConfig({ WRITECHECK_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }));
  const app = await buildApp(svc, { web: (fastify) => serveWebApp(fastify, svc, { distDir: dist }) });
  await app.ready();
  return {
    app,
    svc,
    async close() {
      await app.close();
      await svc.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON POST from a page of the app's own origin. */
export function pagePost(url: string, body: unknown, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'localhost:80', ...headers },
    payload: JSON.stringify(body),
  };
}

/** The session cookie a response set, as a browser would send it back. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return String(first).split(';')[0]!;
}

/** Signs a new person up; answers their session cookie and account id. */
export async function signUp(app: FastifyInstance, email: string, password = 'a long password') {
  const res = await app.inject(pagePost('/auth/signup', { email, password }));
  expect(res.statusCode).toBe(201);
  return { cookie: cookieOf(res), accountId: res.json().user.accountId as string };
}

/** A tRPC procedure called as the web app calls it; a refusal answers the service's error. */
export async function trpcCall(app: FastifyInstance, cookie: string, path: string, input?: unknown, kind: 'query' | 'mutation' = 'query') {
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers: { cookie },
        })
      : await app.inject(pagePost(`/trpc/${path}`, input ?? {}, { cookie }));
  const body = res.json() as { result?: { data: unknown }; error?: { data: { serviceError?: { code: string; message: string } } } };
  return { status: res.statusCode, data: body.result?.data as any, error: body.error?.data.serviceError };
}
