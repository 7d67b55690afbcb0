import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The one Drizzle schema; migrations in ../../drizzle are generated from it and run
// unchanged on PostgreSQL and on embedded PGlite.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  creditsPerPeriod: integer('credits_per_period').notNull(),
  // null: the credits are granted once, with no renewal.
  periodDays: integer('period_days'),
  maxUploadBytes: integer('max_upload_bytes').notNull(),
  requestsPerMinute: integer('requests_per_minute').notNull(),
  checkStartsPerHour: integer('check_starts_per_hour').notNull(),
  checksInFlight: integer('checks_in_flight').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').unique(),
  creditsAvailable: integer('credits_available').notNull().default(0),
  creditsHeld: integer('credits_held').notNull().default(0),
  planId: text('plan_id').references(() => plans.id),
  planPeriodEndsAt: ts('plan_period_ends_at'),
  // Packs (and the starter grant) never expire; holding one keeps the account active.
  hasPack: boolean('has_pack').notNull().default(false),
  starterGranted: boolean('starter_granted').notNull().default(false),
  // The account's finished checks join its own plagiarism corpus (never seen by other accounts).
  corpusOptIn: boolean('corpus_opt_in').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    prefix: text('prefix').notNull(),
    name: text('name'),
    scopes: text('scopes').array().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.hash), index('api_keys_account_idx').on(t.accountId)],
);

export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    kind: text('kind', { enum: ['grant', 'reserve', 'settle', 'release'] }).notNull(),
    credits: integer('credits').notNull(),
    checkId: uuid('check_id'),
    balanceAvailable: integer('balance_available').notNull(),
    note: text('note'),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.id)],
);

export const checks = pgTable(
  'checks',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyId: text('key_id'),
    status: text('status').notNull(),
    progress: real('progress').notNull().default(0),
    phase: text('phase').notNull(),
    title: text('title'),
    inputKind: text('input_kind').notNull(),
    mode: text('mode').notNull(),
    citationStyle: text('citation_style').notNull(),
    options: jsonb('options').notNull(),
    sourceRules: jsonb('source_rules'),
    wordCount: integer('word_count'),
    text: text('text'),
    snippet: text('snippet'),
    creditsReserved: integer('credits_reserved').notNull().default(0),
    creditsCharged: integer('credits_charged'),
    live: jsonb('live'),
    instant: jsonb('instant'),
    report: jsonb('report'),
    originalityScore: real('originality_score'),
    coverage: real('coverage'),
    scores: jsonb('scores'),
    issueCounts: jsonb('issue_counts'),
    composition: jsonb('composition'),
    rejection: jsonb('rejection'),
    completedBy: text('completed_by'),
    folderId: text('folder_id'),
    tagIds: text('tag_ids').array().notNull().default(sql`'{}'::text[]`),
    startedAt: ts('started_at'),
    runningMs: integer('running_ms').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('checks_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('checks_account_status_idx').on(t.accountId, t.status),
  ],
);

// Uploaded bytes live only while the check still needs them (deferred OCR).
export const checkFiles = pgTable('check_files', {
  checkId: uuid('check_id')
    .primaryKey()
    .references(() => checks.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  filename: text('filename'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    checkId: uuid('check_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

export const sourceRules = pgTable(
  'source_rules',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['exclude', 'include'] }).notNull(),
    kind: text('kind', { enum: ['domain', 'hostname', 'url', 'pattern'] }).notNull(),
    value: text('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('source_rules_identity_idx').on(t.accountId, t.mode, t.kind, t.value)],
);

// Words an account accepts: its spelling findings skip them. `folded` is the lower-cased
// form the checks compare, so "Flurbix" and "flurbix" are one entry.
export const accountWords = pgTable(
  'account_words',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    folded: text('folded').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.folded] })],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'active', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(2),
    runAfter: ts('run_after').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    workerId: text('worker_id'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_ready_idx').on(t.queue, t.state, t.runAfter),
    index('jobs_lease_idx').on(t.state, t.leaseUntil),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The local plagiarism corpus: documents an operator imported (account_id null, seen by every
// account) and earlier submissions of accounts that opted in (seen by that account only).
export const corpusDocuments = pgTable(
  'corpus_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    // The importer's own id (a JSONL `id` or a file's path), or the check a submission came from.
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    meta: jsonb('meta').notNull().default({}),
    // Capped so that one huge document stays under the 1 MB a tsvector may hold.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, left("title" || ' ' || "text", 100000))`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corpus_documents_external_idx').on(sql`coalesce(${t.accountId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.externalId),
    index('corpus_documents_search_idx').using('gin', t.search),
  ],
);

// Winnowed hashes of normalised word n-grams (workers' fingerprintDocument), one row per hash
// and document. Keyed by hash first: lookups are by hash, and the table can be partitioned or
// sharded by hash as it grows. No foreign key: a per-row check would slow bulk imports by a
// third; a statement trigger on corpus_documents (migration 0006) deletes a document's hashes.
export const corpusFingerprints = pgTable(
  'corpus_fingerprints',
  {
    // The unsigned 32-bit hash stored as a signed integer (hash | 0): 4 bytes a row instead of 8.
    hash: integer('hash').notNull(),
    documentId: bigint('document_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.documentId] }), index('corpus_fingerprints_document_idx').on(t.documentId)],
);
