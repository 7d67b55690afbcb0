import type { Logger } from 'pino';
import type { RateLimitDecision, RateLimiter } from './rateLimiter.js';

/**
 * Counts a hit, letting the request through when the counter store cannot be reached:
 * an outage of Redis must not take the API down with it.
 */
export async function hitFailingOpen(
  limiter: RateLimiter,
  log: Logger,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitDecision> {
  try {
    return await limiter.hit(key, limit, windowMs);
  } catch (err) {
    log.warn({ err, key }, 'rate limiter unavailable; request let through');
    return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  }
}
