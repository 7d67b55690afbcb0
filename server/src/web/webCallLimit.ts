import { ServiceFailure } from '@writecheck/shared';
import { hitFailingOpen } from '../rateLimit/failOpen.js';
import type { Services } from '../services.js';

const MINUTE_MS = 60_000;

/**
 * Counts one call of the web app (tRPC or /auth) against its caller's allowance per minute: the
 * session's when the call carries a live one, else the client address's, so that calls made
 * before signing in cannot dodge the count by sending made-up cookies.
 */
export async function admitWebCall(svc: Services, sessionId: string | null, clientAddress: string): Promise<void> {
  const [key, limit, per] =
    sessionId === null
      ? [`web:address:${clientAddress}`, svc.config.webAddressCallsPerMinute, 'client address']
      : [`web:session:${sessionId}`, svc.config.webSessionCallsPerMinute, 'session'];
  const hit = await hitFailingOpen(svc.limiter, svc.log, key, limit, MINUTE_MS);
  if (!hit.allowed) {
    throw new ServiceFailure('rate_limited', `at most ${limit} calls per minute per ${per}; wait and try again`, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}
