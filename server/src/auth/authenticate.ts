import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceFailure, type Scope } from '@writecheck/shared';
import { limitsOfPlan } from '../accounts/plans.js';
import { findPrincipal } from '../keys/keys.service.js';
import { hitFailingOpen } from '../rateLimit/failOpen.js';
import type { Services } from '../services.js';
import type { Principal } from './principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const MINUTE_MS = 60_000;

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** Resolves the key and counts the request against the key's rate; scopes are checked per call. */
export async function authenticateKey(svc: Services, req: FastifyRequest, reply: FastifyReply): Promise<Principal> {
  const token = bearerToken(req);
  if (token === undefined) throw new ServiceFailure('unauthorized', 'send the API key as `Authorization: Bearer <key>`');
  const found = token ? await findPrincipal(svc.db, token, svc.principals) : null;
  if (!found) throw new ServiceFailure('invalid_api_key', 'the API key is unknown or revoked');
  const principal: Principal = {
    keyId: found.keyId,
    accountId: found.accountId,
    scopes: found.scopes,
    limits: limitsOfPlan(found.plan),
  };
  const rate = await hitFailingOpen(svc.limiter, svc.log, `req:${principal.keyId}`, principal.limits.requestsPerMinute, MINUTE_MS);
  reply.header('RateLimit-Limit', principal.limits.requestsPerMinute);
  reply.header('RateLimit-Remaining', rate.remaining);
  if (!rate.allowed) {
    throw new ServiceFailure('rate_limited', `at most ${principal.limits.requestsPerMinute} requests per minute per key`, {
      retryAfterSeconds: rate.retryAfterSeconds,
    });
  }
  return principal;
}

export function assertScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.includes(scope)) {
    throw new ServiceFailure('insufficient_scope', `this call needs a key with the scope ${scope}`);
  }
}

/** Resolves the key, counts the request against the key's rate, then enforces the scope. */
export function requireScope(svc: Services, scope: Scope) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const principal = await authenticateKey(svc, req, reply);
    assertScope(principal, scope);
    req.principal = principal;
  };
}

export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new ServiceFailure('unauthorized', 'not authenticated');
  return req.principal;
}
