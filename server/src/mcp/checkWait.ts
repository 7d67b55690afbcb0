import { setTimeout as pause } from 'node:timers/promises';
import { isFinalStatus } from '@writecheck/shared';
import type { CheckView, WritecheckBackend } from './backend.js';
import { failureOf } from './toolFailure.js';

export interface WaitForFinalOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Called with each summary whose progress moved forward (and with the first one). */
  onProgress?: ((summary: CheckView) => Promise<void> | void) | undefined;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;

/**
 * Polls the summary view until the check is final or the time is up, backing off
 * between polls and waiting out throttling. Answers the last summary read.
 */
export async function waitForFinal(backend: WritecheckBackend, id: string, opts: WaitForFinalOptions): Promise<CheckView> {
  const deadline = Date.now() + opts.timeoutMs;
  let pauseMs = FIRST_PAUSE_MS;
  let reported = -1;
  for (;;) {
    let summary: CheckView;
    try {
      summary = await backend.getCheck(id, { view: 'summary' });
    } catch (err) {
      const failure = failureOf(err);
      if (failure.code !== 'rate_limited' || Date.now() >= deadline) throw err;
      await pause(Math.min(Math.max(pauseMs, (failure.retryAfterSeconds ?? 1) * 1000), Math.max(0, deadline - Date.now())), undefined, { signal: opts.signal });
      continue;
    }
    // MCP progress must only grow: report a summary when its progress moved forward.
    if (summary.progress > reported) {
      reported = summary.progress;
      await opts.onProgress?.(summary);
    }
    if (isFinalStatus(summary.status) || Date.now() >= deadline) return summary;
    await pause(Math.min(pauseMs, Math.max(0, deadline - Date.now())), undefined, { signal: opts.signal });
    pauseMs = Math.min(LONGEST_PAUSE_MS, pauseMs * 1.5);
  }
}
