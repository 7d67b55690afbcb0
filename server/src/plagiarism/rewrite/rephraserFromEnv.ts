import { envAddress, envCount, envLog, envText, USER_AGENT, type Env } from '../web/envSettings.js';
import { createProviderHttp, type ProviderLog } from '../web/providerHttp.js';
import { createRephraser, type Rephraser } from './rephraser.js';

/**
 * The rewrite endpoint from WRITECHECK_REWRITE_URL, _MODEL, _API_KEY and _TIMEOUT_MS; null when
 * no URL is set (no rephrase is offered then). A URL without a model is a configuration error.
 * Build it once per process: it holds a connection pool.
 */
export function rephraserFromEnv(env: Env = process.env, deps: { log?: ProviderLog } = {}): Rephraser | null {
  const url = envAddress(env, 'WRITECHECK_REWRITE_URL');
  if (!url) return null;
  const model = envText(env, 'WRITECHECK_REWRITE_MODEL');
  if (!model) throw new Error('WRITECHECK_REWRITE_MODEL must name the model when WRITECHECK_REWRITE_URL is set.');
  const log = deps.log ?? envLog(env);
  const apiKey = envText(env, 'WRITECHECK_REWRITE_API_KEY');
  const http = createProviderHttp({ timeoutMs: envCount(env, 'WRITECHECK_REWRITE_TIMEOUT_MS', 30_000), userAgent: USER_AGENT, log, maxBytes: 1024 * 1024 });
  return createRephraser({ url, model, ...(apiKey ? { apiKey } : {}), http, log });
}
