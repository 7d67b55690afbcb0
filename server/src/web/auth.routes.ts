import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ServiceFailure } from '@writecheck/shared';
import type { Services } from '../services.js';
import { passwordRules } from './password.js';
import { requireSameOrigin } from './sameOrigin.js';
import { cameOverTls, clearSessionCookie, sessionToken, setSessionCookie } from './sessionCookie.js';
import { resolveSession, signIn, signOut, signUp } from './webAuth.service.js';
import { admitWebCall } from './webCallLimit.js';

const credentialsSchema = z
  .object({
    // No address holds a control character, and PostgreSQL text cannot hold a NUL (it answered 500).
    email: z
      .string()
      .trim()
      .min(3)
      .max(254)
      .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters'),
    // The upper bound keeps a hostile body from making scrypt hash megabytes.
    password: z.string().min(1).max(passwordRules.maxLength),
  })
  .strict();

function parseCredentials(body: unknown) {
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ServiceFailure('invalid_body', `${first?.path.join('.') || 'body'}: ${first?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Sign up, sign in, sign out and "who am I" for the web app, by session cookie only. */
export function authRoutes(app: FastifyInstance, svc: Services): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => requireSameOrigin(req, svc.config.appUrl));

    scope.post('/auth/signup', async (req, reply) => {
      await admitWebCall(svc, null, req.ip);
      const session = await signUp(svc, parseCredentials(req.body));
      setSessionCookie(reply, session, cameOverTls(req, svc.config.appUrl));
      return reply.code(201).send({ user: session.user });
    });

    scope.post('/auth/signin', async (req, reply) => {
      await admitWebCall(svc, null, req.ip);
      const session = await signIn(svc, parseCredentials(req.body), req.ip);
      setSessionCookie(reply, session, cameOverTls(req, svc.config.appUrl));
      return { user: session.user };
    });

    scope.post('/auth/signout', async (req, reply) => {
      await admitWebCall(svc, null, req.ip);
      const token = sessionToken(req);
      if (token) await signOut(svc, token);
      clearSessionCookie(reply, cameOverTls(req, svc.config.appUrl));
      return { ok: true };
    });

    scope.get('/auth/session', async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = sessionToken(req);
      const session = token ? await resolveSession(svc, token) : null;
      await admitWebCall(svc, session?.sessionId ?? null, req.ip);
      return { user: session ? { email: session.email, accountId: session.accountId } : null };
    });
  });
}
