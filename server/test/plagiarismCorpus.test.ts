import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/accounts/accounts.service.js';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema.js';
import { countDocuments } from '../src/plagiarism/corpus/corpus.repo.js';
import { corpusHashes } from '../src/plagiarism/corpus/corpusIndex.js';
import { documentsAt, importDocuments } from '../src/plagiarism/corpus/corpusImport.js';
import { CorpusProvider } from '../src/plagiarism/corpus/corpusProvider.js';
import { archiveSubmission, setCorpusOptIn, submissionId } from '../src/plagiarism/corpus/submissions.js';
import { backends, createTestDatabase, type TestDatabase } from './harness.js';

// The local corpus on both databases: importing a folder and a JSONL file, finding documents by
// fingerprint and by full-text search, and keeping one account's submissions to itself.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const volcano =
  'The eruption of Mount Tambora in April 1815 was the most powerful volcanic event in recorded history. ' +
  'Ash and sulphur thrown into the stratosphere cooled the northern hemisphere, and 1816 became known as the year without a summer, ' +
  'with snow falling in New England during June and harvests failing across Switzerland and Ireland.';
const lighthouse =
  'The Pharos of Alexandria, built under Ptolemy the Second around 280 BC, guided sailors into the harbour for centuries. ' +
  'Its fire burned on a platform more than one hundred metres above the sea, and earthquakes in the fourteenth century finally brought it down.';
