import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { checkHitArguments, retryAfterSeconds, type RateLimitDecision, type RateLimitStore } from './rateLimitStore.js';

export interface RedisStoreOptions {
  redisUrl: string;
  /** Prepended to every key, so that limits live apart from other data in the same database. */
  keyPrefix?: string;
  /** A hit that Redis has not answered after this long is rejected. */
  commandTimeoutMs?: number;
}

// One sorted set per key: members are allowed requests, scored by the time Redis gave them. The
// script runs atomically, and it reads the time from Redis itself so that servers whose clocks
// disagree still share one window.
const SLIDING_WINDOW_HIT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, limit - count - 1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local wait = window
if oldest[2] then wait = tonumber(oldest[2]) + window - now end
return {0, 0, wait}
`;

type HitReply = [allowed: number, remaining: number, waitMs: number];
type ScriptedRedis = Redis & {
  slidingWindowHit(key: string, limit: number, windowMs: number, member: string): Promise<HitReply>;
};

export const DEFAULT_KEY_PREFIX = 'writecheck:ratelimit:';

/** The shared store: every server process that points at the same Redis counts together. */
export function createRedisStore(options: RedisStoreOptions): RateLimitStore {
  const redis = new Redis(options.redisUrl, {
    commandTimeout: options.commandTimeoutMs ?? 2_000,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  }) as ScriptedRedis;
  // Connection errors surface as rejected hits; without a listener ioredis would also print them.
  redis.on('error', () => {});
  redis.defineCommand('slidingWindowHit', { numberOfKeys: 1, lua: SLIDING_WINDOW_HIT });
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  // Members only need to be unique within a key: this process's id plus a counter.
  const memberPrefix = randomUUID();
  let sequence = 0;

  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
      checkHitArguments(key, limit, windowMs);
      sequence += 1;
      const [allowed, remaining, waitMs] = await redis.slidingWindowHit(prefix + key, limit, windowMs, `${memberPrefix}:${sequence}`);
      return allowed === 1
        ? { allowed: true, remaining, retryAfterSeconds: 0 }
        : { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds(waitMs) };
    },
    async close(): Promise<void> {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
