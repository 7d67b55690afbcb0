import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, checks } from './schema.js';

// People who sign in to the web app, and their sessions. A person owns one account;
// API keys stay with the account, so the same credits serve the app and the API.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webUsers = pgTable(
  'web_users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // `scrypt$N$r$p$salt$hash`, base64url parts: the parameters travel with the hash.
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('web_users_email_idx').on(t.email), uniqueIndex('web_users_account_idx').on(t.accountId)],
);

export const webSessions = pgTable(
  'web_sessions',
  {
    // Public id (used in `keyId: session:<id>`); the cookie carries a separate secret.
    id: text('id').primaryKey(),
    // SHA-256 of the cookie secret: a stolen database row does not open a session.
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('web_sessions_token_idx').on(t.tokenHash), index('web_sessions_user_idx').on(t.userId)],
);

// What people decided about a report's issues in the app (fixed, ignored, stale, followed), over
// the report's own issue list. `seq` is the server's clock: every write takes the next value, the
// last write to an issue wins, and devices pull what changed after the last `seq` they saw.
export const issueDecisions = pgTable(
  'issue_decisions',
  {
    checkId: uuid('check_id')
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    issueId: text('issue_id').notNull(),
    status: text('status').notNull(),
    appliedReplacement: text('applied_replacement'),
    staledBy: jsonb('staled_by'),
    followed: jsonb('followed'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.issueId] }), index('issue_decisions_account_seq_idx').on(t.accountId, t.seq)],
);
