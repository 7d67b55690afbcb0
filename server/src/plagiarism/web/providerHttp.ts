import { Agent, request } from 'undici';

/** Where providers say that a service answered something they could not use. */
export interface ProviderLog {
  warn(details: object, message: string): void;
}

export interface ProviderHttpOptions {
  timeoutMs: number;
  userAgent: string;
  log: ProviderLog;
  /** Answers past this many bytes are dropped (a search answer is a few kilobytes). */
  maxBytes?: number;
}

export interface ProviderHttp {
  /** The parsed JSON answer, or undefined (logged) when the service failed, timed out or sent no JSON. */
  getJson(provider: string, url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<unknown>;
  postJson(provider: string, url: URL, headers: Record<string, string>, body: unknown, signal: AbortSignal): Promise<unknown>;
  close(): Promise<void>;
}

/** Query strings can carry API keys; logs name the service and path only. */
const where = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * JSON over HTTP for the search APIs and the rewrite endpoint the operator configured: one
 * connection pool, a time limit per call (and the caller's cancel), a size cap, and every
 * failure turned into a logged warning and `undefined` rather than an exception.
 */
export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const maxBytes = options.maxBytes ?? 4 * 1024 * 1024;
  const dispatcher = new Agent({
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });

  async function call(provider: string, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await request(url, {
        dispatcher,
        method,
        headers: { 'user-agent': options.userAgent, accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.any([signal, timeout]),
      });
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of response.body) {
        total += (chunk as Buffer).length;
        if (total > maxBytes) {
          response.body.on('error', () => {});
          response.body.destroy();
          options.log.warn({ provider, url: where(url) }, `${provider} answered more than ${maxBytes} bytes; answer ignored`);
          return undefined;
        }
        chunks.push(chunk as Buffer);
      }
      const text = Buffer.concat(chunks).toString('utf8');
      if (response.statusCode < 200 || response.statusCode > 299) {
        options.log.warn({ provider, url: where(url), status: response.statusCode, body: text.slice(0, 200) }, `${provider} answered HTTP ${response.statusCode}`);
        return undefined;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        options.log.warn({ provider, url: where(url), body: text.slice(0, 200) }, `${provider} answered something that is not JSON`);
        return undefined;
      }
    } catch (error) {
      if (signal.aborted) return undefined;
      const reason = timeout.aborted ? 'timed out' : `failed: ${(error as Error).message}`;
      options.log.warn({ provider, url: where(url) }, `${provider} ${reason}`);
      return undefined;
    }
  }

  return {
    getJson: (provider, url, headers, signal) => call(provider, url, 'GET', headers, undefined, signal),
    postJson: (provider, url, headers, body, signal) =>
      call(provider, url, 'POST', { 'content-type': 'application/json', ...headers }, JSON.stringify(body), signal),
    close: () => dispatcher.close(),
  };
}
