import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/accounts/accounts.service.js';
import { createTestDatabase, type TestDatabase } from './harness.js';

// `writecheck dictionary` as an operator runs it: a separate process printing JSON.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function writecheck(args: string[], env: Record<string, string>): Promise<{ code: number; json: any }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', 'dictionary', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, json: out.trim() ? JSON.parse(out) : null }));
  });
}

describe('writecheck dictionary (PostgreSQL)', () => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let accountId: string;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    env = { DATABASE_URL: db.url! };
    accountId = (await createAccount(db.database.db, {})).id;
  });
  afterAll(() => db.drop());

  it('adds, lists and removes words and refuses what is no word', async () => {
    expect(await writecheck(['add', '--account', accountId, '--word', 'Flurbix'], env)).toEqual({
      code: 0,
      json: { word: 'Flurbix', created: true },
    });
    const refused = await writecheck(['add', '--account', accountId, '--word', 'rm -rf'], env);
    expect([refused.code, refused.json.error.code]).toEqual([2, 'invalid_body']);
    const listed = await writecheck(['list', '--account', accountId], env);
    expect(listed.json.words.map((w: { word: string }) => w.word)).toEqual(['Flurbix']);
    expect((await writecheck(['remove', '--account', accountId, '--word', 'FLURBIX'], env)).json).toEqual({ word: 'FLURBIX', removed: true });
    expect((await writecheck(['list', '--account', 'nobody'], env)).json.error.code).toBe('not_found');
    expect((await writecheck(['add', '--account', accountId], env)).code).toBe(1);
  }, 120_000);
});
