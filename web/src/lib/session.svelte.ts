import { forgetDraft } from './draftStore.js';
import { forgetStoredReports } from './reportStore.js';

export interface User {
  email: string;
  accountId: string;
}

// The last signed-in person is remembered (no secret: the cookie stays HttpOnly) so
// the app can open saved reports when the server cannot be reached.
const REMEMBERED = 'writecheck.user';

export const session = $state({ user: null as User | null, ready: false, offline: false });

function remember(user: User | null): void {
  if (user) localStorage.setItem(REMEMBERED, JSON.stringify(user));
  else localStorage.removeItem(REMEMBERED);
}

function remembered(): User | null {
  try {
    const raw = localStorage.getItem(REMEMBERED);
    const parsed = raw ? (JSON.parse(raw) as Partial<User>) : null;
    return parsed && typeof parsed.email === 'string' && typeof parsed.accountId === 'string'
      ? { email: parsed.email, accountId: parsed.accountId }
      : null;
  } catch {
    return null;
  }
}

export async function loadSession(): Promise<void> {
  try {
    const res = await fetch('/auth/session', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`session: ${res.status}`);
    const body = (await res.json()) as { user: User | null };
    session.user = body.user;
    session.offline = false;
    remember(body.user);
  } catch {
    session.user = remembered();
    session.offline = true;
  }
  session.ready = true;
}

export interface AuthFailure {
  code: string;
  message: string;
}

async function post(path: string, body: unknown): Promise<{ ok: true; user: User | null } | { ok: false; error: AuthFailure }> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: { code: 'network', message: 'The server could not be reached. Check the connection and try again.' } };
  }
  const payload = (await res.json().catch(() => null)) as { user?: User; error?: AuthFailure } | null;
  if (!res.ok) {
    return { ok: false, error: payload?.error ?? { code: 'internal', message: `The server answered ${res.status}.` } };
  }
  return { ok: true, user: payload?.user ?? null };
}

export async function signIn(kind: 'signin' | 'signup', email: string, password: string): Promise<AuthFailure | null> {
  const result = await post(`/auth/${kind}`, { email, password });
  if (!result.ok) return result.error;
  session.user = result.user;
  session.offline = false;
  remember(result.user);
  return null;
}

export async function signOut(): Promise<void> {
  await post('/auth/signout', {});
  const accountId = session.user?.accountId;
  session.user = null;
  remember(null);
  // A shared device keeps nothing of the person who left.
  if (accountId) await Promise.all([forgetStoredReports(accountId), forgetDraft(accountId)]);
}
