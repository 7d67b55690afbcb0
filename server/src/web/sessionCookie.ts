// The plugin's type augmentation adds `cookies`, `setCookie` and `clearCookie`.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS, type IssuedSession } from './webAuth.service.js';

export const SESSION_COOKIE = 'wc_session';

function isTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** HttpOnly, SameSite=Lax, and Secure whenever the request came over TLS. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isTls(req),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isTls(req) });
}

export function sessionToken(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}
