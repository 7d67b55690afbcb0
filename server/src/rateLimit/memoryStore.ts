import { checkHitArguments, retryAfterSeconds, type RateLimitDecision, type RateLimitStore } from './rateLimitStore.js';

export interface MemoryStoreOptions {
  /** Most keys kept; beyond it, expired keys are swept and then the least recently hit dropped. */
  maxKeys?: number;
  /** Milliseconds on a clock that never goes backwards; tests pass their own. */
  now?: () => number;
}

interface KeyLog {
  /** Times of allowed requests, oldest first; entries before `head` are expired. */
  times: number[];
  head: number;
  windowMs: number;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Keys currently held. */
  readonly size: number;
}

const DEFAULT_MAX_KEYS = 100_000;
const MIN_HITS_BETWEEN_SWEEPS = 1_024;

/**
 * The in-process store: exact, and atomic because each hit runs to completion on one thread.
 * Suitable for one server process; several processes need the Redis store to share counts.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryRateLimitStore {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) throw new RangeError(`maxKeys must be a whole number >= 1, got ${maxKeys}`);
  const now = options.now ?? (() => performance.now());
  // A Map iterates in insertion order; re-inserting on every hit keeps the least recently hit first.
  const logs = new Map<string, KeyLog>();
  let hitsSinceSweep = 0;
  // Sweeping costs one pass over the keys; waiting as many hits as there were keys after the last
  // sweep keeps it at a constant cost per hit.
  let hitsBetweenSweeps = MIN_HITS_BETWEEN_SWEEPS;

  function dropExpired(log: KeyLog, at: number): void {
    const cutoff = at - log.windowMs;
    while (log.head < log.times.length && log.times[log.head]! <= cutoff) log.head += 1;
    if (log.head > 64 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.head = 0;
    }
  }

  function sweep(at: number): void {
    hitsSinceSweep = 0;
    for (const [key, log] of logs) {
      const newest = log.times[log.times.length - 1];
      if (newest === undefined || newest <= at - log.windowMs) logs.delete(key);
    }
    for (const key of logs.keys()) {
      if (logs.size <= maxKeys) break;
      logs.delete(key);
    }
    hitsBetweenSweeps = Math.max(MIN_HITS_BETWEEN_SWEEPS, logs.size);
  }

  function hit(key: string, limit: number, windowMs: number): RateLimitDecision {
    checkHitArguments(key, limit, windowMs);
    const at = now();
    let log = logs.get(key);
    if (log === undefined) {
      log = { times: [], head: 0, windowMs };
    } else {
      logs.delete(key);
      log.windowMs = windowMs;
      dropExpired(log, at);
    }
    logs.set(key, log);
    const decision = decide(log, limit, windowMs, at);
    // After the decision, so that this key's own request is on record when the sweep looks.
    hitsSinceSweep += 1;
    if (logs.size > maxKeys || hitsSinceSweep >= hitsBetweenSweeps) sweep(at);
    return decision;
  }

  function decide(log: KeyLog, limit: number, windowMs: number, at: number): RateLimitDecision {
    const count = log.times.length - log.head;
    if (count < limit) {
      log.times.push(at);
      return { allowed: true, remaining: limit - count - 1, retryAfterSeconds: 0 };
    }
    // Allowed again once the oldest request still counted leaves the window.
    const oldest = log.times[log.head];
    const waitMs = oldest === undefined ? windowMs : oldest + windowMs - at;
    return { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds(waitMs) };
  }

  return {
    get size() {
      return logs.size;
    },
    hit: async (key, limit, windowMs) => hit(key, limit, windowMs),
    close: async () => {
      logs.clear();
    },
  };
}
