// The plugin's type augmentation adds `cookies`, `setCookie` and `clearCookie`.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS, type IssuedSession } from './webAuth.service.js';

export const SESSION_COOKIE = 'wc_session';

/**
 * Secure when the request came over TLS, or when the app's public address is https
 * (TLS ended at a proxy in front of the server).
 */
export function cameOverTls(req: Pick<FastifyRequest, 'protocol'>, appUrl: string | undefined): boolean {
  return req.protocol === 'https' || (appUrl?.startsWith('https:') ?? false);
}

/** HttpOnly, SameSite=Lax, and Secure whenever the session travels over TLS. */
export function setSessionCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function sessionToken(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}
