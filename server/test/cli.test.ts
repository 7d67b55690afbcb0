import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness.js';

// The operator commands as an operator runs them: separate processes printing JSON.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function writecheck(args: string[], env: Record<string, string>): Promise<{ code: number; json: any; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, json: out.trim() ? JSON.parse(out) : null, stderr: err }));
  });
}

describe('the writecheck CLI (PostgreSQL)', () => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    env = { DATABASE_URL: db.url! };
  });
  afterAll(() => db.drop());

  it('creates an account, keys, plans and packs, and revokes a key', async () => {
    const account = await writecheck(['account', 'create', '--email', 'Ops@Example.com'], env);
    expect(account.code).toBe(0);
    expect(account.json).toMatchObject({ email: 'ops@example.com' });

    const key = await writecheck(['key', 'create', '--account', account.json.id, '--scopes', 'checks:read,usage:read'], env);
    expect(key.code).toBe(0);
    expect(key.json.key).toMatch(/^wc_live_[0-9A-Za-z]{32}$/);
    expect(key.json.scopes).toEqual(['checks:read', 'usage:read']);

    const plan = await writecheck(['plan', 'define', '--id', 'team', '--credits', '5000', '--period-days', '30', '--rpm', '600'], env);
    expect(plan.json).toMatchObject({ id: 'team', creditsPerPeriod: 5000, periodDays: 30, requestsPerMinute: 600 });
    const assigned = await writecheck(['plan', 'assign', '--account', account.json.id, '--plan', 'team'], env);
    expect(assigned.json).toMatchObject({ plan: 'team', balanceAvailableCredits: 6500 });

    const pack = await writecheck(['credits', 'grant', '--account', account.json.id, '--credits', '250'], env);
    expect(pack.json).toMatchObject({ granted: 250, balanceAvailableCredits: 6750 });

    const revoked = await writecheck(['key', 'revoke', '--id', key.json.id], env);
    expect(revoked.json).toMatchObject({ id: key.json.id });
    const again = await writecheck(['key', 'revoke', '--id', key.json.id], env);
    expect([again.code, again.json.error.code]).toEqual([2, 'not_found']);
    const badScope = await writecheck(['key', 'create', '--account', account.json.id, '--scopes', 'everything'], env);
    expect([badScope.code, badScope.json.error.code]).toEqual([2, 'invalid_body']);

    const usage = await writecheck(['key', 'create'], env);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('--account is required');
  }, 400_000);
});
