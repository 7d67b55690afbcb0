import { WritecheckApiError } from './apiError.js';
import { isFinal, type CheckDetail } from './models.js';
import type { WritecheckClient } from './writecheckClient.js';

export interface WaitOptions {
  /** Stops the wait (and the request in flight) with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Called with each summary whose status, progress or phase changed. */
  onProgress?: ((summary: CheckDetail) => void) | undefined;
  /** First pause between polls; it grows by `backoff` up to `maxIntervalMs`. Default 500 ms. */
  intervalMs?: number | undefined;
  maxIntervalMs?: number | undefined;
  backoff?: number | undefined;
  /** The final read: the whole check (default) or its summary. */
  view?: 'full' | 'summary' | undefined;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Polls `GET /v1/checks/{id}?view=summary` until the status is final, backing off
 * between polls and honouring Retry-After when throttled, then reads the check.
 */
export async function waitForCheck(client: WritecheckClient, id: string, options: WaitOptions = {}): Promise<CheckDetail> {
  const first = Math.max(10, options.intervalMs ?? 500);
  const max = Math.max(first, options.maxIntervalMs ?? 5_000);
  const backoff = Math.max(1, options.backoff ?? 1.5);
  const signal = options.signal;
  let interval = first;
  let seen = '';
  for (;;) {
    let summary: CheckDetail;
    try {
      summary = await client.getCheck(id, { view: 'summary' }, { signal });
    } catch (err) {
      if (err instanceof WritecheckApiError && err.code === 'rate_limited') {
        await pause(Math.max(interval, (err.retryAfterSeconds ?? 1) * 1000), signal);
        continue;
      }
      throw err;
    }
    const state = `${summary.status}|${summary.progress}|${summary.phase}`;
    if (state !== seen) {
      seen = state;
      options.onProgress?.(summary);
    }
    if (isFinal(summary.status)) {
      return options.view === 'summary' ? summary : client.getCheck(id, {}, { signal });
    }
    await pause(interval, signal);
    interval = Math.min(max, interval * backoff);
  }
}
