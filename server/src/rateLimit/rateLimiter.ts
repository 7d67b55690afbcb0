import { createMemoryStore } from './memoryStore.js';
import type { RateLimitStore } from './rateLimitStore.js';
import { createRedisStore } from './redisStore.js';

export type { RateLimitDecision } from './rateLimitStore.js';

/** What the server holds: `hit` per request, `close` at shutdown. */
export type RateLimiter = RateLimitStore;

export interface RateLimiterOptions {
  /** When set (the server passes REDIS_URL), counts live in Redis and are shared by all processes. */
  redisUrl?: string;
  /** Key prefix in Redis. */
  keyPrefix?: string;
  /** Most keys the in-memory store holds. */
  maxKeys?: number;
}

/**
 * A sliding-window rate limiter: `hit(key, limit, windowMs)` allows a request when fewer than
 * `limit` requests were allowed for `key` in the last `windowMs` ms. In memory by default; in
 * Redis when `redisUrl` is given. With Redis, `hit` rejects when Redis does not answer in time,
 * and the caller decides whether to let the request through.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  if (options.redisUrl !== undefined && options.redisUrl !== '') {
    return createRedisStore({
      redisUrl: options.redisUrl,
      ...(options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }),
    });
  }
  return createMemoryStore(options.maxKeys === undefined ? {} : { maxKeys: options.maxKeys });
}
