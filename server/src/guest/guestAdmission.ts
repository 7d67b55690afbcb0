import { ServiceFailure } from '@writecheck/shared';
import type { Principal } from '../auth/principal.js';
import { hitFailingOpen } from '../rateLimit/failOpen.js';
import type { Services } from '../services.js';

const HOUR_MS = 3_600_000;

/**
 * Lets a guest check start, or refuses it: 403 `mode_disabled` when the operator turned guest
 * mode off, 429 `rate_limited` past the hourly allowance of the client. Guest checks are free,
 * so they are counted per client address (per key when no address is known, as for agents
 * calling the service in process) on top of the key's own limits.
 */
export async function admitGuestCheck(svc: Services, who: Principal, clientAddress: string | undefined): Promise<void> {
  if (!svc.config.guestMode) {
    throw new ServiceFailure('mode_disabled', 'guest mode is turned off on this server; send mode "full"');
  }
  const client = clientAddress ? `ip:${clientAddress}` : `key:${who.keyId}`;
  const limit = svc.config.guestChecksPerHour;
  const hit = await hitFailingOpen(svc.limiter, svc.log, `guest:${client}`, limit, HOUR_MS);
  if (!hit.allowed) {
    throw new ServiceFailure('rate_limited', `at most ${limit} guest checks per hour from one client; a full check has no such limit`, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}
