import { describe, expect, it } from 'vitest';
import { apiErrorFrom, WritecheckApiError } from '../src/apiError.js';

describe('apiErrorFrom', () => {
  it('reads the error envelope and Retry-After', async () => {
    const res = new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }), {
      status: 429,
      headers: { 'retry-after': '7' },
    });
    const err = await apiErrorFrom(res);
    expect(err).toBeInstanceOf(WritecheckApiError);
    expect([err.status, err.code, err.message, err.retryAfterSeconds]).toEqual([429, 'rate_limited', 'slow down', 7]);
  });

  it('gives a body that is not the envelope a code from its status', async () => {
    const proxy = await apiErrorFrom(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect([proxy.code, proxy.message, proxy.retryAfterSeconds]).toEqual(['internal', '<html>Bad gateway</html>', undefined]);
    const odd = await apiErrorFrom(new Response(JSON.stringify({ error: 'nope' }), { status: 418 }));
    expect(odd.code).toBe('http_418');
  });
});
