import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cameOverTls, setSessionCookie } from './sessionCookie.js';

describe('the session cookie', () => {
  it('is Secure over TLS or behind an https public address, and not over plain HTTP', () => {
    expect(cameOverTls({ protocol: 'https' }, undefined)).toBe(true);
    expect(cameOverTls({ protocol: 'http' }, 'https://app.example.org')).toBe(true);
    expect(cameOverTls({ protocol: 'http' }, 'http://127.0.0.1:8080')).toBe(false);
    expect(cameOverTls({ protocol: 'http' }, undefined)).toBe(false);
  });

  it('is HttpOnly, SameSite=Lax, site-wide and as long-lived as the session', () => {
    const set: unknown[][] = [];
    const reply = { setCookie: (...args: unknown[]) => set.push(args) } as unknown as FastifyReply;
    setSessionCookie(reply, { token: 'tok', expiresAt: new Date(), user: { email: 'a@b.c', accountId: 'x' } }, true);
    expect(set).toEqual([
      ['wc_session', 'tok', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 30 * 86_400 }],
    ]);
  });
});
