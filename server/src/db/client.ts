import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Follows the notifications triggers send on `channel`, whichever process made the change:
   * `check_changed` names a check row updated or deleted, `principal_changed` what an API
   * key resolves to (see the migrations). `connected` is called on every (re)connect, after
   * which changes made while disconnected were missed. Returns the way to stop.
   */
  watchChanges(channel: ChangeChannel, feed: ChangeFeed): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type ChangeChannel = 'check_changed' | 'principal_changed';

export interface ChangeFeed {
  changed(payload: string): void;
  connected(): void;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any constant works; it only has to be the same for every process of the service.
const MIGRATION_LOCK = 7_302_119_411;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /**
   * A dump of an embedded database (PGlite's `dumpDataDir`) that a new one starts as:
   * its cluster is not created again, which takes most of a second or two.
   */
  loadDataDir?: Blob | undefined;
  /**
   * Connections in the pool. Few connections, each pipelining many queries, serve more
   * requests than many: measured here, 2 connections on 2 cores answered summary reads
   * 55% faster than 10. Defaults to the number of cores.
   */
  maxConnections?: number;
}

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? availableParallelism());
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // Several processes may start at once: one migrates while the others wait on the lock.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async watchChanges(channel, feed) {
      // postgres.js listens on a connection of its own and reconnects by itself.
      const sub = await client.listen(channel, (payload) => feed.changed(payload), () => feed.connected());
      return () => sub.unlisten();
    },
    close: () => client.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const release = dataDir.startsWith('memory://') ? () => {} : claimDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      async watchChanges(channel, feed) {
        const unlisten = await client.listen(channel, (payload) => feed.changed(payload));
        feed.connected();
        return unlisten;
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database belongs to one process at a time; a second one would corrupt
 * it. A pid file claims the folder; a stale claim (its process gone) is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'writecheck.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(pidFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(pidFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(pidFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `the embedded database in ${dataDir} is in use by process ${owner}; run a single \`writecheck serve\`, or set DATABASE_URL so that several processes share PostgreSQL`,
        );
      }
      rmSync(pidFile, { force: true });
    }
  }
  throw new Error(`could not claim the embedded database in ${dataDir}`);
}
