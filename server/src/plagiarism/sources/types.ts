/**
 * The seam between finding candidate sources and aligning them: every provider (local corpus,
 * Wikipedia, SearXNG, Brave) answers a query with hits, and the fetcher turns a hit's address
 * into clean main text. The plagiarism pass sees only these shapes.
 */

export type ProviderName = 'corpus' | 'wikipedia' | 'searxng' | 'brave';

export interface SearchContext {
  accountId: string;
  /** The document's language (ISO 639-1), for providers that search per language. */
  language: string;
  signal: AbortSignal;
}

export interface SearchHit {
  provider: ProviderName;
  url: string;
  title: string;
  snippet?: string;
  /** The page's main text when the provider already holds it (corpus, Wikipedia); no fetch needed. */
  text?: string;
  /** Page facts the provider knows. */
  meta?: PageMeta;
}

export interface PageMeta {
  canonicalUrl?: string;
  siteName?: string;
  authors?: string[];
  published?: string;
  doi?: string;
}

export interface SourceProvider {
  readonly name: ProviderName;
  /** Queries this provider may answer per check (`live.searchesUsed` counts the ones asked). */
  readonly budget: number;
  search(query: string, ctx: SearchContext): Promise<SearchHit[]>;
}

export interface FetchedPage {
  /** The address asked for and the one the content came from after redirects. */
  url: string;
  finalUrl: string;
  canonicalUrl: string;
  domain: string;
  title: string;
  /** The main text (readability for HTML, pdfjs for PDF, as is for text/plain). */
  text: string;
  contentType: string;
  meta: PageMeta;
}

/** Why a page was not read; never thrown at the pass, always returned. */
export interface FetchRefusal {
  url: string;
  reason: 'blocked_address' | 'robots' | 'too_large' | 'timeout' | 'bad_status' | 'bad_type' | 'too_many_redirects' | 'network';
  message: string;
  /** The HTTP status, for `bad_status`. */
  status?: number;
}

export interface PageFetcher {
  fetch(url: string, signal: AbortSignal): Promise<FetchedPage | FetchRefusal>;
}

export const isRefusal = (r: FetchedPage | FetchRefusal): r is FetchRefusal => 'reason' in r;
