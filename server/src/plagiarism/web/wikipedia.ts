import { z } from 'zod';
import { TtlCache } from '../fetch/ttlCache.js';
import type { SearchContext, SearchHit, SourceProvider } from '../sources/types.js';
import { plainSnippet, webAddress } from './plainSnippet.js';
import type { ProviderHttp, ProviderLog } from './providerHttp.js';

export interface WikipediaOptions {
  /** api.php address; `{lang}` in it is replaced by the document's language (https://{lang}.wikipedia.org/w/api.php). */
  apiUrl: string;
  budget: number;
  /** Articles read per query. */
  hitsPerQuery?: number;
  siteName?: string;
  http: ProviderHttp;
  log: ProviderLog;
}

const searchAnswer = z.object({
  query: z.object({
    search: z.array(z.object({ title: z.string().min(1), pageid: z.number().int(), snippet: z.string().optional() }).loose()),
  }).loose(),
}).loose();

const extractAnswer = z.object({
  query: z.object({
    pages: z.array(z.object({
      pageid: z.number().int().optional(),
      title: z.string(),
      extract: z.string().optional(),
      fullurl: z.string().optional(),
      canonicalurl: z.string().optional(),
      missing: z.unknown().optional(),
    }).loose()),
  }).loose(),
}).loose();

interface Article {
  title: string;
  text: string;
  url: string;
  canonicalUrl: string;
}

const LANGUAGE = /^[a-z]{2,3}$/;
// MediaWiki refuses search strings past 300 characters.
const MAX_QUERY = 300;

/**
 * Wikipedia (or any MediaWiki) as a source: a full-text search through the Action API, then
 * each found article's plain text through TextExtracts, so the pass needs no page fetch.
 * Articles are cached, since one document's queries keep finding the same few.
 */
export class WikipediaProvider implements SourceProvider {
  readonly name = 'wikipedia' as const;
  readonly budget: number;
  private readonly articles = new TtlCache<Article | null>(500, 60 * 60 * 1000);

  constructor(private readonly options: WikipediaOptions) {
    this.budget = options.budget;
  }

  private api(language: string, params: Record<string, string>): URL {
    const lang = LANGUAGE.test(language) ? language : 'en';
    const url = new URL(this.options.apiUrl.replace('{lang}', lang));
    for (const [key, value] of Object.entries({ action: 'query', format: 'json', formatversion: '2', ...params })) url.searchParams.set(key, value);
    return url;
  }

  private invalid(what: string, error: z.ZodError): void {
    this.options.log.warn({ provider: 'wikipedia', issues: error.issues.slice(0, 3) }, `wikipedia ${what} answer has an unexpected shape; ignored`);
  }

  private async article(pageid: number, ctx: SearchContext): Promise<Article | null> {
    const key = `${ctx.language}:${pageid}`;
    const cached = this.articles.get(key);
    if (cached !== undefined) return cached;
    const url = this.api(ctx.language, { prop: 'extracts|info', explaintext: '1', exsectionformat: 'plain', inprop: 'url', redirects: '1', pageids: String(pageid) });
    const raw = await this.options.http.getJson('wikipedia', url, {}, ctx.signal);
    if (raw === undefined) return null;
    const parsed = extractAnswer.safeParse(raw);
    if (!parsed.success) {
      this.invalid('extract', parsed.error);
      return null;
    }
    const page = parsed.data.query.pages[0];
    const text = page?.extract?.trim();
    const address = webAddress(page?.fullurl ?? '') ?? (page ? new URL(`/wiki/${encodeURIComponent(page.title.replace(/ /g, '_'))}`, url).toString() : null);
    const article = page && page.missing === undefined && text && address
      ? { title: page.title, text, url: address, canonicalUrl: webAddress(page.canonicalurl ?? '') ?? address }
      : null;
    this.articles.set(key, article);
    return article;
  }

  async search(query: string, ctx: SearchContext): Promise<SearchHit[]> {
    const q = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
    if (q === '') return [];
    const limit = this.options.hitsPerQuery ?? 3;
    const raw = await this.options.http.getJson('wikipedia', this.api(ctx.language, { list: 'search', srsearch: q, srlimit: String(limit), srprop: 'snippet' }), {}, ctx.signal);
    if (raw === undefined) return [];
    const parsed = searchAnswer.safeParse(raw);
    if (!parsed.success) {
      this.invalid('search', parsed.error);
      return [];
    }
    const found = parsed.data.query.search.slice(0, limit);
    const articles = await Promise.all(found.map((f) => this.article(f.pageid, ctx)));
    const hits: SearchHit[] = [];
    found.forEach((f, i) => {
      const article = articles[i];
      if (!article) return;
      hits.push({
        provider: 'wikipedia',
        url: article.url,
        title: article.title,
        ...(f.snippet ? { snippet: plainSnippet(f.snippet) } : {}),
        text: article.text,
        meta: { canonicalUrl: article.canonicalUrl, siteName: this.options.siteName ?? 'Wikipedia' },
      });
    });
    return hits;
  }
}
