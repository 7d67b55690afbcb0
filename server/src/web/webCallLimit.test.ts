import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, pagePost, startWebTestApp, type WebTestApp } from '../../test/webHarness.js';

// The web app's calls are counted per session, or per client address before signing in,
// and sign-in attempts per client address and e-mail address. Each test calls from
// addresses of its own so that the counts of one test do not reach another.

const SESSION_CALLS = 5;
const ADDRESS_CALLS = 6;
const SIGN_INS = 2;

let web: WebTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  web = await startWebTestApp(
    {},
    {
      WRITECHECK_WEB_SESSION_CALLS_PER_MINUTE: String(SESSION_CALLS),
      WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE: String(ADDRESS_CALLS),
      WRITECHECK_SIGN_IN_ATTEMPTS_PER_15_MINUTES: String(SIGN_INS),
    },
  );
  ({ app } = web);
});

afterAll(() => web?.close());

const from = (remoteAddress: string, options: InjectOptions): InjectOptions => ({ ...options, remoteAddress });

async function signUp(email: string, remoteAddress: string): Promise<string> {
  const res = await app.inject(from(remoteAddress, pagePost('/auth/signup', { email, password: 'a long password' })));
  expect(res.statusCode).toBe(201);
  return cookieOf(res);
}

const accountMe = (cookie: string, remoteAddress: string) =>
  app.inject(from(remoteAddress, { method: 'GET', url: '/trpc/account.me', headers: { cookie } }));

const signIn = (email: string, password: string, remoteAddress: string) =>
  app.inject(from(remoteAddress, pagePost('/auth/signin', { email, password })));

function expectTrpcRefusal(res: Awaited<ReturnType<FastifyInstance['inject']>>, per: string): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const error = res.json().error;
  expect(error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, serviceError: { code: 'rate_limited' } });
  expect(error.message).toContain(`per ${per}`);
}

describe('tRPC calls', () => {
  it('are counted per session, answering 429 TOO_MANY_REQUESTS with Retry-After past the limit', async () => {
    const cookie = await signUp('busy@example.org', '10.1.0.1');
    for (let i = 0; i < SESSION_CALLS; i += 1) expect((await accountMe(cookie, '10.1.0.1')).statusCode).toBe(200);
    expectTrpcRefusal(await accountMe(cookie, '10.1.0.1'), 'session');
    // A mutation of the same session is refused too, before its input is read.
    const mutation = await app.inject(from('10.1.0.1', pagePost('/trpc/keys.create', { name: 'k' }, { cookie })));
    expectTrpcRefusal(mutation, 'session');
    // The count belongs to the session, not to the address it calls from.
    expectTrpcRefusal(await accountMe(cookie, '10.1.0.2'), 'session');
  });

  it('leave other sessions of the same address alone', async () => {
    const first = await signUp('first@example.org', '10.2.0.1');
    const second = await signUp('second@example.org', '10.2.0.1');
    for (let i = 0; i < SESSION_CALLS; i += 1) await accountMe(first, '10.2.0.1');
    expect((await accountMe(first, '10.2.0.1')).statusCode).toBe(429);
    expect((await accountMe(second, '10.2.0.1')).statusCode).toBe(200);
  });

  it('without a live session are counted per client address, made-up cookies included', async () => {
    const forged = (i: number) => `wc_session=${String(i).padStart(43, 'A')}`;
    for (let i = 0; i < ADDRESS_CALLS; i += 1) expect((await accountMe(forged(i), '10.3.0.1')).statusCode).toBe(401);
    expectTrpcRefusal(await accountMe(forged(99), '10.3.0.1'), 'client address');
    expect((await accountMe('', '10.3.0.2')).statusCode).toBe(401);
  });
});

describe('/auth routes', () => {
  it('count sign-ups per client address and answer 429 rate_limited with Retry-After', async () => {
    for (let i = 0; i < ADDRESS_CALLS; i += 1) await signUp(`many-${i}@example.org`, '10.4.0.1');
    const refused = await app.inject(from('10.4.0.1', pagePost('/auth/signup', { email: 'one-more@example.org', password: 'a long password' })));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await signUp('one-more@example.org', '10.4.0.2');
  });

  it('count the session look-up per session when signed in', async () => {
    const cookie = await signUp('looker@example.org', '10.5.0.1');
    const lookUp = () => app.inject(from('10.5.0.1', { method: 'GET', url: '/auth/session', headers: { cookie } }));
    for (let i = 0; i < SESSION_CALLS; i += 1) expect((await lookUp()).json().user.email).toBe('looker@example.org');
    expect((await lookUp()).statusCode).toBe(429);
    // Signed out, the same address still has its own allowance.
    const signedOut = await app.inject(from('10.5.0.1', { method: 'GET', url: '/auth/session' }));
    expect(signedOut.json()).toEqual({ user: null });
  });
});

describe('sign-in attempts', () => {
  it('stop a guesser after the allowance per address and e-mail, right password or not, without locking the person out elsewhere', async () => {
    await signUp('target@example.org', '10.6.0.1');
    for (let i = 0; i < SIGN_INS; i += 1) expect((await signIn('target@example.org', `guess ${i}`, '10.6.0.2')).statusCode).toBe(401);
    const refused = await signIn('target@example.org', 'a long password', '10.6.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another e-mail address from the guesser's address, and the person from theirs, still sign in.
    await signUp('bystander@example.org', '10.6.0.3');
    expect((await signIn('bystander@example.org', 'a long password', '10.6.0.2')).statusCode).toBe(200);
    expect((await signIn('target@example.org', 'a long password', '10.6.0.1')).statusCode).toBe(200);
  });

  it('meet a bound on the e-mail address alone when spread over many addresses', async () => {
    await signUp('spread@example.org', '10.7.0.1');
    // Ten times the per-address allowance, one attempt from each address.
    for (let i = 0; i < SIGN_INS * 10; i += 1) expect((await signIn('spread@example.org', 'guess', `10.7.1.${i}`)).statusCode).toBe(401);
    const refused = await signIn('spread@example.org', 'a long password', '10.7.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});
