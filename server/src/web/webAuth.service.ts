import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { allScopes, ServiceFailure } from '@writecheck/shared';
import { createAccount } from '../accounts/accounts.service.js';
import { limitsOfPlan } from '../accounts/plans.js';
import type { Principal } from '../auth/principal.js';
import type { Services } from '../services.js';
import { decoyHash, hashPassword, passwordRules, verifyPassword } from './password.js';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  findLiveSession,
  findWebUserByEmail,
  insertSession,
  insertWebUser,
  touchSession,
  type WebUserRow,
} from './webUsers.repo.js';

const DAY_MS = 86_400_000;
export const SESSION_TTL_MS = 30 * DAY_MS;
// `lastSeenAt` is written at most once an hour per session.
const TOUCH_EVERY_MS = 3_600_000;
const SIGN_IN_WINDOW_MS = 15 * 60_000;
// Guesses spread over many client addresses still meet a bound on the e-mail address alone; it is
// this many times the per-address one, so that no single address can lock the person out.
const EMAIL_ATTEMPTS_FACTOR = 10;

export interface Credentials {
  email: string;
  password: string;
}

export interface WebSession {
  sessionId: string;
  userId: string;
  email: string;
  accountId: string;
  principal: Principal;
}

export interface IssuedSession {
  /** The cookie value: shown to the browser once, stored only as a hash. */
  token: string;
  expiresAt: Date;
  user: { email: string; accountId: string };
}

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function checkPassword(password: string): void {
  if (password.length < passwordRules.minLength) {
    throw new ServiceFailure('invalid_body', `password: at least ${passwordRules.minLength} characters`);
  }
  if (password.length > passwordRules.maxLength) {
    throw new ServiceFailure('invalid_body', `password: at most ${passwordRules.maxLength} characters`);
  }
}

async function issueSession(svc: Services, user: WebUserRow, now = new Date()): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deleteExpiredSessions(svc.db, user.id, now);
  await insertSession(svc.db, {
    id: randomBytes(12).toString('base64url'),
    tokenHash: hashSessionToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt, user: { email: user.email, accountId: user.accountId } };
}

/** Makes an account (the same kind API clients have) and a person who signs in to it. */
export async function signUp(svc: Services, input: Credentials): Promise<IssuedSession> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  if (await findWebUserByEmail(svc.db, email)) {
    throw new ServiceFailure('invalid_body', 'email: this address already has an account; sign in instead');
  }
  const passwordHash = await hashPassword(input.password);
  const account = await createAccount(svc.db, { email });
  const user = await insertWebUser(svc.db, { id: randomUUID(), email, accountId: account.id, passwordHash });
  return issueSession(svc, user);
}

/** Counts an attempt before the password is looked at, so that a refusal tells a guesser nothing. */
async function admitSignIn(svc: Services, email: string, clientAddress: string): Promise<void> {
  const perAddress = svc.config.signInAttemptsPer15Minutes;
  // A client address holds no space, so the first one ends it whatever the e-mail address holds.
  const byAddress = await svc.limiter.hit(`signin:address:${clientAddress} ${email}`, perAddress, SIGN_IN_WINDOW_MS);
  const attempt = byAddress.allowed
    ? await svc.limiter.hit(`signin:email:${email}`, perAddress * EMAIL_ATTEMPTS_FACTOR, SIGN_IN_WINDOW_MS)
    : byAddress;
  if (!attempt.allowed) {
    throw new ServiceFailure('rate_limited', 'too many sign-in attempts for this address; wait and try again', {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
}

export async function signIn(svc: Services, input: Credentials, clientAddress: string): Promise<IssuedSession> {
  const email = normaliseEmail(input.email);
  await admitSignIn(svc, email, clientAddress);
  const user = await findWebUserByEmail(svc.db, email);
  const ok = await verifyPassword(input.password.slice(0, passwordRules.maxLength), user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) throw new ServiceFailure('unauthorized', 'the e-mail address or the password is wrong');
  return issueSession(svc, user);
}

export async function signOut(svc: Services, token: string): Promise<void> {
  await deleteSessionByTokenHash(svc.db, hashSessionToken(token));
}

/**
 * The session a cookie names, or null. Calls made in a session act with every scope
 * of the account and the limits of its plan, as a key of its own (`session:<id>`).
 */
export async function resolveSession(svc: Services, token: string, now = new Date()): Promise<WebSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await findLiveSession(svc.db, hashSessionToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(svc.db, row.session.id, now);
  }
  return {
    sessionId: row.session.id,
    userId: row.user.id,
    email: row.user.email,
    accountId: row.user.accountId,
    principal: {
      keyId: `session:${row.session.id}`,
      accountId: row.user.accountId,
      scopes: [...allScopes],
      limits: limitsOfPlan(row.plan),
    },
  };
}