const bees =
  'Honeybees communicate the direction of flowers through a waggle dance performed on the vertical comb inside the dark hive. ' +
  'The angle of the dance relative to gravity encodes the angle between the sun and the food source outside.';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'wc-corpus-'));
  mkdirSync(join(folder, 'docs', 'nested'), { recursive: true });
  writeFileSync(join(folder, 'docs', 'volcano.txt'), volcano);
  writeFileSync(join(folder, 'docs', 'nested', 'lighthouse.md'), `# The Pharos\n\n${lighthouse}`);
  writeFileSync(join(folder, 'docs', 'empty.txt'), '   \n');
  writeFileSync(join(folder, 'docs', 'image.png'), 'not text');
  writeFileSync(
    join(folder, 'corpus.jsonl'),
    [
      JSON.stringify({ id: 'bees', url: 'https://bees.example.org/dance', title: 'The waggle dance', text: bees }),
      '{not json',
      JSON.stringify({ id: 'no-text' }),
      '',
      JSON.stringify({ id: 'bees', url: 'https://bees.example.org/dance', title: 'Again', text: bees }),
    ].join('\n'),
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const ctx = (accountId: string) => ({ accountId, language: 'en', signal: new AbortController().signal });

for (const backend of backends) {
  describe(`the local corpus (${backend})`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(backend);
    });
    afterAll(() => db.drop());

    it('imports a folder of text files and a JSONL file, counting what it skipped', async () => {
      const d = db.database.db;
      const fromFolder = await importDocuments(d, await documentsAt(join(folder, 'docs')), { batchSize: 1 });
      expect(fromFolder).toEqual({ imported: 2, skipped: 1, invalid: 0, errors: [] });
      const fromJsonl = await importDocuments(d, await documentsAt(join(folder, 'corpus.jsonl')));
      expect(fromJsonl.imported).toBe(1);
      expect(fromJsonl.skipped).toBe(1);
      expect(fromJsonl.invalid).toBe(2);
      expect(fromJsonl.errors[0]).toMatch(/line 2: not JSON/);
      expect(fromJsonl.errors[1]).toMatch(/line 3: text/);
      // Importing again adds nothing; one file of the folder has the same id on its own.
      expect((await importDocuments(d, await documentsAt(join(folder, 'docs')))).imported).toBe(0);
      expect(await importDocuments(d, await documentsAt(join(folder, 'docs', 'volcano.txt')))).toMatchObject({ imported: 0, skipped: 1 });
      const counts = await countDocuments(d);
      expect(counts.documents).toBe(3);
      expect(counts.fingerprints).toBeGreaterThan(20);
    });

    it('finds a copied document by fingerprint and a paraphrased one by full-text search', async () => {
      const account = await createAccount(db.database.db, {});
      const corpus = new CorpusProvider(db.database.db, { budget: 5 });
      const essay = `My own opening words about weather and history. ${volcano.slice(0, 160)} And a closing line of mine.`;
      const similar = await corpus.similarTo(essay, ctx(account.id));
      expect(similar.map((h) => h.title)).toEqual(['volcano.txt']);
      expect(similar[0]).toMatchObject({ provider: 'corpus', url: 'corpus:volcano.txt', text: volcano });

      const heading = await corpus.search('the Pharos lighthouse guided sailors into Alexandria', ctx(account.id));
      expect(heading.map((h) => h.title)).toEqual(['The Pharos']);
      const jsonl = await corpus.search('dancing honeybees show where flowers are', ctx(account.id));
      expect(jsonl.map((h) => h.url)).toEqual(['https://bees.example.org/dance']);
      expect(await corpus.search('nothing here resembles anything', ctx(account.id))).toEqual([]);
      // Query text never reaches SQL as syntax.
      expect(await corpus.search("'); drop table corpus_documents; -- & | ! :*", ctx(account.id))).toEqual([]);
    });

    it('keeps an opted-in account’s submissions to that account', async () => {
      const d = db.database.db;
      const owner = await createAccount(d, {});
      const other = await createAccount(d, {});
      const essay =
        'Quantum dots made of cadmium selenide glow in colours set by their diameter, which lets chemists tune ' +
        'fluorescent labels for microscopy simply by growing the nanocrystals for a longer or shorter time in hot solvent.';
      const check = { id: '6f1c1d2e-1111-4222-8333-444455556666', accountId: owner.id, title: 'Dots', text: essay };
      expect(await archiveSubmission(d, check, undefined)).toBe(false);
      await setCorpusOptIn(d, owner.id, true);
      expect(await archiveSubmission(d, check, 'https://app.example.com')).toBe(true);
      expect(await archiveSubmission(d, check, 'https://app.example.com')).toBe(false);

      const later = `A second essay that reuses its own earlier text. ${essay}`;
      const mine = await new CorpusProvider(d, { budget: 5 }).similarTo(later, ctx(owner.id));
      expect(mine.map((h) => h.url)).toEqual([`https://app.example.com/reports/${check.id}`]);
      expect(await new CorpusProvider(d, { budget: 5 }).similarTo(later, ctx(other.id))).toEqual([]);
      expect(await new CorpusProvider(d, { budget: 5 }).search('cadmium selenide nanocrystals', ctx(other.id))).toEqual([]);
      // The check being searched never finds its own archived copy.
      const self = new CorpusProvider(d, { budget: 5 }, submissionId(check.id));
      expect(await self.similarTo(essay, ctx(owner.id))).toEqual([]);

      // Deleting the account takes its submissions and their fingerprints with it.
      const before = await countDocuments(d);
      await d.delete(accounts).where(eq(accounts.id, owner.id));
      const after = await countDocuments(d);
      expect(after.documents).toBe(before.documents - 1);
      expect(after.fingerprints).toBe(before.fingerprints - corpusHashes(essay).length);
    });
  });
}

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

describe('writecheck corpus import and account set (PostgreSQL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(() => db.drop());

  it('imports a JSONL file, prints the counts, and turns an account’s opt-in on', async () => {
    const env = { DATABASE_URL: db.url! };
    const imported = await writecheck(['corpus', 'import', join(folder, 'corpus.jsonl')], env);
    expect(imported.code).toBe(0);
    expect(imported.json).toMatchObject({ imported: 1, skipped: 1, invalid: 2 });
    expect((await writecheck(['corpus', 'import', join(folder, 'missing')], env)).json.error.code).toBe('no_input');

    const account = await writecheck(['account', 'create'], env);
    const set = await writecheck(['account', 'set', '--id', account.json.id, '--corpus-opt-in', 'on'], env);
    expect(set.json).toEqual({ id: account.json.id, corpusOptIn: true });
    const unknown = await writecheck(['account', 'set', '--id', '00000000-0000-4000-8000-000000000000', '--corpus-opt-in', 'off'], env);
    expect(unknown.json.error.code).toBe('not_found');
  });
});
