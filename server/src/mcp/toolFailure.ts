import { ServiceFailure } from '@writecheck/shared';
import { WritecheckApiError } from '@writecheck/client';

export interface ToolFailure {
  code: string;
  message: string;
  retryAfterSeconds?: number | undefined;
}

/**
 * The spec's `{code, message}` of a refusal from either backend; anything else is a
 * fault of the tool server and reads as `internal`.
 */
export function isRefusal(err: unknown): boolean {
  return err instanceof ServiceFailure || err instanceof WritecheckApiError;
}

export function failureOf(err: unknown): ToolFailure {
  if (err instanceof ServiceFailure) return { code: err.code, message: err.message, retryAfterSeconds: err.retryAfterSeconds };
  if (err instanceof WritecheckApiError) return { code: err.code, message: err.message, retryAfterSeconds: err.retryAfterSeconds };
  return { code: 'internal', message: 'the tool failed; retry with backoff' };
}
