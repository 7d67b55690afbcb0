import { z } from 'zod';
import type { SearchContext, SearchHit, SourceProvider } from '../sources/types.js';
import { plainSnippet, webAddress } from './plainSnippet.js';
import type { ProviderHttp, ProviderLog } from './providerHttp.js';

export interface SearxngOptions {
  /** The instance's base address; its JSON output format must be enabled. */
  baseUrl: string;
  budget: number;
  hitsPerQuery?: number;
  http: ProviderHttp;
  log: ProviderLog;
}

const answer = z.object({ results: z.array(z.unknown()) }).loose();
const result = z.object({ url: z.string(), title: z.string().optional(), content: z.string().optional() }).loose();

/** A SearXNG instance's JSON search API as a source of candidate pages (fetched afterwards). */
export class SearxngProvider implements SourceProvider {
  readonly name = 'searxng' as const;
  readonly budget: number;

  constructor(private readonly options: SearxngOptions) {
    this.budget = options.budget;
  }

  async search(query: string, ctx: SearchContext): Promise<SearchHit[]> {
    const q = query.replace(/\s+/g, ' ').trim();
    if (q === '') return [];
    const url = new URL('search', this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    url.searchParams.set('q', q);
    url.searchParams.set('format', 'json');
    url.searchParams.set('safesearch', '0');
    if (/^[a-z]{2,3}$/.test(ctx.language)) url.searchParams.set('language', ctx.language);
    const raw = await this.options.http.getJson('searxng', url, {}, ctx.signal);
    if (raw === undefined) return [];
    const parsed = answer.safeParse(raw);
    if (!parsed.success) {
      this.options.log.warn({ provider: 'searxng', issues: parsed.error.issues.slice(0, 3) }, 'searxng answer has no results list; ignored');
      return [];
    }
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    for (const item of parsed.data.results) {
      const r = result.safeParse(item);
      const address = r.success ? webAddress(r.data.url) : null;
      if (!r.success || !address || seen.has(address)) continue;
      seen.add(address);
      const snippet = plainSnippet(r.data.content ?? '');
      hits.push({ provider: 'searxng', url: address, title: plainSnippet(r.data.title ?? '') || address, ...(snippet ? { snippet } : {}) });
      if (hits.length >= (this.options.hitsPerQuery ?? 5)) break;
    }
    return hits;
  }
}
