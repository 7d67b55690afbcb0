/** A refusal from the API: the spec's error envelope `{error: {code, message}}` with its HTTP status. */
export class WritecheckApiError extends Error {
  override readonly name = 'WritecheckApiError';

  constructor(
    readonly status: number,
    /** Stable, machine-readable: `quota_exceeded`, `insufficient_scope`, `not_found`, ... */
    readonly code: string,
    message: string,
    /** From the `Retry-After` header of a throttled answer. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function envelopeOf(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/** Turns a non-2xx response into the error; a body that is not the envelope still gets a code. */
export async function apiErrorFrom(res: Response): Promise<WritecheckApiError> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): keep the status and a short excerpt.
  }
  const retry = Number(res.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retry) && retry >= 0 && res.headers.has('retry-after') ? retry : undefined;
  const envelope = envelopeOf(body);
  if (envelope) return new WritecheckApiError(res.status, envelope.code, envelope.message, retryAfterSeconds);
  const code = res.status >= 500 ? 'internal' : `http_${res.status}`;
  return new WritecheckApiError(res.status, code, text.slice(0, 200) || res.statusText, retryAfterSeconds);
}
