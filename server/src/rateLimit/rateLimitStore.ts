/** The answer to one request against one limit. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests still allowed in the current window after this one (0 when refused). */
  remaining: number;
  /** When refused, whole seconds until a request would be allowed again (at least 1); else 0. */
  retryAfterSeconds: number;
}

/**
 * A sliding-window log: a request is allowed when fewer than `limit` requests were allowed for
 * the same key in the last `windowMs` milliseconds. Refused requests are not recorded, so a client
 * that keeps knocking is not locked out longer than the window.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** Programmer errors in the arguments are thrown, never taken as a limit. */
export function checkHitArguments(key: string, limit: number, windowMs: number): void {
  if (typeof key !== 'string') throw new TypeError('rate limit key must be a string');
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`rate limit must be a whole number >= 0, got ${limit}`);
  if (!Number.isSafeInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`rate limit window must be a whole number of milliseconds >= 1, got ${windowMs}`);
  }
}

export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
