import type { FastifyRequest } from 'fastify';
import { ServiceFailure } from '@writecheck/shared';

// Cookies ride along on cross-site requests, so every state change made with a session
// must prove it came from the app itself: a JSON body (a cross-site form cannot send
// one without a CORS preflight, which this server never grants) and an Origin that
// is this server's own.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigins(req: FastifyRequest, appUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (req.headers.host) origins.add(`${req.protocol}://${req.headers.host}`);
  if (appUrl) origins.add(new URL(appUrl).origin);
  return origins;
}

/** Throws unless an unsafe request carries JSON and comes from the app's own origin. */
export function requireSameOrigin(req: FastifyRequest, appUrl: string | undefined): void {
  if (SAFE_METHODS.has(req.method)) return;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (req.method !== 'POST' || type !== 'application/json') {
    throw new ServiceFailure('invalid_body', 'changes are sent as POST with content-type application/json');
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!ownOrigins(req, appUrl).has(origin)) {
      throw new ServiceFailure('unauthorized', 'cross-site request refused: the Origin is not this app');
    }
    return;
  }
  // Browsers that send no Origin still say where a request came from.
  if (req.headers['sec-fetch-site'] !== 'same-origin') {
    throw new ServiceFailure('unauthorized', 'cross-site request refused: send the Origin header');
  }
}
