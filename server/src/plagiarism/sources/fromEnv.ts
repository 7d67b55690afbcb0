import { parseAllowList } from '../fetch/addressGuard.js';
import { createPageFetcher, fetchDefaults, type ClosablePageFetcher } from '../fetch/pageFetcher.js';
import type { PdfReader } from '../fetch/pageText.js';
import { BraveProvider } from '../web/brave.js';
import { envAddress, envCount, envLog, envText, USER_AGENT, type Env } from '../web/envSettings.js';
import { createProviderHttp, type ProviderLog } from '../web/providerHttp.js';
import { SearxngProvider } from '../web/searxng.js';
import { WikipediaProvider } from '../web/wikipedia.js';
import type { SourceProvider } from './types.js';

export interface WebSources {
  /** The web providers the operator turned on (none by default); the local corpus is added by the pass. */
  providers: SourceProvider[];
  fetcher: ClosablePageFetcher;
  /** Closes the connection pools. */
  close(): Promise<void>;
}

/**
 * The web providers and the page fetcher as the environment configures them (README,
 * "Plagiarism sources"). Everything that leaves the machine is off unless its variable is
 * set. Throws, naming the variable, when a value is malformed.
 */
export function webSourcesFromEnv(env: Env = process.env, deps: { log?: ProviderLog; readPdf?: PdfReader } = {}): WebSources {
  const log = deps.log ?? envLog(env);
  const http = createProviderHttp({ timeoutMs: envCount(env, 'WRITECHECK_SEARCH_TIMEOUT_MS', 8_000), userAgent: USER_AGENT, log });
  const providers: SourceProvider[] = [];

  const wikipedia = envAddress(env, 'WRITECHECK_WIKIPEDIA_URL');
  if (wikipedia) {
    providers.push(new WikipediaProvider({
      apiUrl: wikipedia,
      budget: envCount(env, 'WRITECHECK_WIKIPEDIA_BUDGET', 4, { min: 0 }),
      hitsPerQuery: envCount(env, 'WRITECHECK_WIKIPEDIA_HITS', 3, { max: 20 }),
      http,
      log,
    }));
  }
  const searxng = envAddress(env, 'WRITECHECK_SEARXNG_URL');
  if (searxng) {
    providers.push(new SearxngProvider({
      baseUrl: searxng,
      budget: envCount(env, 'WRITECHECK_SEARXNG_BUDGET', 8, { min: 0 }),
      hitsPerQuery: envCount(env, 'WRITECHECK_SEARXNG_HITS', 5, { max: 50 }),
      http,
      log,
    }));
  }
  const braveKey = envText(env, 'BRAVE_SEARCH_API_KEY');
  if (braveKey) {
    providers.push(new BraveProvider({
      apiKey: braveKey,
      baseUrl: envAddress(env, 'BRAVE_SEARCH_URL') ?? 'https://api.search.brave.com',
      budget: envCount(env, 'BRAVE_SEARCH_BUDGET', 5, { min: 0 }),
      hitsPerQuery: envCount(env, 'BRAVE_SEARCH_HITS', 5, { max: 20 }),
      minIntervalMs: envCount(env, 'BRAVE_SEARCH_INTERVAL_MS', 1_000, { min: 0 }),
      http,
      log,
    }));
  }

  let allow;
  try {
    allow = parseAllowList(env.WRITECHECK_FETCH_ALLOW);
  } catch (error) {
    throw new Error(`WRITECHECK_FETCH_ALLOW: ${(error as Error).message}`);
  }
  const fetcher = createPageFetcher({
    allow,
    connectTimeoutMs: envCount(env, 'WRITECHECK_FETCH_CONNECT_TIMEOUT_MS', fetchDefaults.connectTimeoutMs),
    timeoutMs: envCount(env, 'WRITECHECK_FETCH_TIMEOUT_MS', fetchDefaults.timeoutMs),
    maxBytes: envCount(env, 'WRITECHECK_FETCH_MAX_BYTES', fetchDefaults.maxBytes),
    maxRedirects: envCount(env, 'WRITECHECK_FETCH_MAX_REDIRECTS', fetchDefaults.maxRedirects, { min: 0, max: 20 }),
    cacheEntries: envCount(env, 'WRITECHECK_FETCH_CACHE_ENTRIES', fetchDefaults.cacheEntries, { min: 0 }),
    ...(deps.readPdf ? { readPdf: deps.readPdf } : {}),
  });
  return {
    providers,
    fetcher,
    close: async () => {
      await Promise.all([fetcher.close(), http.close()]);
    },
  };
}
