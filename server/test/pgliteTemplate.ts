import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

// Vitest's global setup: one embedded database, created and migrated once per run and
// dumped to a file that every test's PGlite starts from (see createTestDatabase).
// Creating a PGlite cluster costs one to two seconds of CPU, and the suite makes dozens.

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'wc-pglite-template-'));
  const client = await PGlite.create('memory://');
  await migrate(drizzle(client), { migrationsFolder: join(import.meta.dirname, '../drizzle') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
