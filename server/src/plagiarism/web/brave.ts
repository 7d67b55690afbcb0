import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { SearchContext, SearchHit, SourceProvider } from '../sources/types.js';
import { plainSnippet, webAddress } from './plainSnippet.js';
import type { ProviderHttp, ProviderLog } from './providerHttp.js';

export interface BraveOptions {
  apiKey: string;
  /** https://api.search.brave.com unless tests point it elsewhere. */
  baseUrl: string;
  budget: number;
  hitsPerQuery?: number;
  /** Least time between two requests: the free plan allows one a second. */
  minIntervalMs?: number;
  http: ProviderHttp;
  log: ProviderLog;
}

// Every web search answer says `type: "search"`; `web` is absent when nothing was found.
const answer = z.object({ type: z.literal('search'), web: z.object({ results: z.array(z.unknown()) }).loose().optional() }).loose();
const result = z.object({
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  profile: z.object({ name: z.string() }).loose().optional(),
}).loose();

// Brave refuses queries longer than 400 characters or 50 words.
function braveQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().split(' ').slice(0, 50).join(' ').slice(0, 400).trim();
}

/** The Brave Search web API as a source of candidate pages (fetched afterwards). */
export class BraveProvider implements SourceProvider {
  readonly name = 'brave' as const;
  readonly budget: number;

  /** When the next request may leave, shared by every check in the process. */
  private nextSlot = 0;

  constructor(private readonly options: BraveOptions) {
    this.budget = options.budget;
  }

  /** Waits for this request's turn; false when the check was cancelled meanwhile. */
  private async turn(signal: AbortSignal): Promise<boolean> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + (this.options.minIntervalMs ?? 0);
    if (at === now) return true;
    try {
      await sleep(at - now, undefined, { signal });
      return true;
    } catch {
      return false;
    }
  }

  async search(query: string, ctx: SearchContext): Promise<SearchHit[]> {
    const q = braveQuery(query);
    if (q === '') return [];
    const limit = Math.min(this.options.hitsPerQuery ?? 5, 20);
    const url = new URL('/res/v1/web/search', this.options.baseUrl);
    url.searchParams.set('q', q);
    url.searchParams.set('count', String(limit));
    url.searchParams.set('safesearch', 'off');
    if (!(await this.turn(ctx.signal))) return [];
    const raw = await this.options.http.getJson('brave', url, { 'x-subscription-token': this.options.apiKey }, ctx.signal);
    if (raw === undefined) return [];
    const parsed = answer.safeParse(raw);
    if (!parsed.success) {
      this.options.log.warn({ provider: 'brave', issues: parsed.error.issues.slice(0, 3) }, 'brave answer has an unexpected shape; ignored');
      return [];
    }
    const hits: SearchHit[] = [];
    for (const item of parsed.data.web?.results ?? []) {
      const r = result.safeParse(item);
      const address = r.success ? webAddress(r.data.url) : null;
      if (!r.success || !address || hits.some((h) => h.url === address)) continue;
      const snippet = plainSnippet(r.data.description ?? '');
      hits.push({
        provider: 'brave',
        url: address,
        title: plainSnippet(r.data.title ?? '') || address,
        ...(snippet ? { snippet } : {}),
        ...(r.data.profile?.name ? { meta: { siteName: r.data.profile.name } } : {}),
      });
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
