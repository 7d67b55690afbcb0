import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { pagePost, startWebTestApp, type WebTestApp } from '../../test/webHarness.js';

// Limits counted per client address see the proxy's address unless the operator names the
// proxy; then, and only for requests that come from it, X-Forwarded-For names the client.

const ADDRESS_CALLS = 2;

const signUpFrom = (app: FastifyInstance, remoteAddress: string, email: string, forwardedFor?: string) => {
  const post = pagePost('/auth/signup', { email, password: 'a long password' });
  return app.inject({
    ...post,
    remoteAddress,
    headers: { ...post.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
};

describe('WRITECHECK_TRUSTED_PROXIES', () => {
  it('accepts a hop count or addresses and CIDR ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustedProxies).toBeUndefined();
    expect(loadConfig({ WRITECHECK_TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
    expect(loadConfig({ WRITECHECK_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1' }).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/2', '::1/129', ''])
      expect(() => loadConfig({ WRITECHECK_TRUSTED_PROXIES: bad }), bad).toThrow(/WRITECHECK_TRUSTED_PROXIES/);
  });
});

describe('client addresses behind a named proxy', () => {
  let web: WebTestApp;
  beforeAll(async () => {
    web = await startWebTestApp({}, { WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE: String(ADDRESS_CALLS), WRITECHECK_TRUSTED_PROXIES: '10.8.0.0/16' });
  });
  afterAll(() => web?.close());

  it('count each forwarded client on its own', async () => {
    for (let i = 0; i < ADDRESS_CALLS; i += 1) expect((await signUpFrom(web.app, '10.8.0.1', `a${i}@example.org`, '203.0.113.7')).statusCode).toBe(201);
    expect((await signUpFrom(web.app, '10.8.0.1', 'a-more@example.org', '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy still has its whole allowance.
    expect((await signUpFrom(web.app, '10.8.0.1', 'b0@example.org', '203.0.113.8')).statusCode).toBe(201);
  });

  it('do not believe X-Forwarded-For from anyone else', async () => {
    for (let i = 0; i < ADDRESS_CALLS; i += 1) expect((await signUpFrom(web.app, '192.0.2.50', `c${i}@example.org`, `198.51.100.${i}`)).statusCode).toBe(201);
    expect((await signUpFrom(web.app, '192.0.2.50', 'c-more@example.org', '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('client addresses with no proxy named', () => {
  let web: WebTestApp;
  beforeAll(async () => {
    web = await startWebTestApp({}, { WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE: String(ADDRESS_CALLS) });
  });
  afterAll(() => web?.close());

  it('are the socket address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < ADDRESS_CALLS; i += 1) expect((await signUpFrom(web.app, '10.8.0.1', `d${i}@example.org`, `203.0.113.${i}`)).statusCode).toBe(201);
    expect((await signUpFrom(web.app, '10.8.0.1', 'd-more@example.org', '203.0.113.99')).statusCode).toBe(429);
  });
});

describe('client addresses behind a hop count of proxies', () => {
  let web: WebTestApp;
  beforeAll(async () => {
    web = await startWebTestApp({}, { WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE: String(ADDRESS_CALLS), WRITECHECK_TRUSTED_PROXIES: '1' });
  });
  afterAll(() => web?.close());

  it('are the address the nearest proxy saw, not what the client wrote before it', async () => {
    for (let i = 0; i < ADDRESS_CALLS; i += 1) expect((await signUpFrom(web.app, '10.9.0.1', `e${i}@example.org`, `198.51.100.${i}, 203.0.113.50`)).statusCode).toBe(201);
    expect((await signUpFrom(web.app, '10.9.0.1', 'e-more@example.org', '198.51.100.99, 203.0.113.50')).statusCode).toBe(429);
    expect((await signUpFrom(web.app, '10.9.0.1', 'f0@example.org', '203.0.113.51')).statusCode).toBe(201);
  });
});
