export { createRateLimiter, type RateLimiter, type RateLimiterOptions, type RateLimitDecision } from './rateLimiter.js';
export { createMemoryStore, type MemoryRateLimitStore, type MemoryStoreOptions } from './memoryStore.js';
export { createRedisStore, DEFAULT_KEY_PREFIX, type RedisStoreOptions } from './redisStore.js';
