import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import postgres from 'postgres';
import { assignPlan, createAccount, definePlan } from '../src/accounts/accounts.service.js';
import { SummaryCache } from '../src/checks/summaryCache.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { buildApp } from '../src/http/app.js';
import { createApiKey } from '../src/keys/keys.service.js';
import { PrincipalCache } from '../src/keys/principalCache.js';
import { createRateLimiter } from '../src/rateLimit/index.js';
import { createNodeWorkerHost } from '@writecheck/workers/host/nodeHost';
import type { Services } from '../src/services.js';
import type { Scope } from '@writecheck/shared';
import { inject } from 'vitest';

// Every test file gets its own database: a fresh PostgreSQL database on the
// machine's server, or a fresh in-memory PGlite (started from the run's migrated
// template, see pgliteTemplate.ts).

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export type Backend = 'postgres' | 'pglite';
export const backends: Backend[] = ['postgres', 'pglite'];

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

// the dump's path, from the global setup
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
let template: Blob | undefined;

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `wc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 20 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  svc: Services;
  db: TestDatabase;
  close(): Promise<void>;
}

export async function startTestServer(
  backend: Backend,
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const db = await createTestDatabase(backend);
  const config = { ...loadConfig({}), logLevel: 'silent' as const, ...overrides };
  const limiter = createRateLimiter({});
  const host = createNodeWorkerHost({ size: 1 });
  const summaries = new SummaryCache();
  const stopWatchingChecks = await db.database.watchChanges('check_changed', {
    changed: (id) => summaries.changed(id),
    connected: () => summaries.listen(),
  });
  const principals = new PrincipalCache();
  const stopWatchingPrincipals = await db.database.watchChanges('principal_changed', {
    changed: (payload) => principals.changed(payload),
    connected: () => principals.listen(),
  });
  const svc: Services = { db: db.database.db, config, log: pino({ level: 'silent' }), limiter, host, summaries, principals };
  const app = await buildApp(svc);
  await app.ready();
  return {
    app,
    svc,
    db,
    async close() {
      await app.close();
      summaries.stop();
      principals.stop();
      await stopWatchingChecks();
      await stopWatchingPrincipals();
      await limiter.close();
      await host.close();
      await db.drop();
    },
  };
}

export const allTestScopes: Scope[] = ['checks:read', 'checks:write', 'usage:read'];

/** A new account with one key (and so the starter credits). */
export async function newAccountWithKey(svc: Services, scopes: Scope[] = allTestScopes) {
  const account = await createAccount(svc.db, {});
  const key = await createApiKey(svc.db, { accountId: account.id, scopes });
  return { accountId: account.id, key: key.key, keyId: key.id };
}

/**
 * An account whose plan lets a test poll as fast as it likes (no credits of its own:
 * the balance stays the 1,500 starter credits).
 */
export async function roomyAccountWithKey(svc: Services) {
  await definePlan(svc.db, {
    id: 'test-roomy',
    creditsPerPeriod: 0,
    periodDays: null,
    maxUploadBytes: 25 * 1024 * 1024,
    requestsPerMinute: 1_000_000,
    checkStartsPerHour: 1_000_000,
    checksInFlight: 1_000,
  });
  const account = await newAccountWithKey(svc);
  await assignPlan(svc.db, account.accountId, 'test-roomy');
  return account;
}

/** Check options with every pass off: for tests about the platform, not the passes. */
export const noPasses = { plagiarism: false, grammarSpelling: false, citations: false, aiContent: false, style: false };

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Prose of exactly `n` words, varied enough to read as a real document. */
export function prose(n: number, seed = 1): string {
  const words = [
    'the', 'river', 'carried', 'small', 'stones', 'toward', 'a', 'quiet', 'valley', 'where',
    'farmers', 'planted', 'barley', 'each', 'spring', 'and', 'children', 'counted', 'boats', 'passing',
  ];
  const out: string[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(words[x % words.length]!);
  }
  return `${out.join(' ')}.`;
}
