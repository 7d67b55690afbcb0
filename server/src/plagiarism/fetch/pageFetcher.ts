import { Agent } from 'undici';
import type { FetchedPage, FetchRefusal, PageFetcher } from '../sources/types.js';
import { BlockedAddressError, createAddressGuard, guardedLookup, parseAllowList, type AllowList, type Resolver } from './addressGuard.js';
import { getOnce, refusalFor, type Refusal } from './httpGet.js';
import { PageTooComplex, pageContent, pageKind, type PdfReader } from './pageText.js';
import { allowAll, disallowAll, parseRobotsTxt, type RobotsRules } from './robotsTxt.js';
import { isSameSite } from './sameSite.js';
import { TtlCache } from './ttlCache.js';

export interface PageFetcherOptions {
  /** Private addresses the operator lets through (WRITECHECK_FETCH_ALLOW). */
  allow?: AllowList;
  connectTimeoutMs?: number;
  /** For the whole fetch: every redirect hop, robots.txt and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** The product token robots.txt groups are matched against. */
  robotsAgent?: string;
  respectRobots?: boolean;
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** DNS resolution, replaceable so tests can make a name resolve anywhere. */
  resolver?: Resolver;
  /** Where PDFs are read; in this thread by default, `pdfReaderOnHost` moves it to a capped worker. */
  readPdf?: PdfReader;
}

export interface ClosablePageFetcher extends PageFetcher {
  close(): Promise<void>;
}

export const fetchDefaults = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; writecheck/0.1; plagiarism source check)',
  robotsAgent: 'writecheck',
  respectRobots: true,
  cacheEntries: 500,
  cacheTtlMs: 60 * 60 * 1000,
};

const ROBOTS_MAX_BYTES = 500 * 1024;

const whenAborted = (signal: AbortSignal): Promise<null> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });

/**
 * Fetches candidate source pages safely: every hop's host is resolved and checked against the
 * address guard (and connected to at the checked address), robots.txt is honoured, sizes,
 * types and time are capped, and pages are cached. Never throws: a page it will not or cannot
 * read comes back as a FetchRefusal.
 */
export function createPageFetcher(options: PageFetcherOptions = {}): ClosablePageFetcher {
  const o = { ...fetchDefaults, ...options };
  const guard = createAddressGuard(options.allow ?? parseAllowList(undefined), options.resolver);
  const dispatcher = new Agent({
    connect: { timeout: o.connectTimeoutMs, lookup: guardedLookup(guard) },
    // A few connections per site at most, however many of its pages one check finds.
    connections: 4,
    headersTimeout: o.timeoutMs,
    bodyTimeout: o.timeoutMs,
  });
  const pages = new TtlCache<FetchedPage>(o.cacheEntries, o.cacheTtlMs);
  // One robots.txt request per origin, shared by concurrent fetches.
  const robots = new TtlCache<Promise<RobotsRules>>(1_000, o.cacheTtlMs);

  const checkHost = async (url: URL): Promise<Refusal | null> => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { reason: 'blocked_address', message: `Only http and https addresses are fetched, not ${url.protocol}.` };
    }
    if (url.username || url.password) return { reason: 'blocked_address', message: 'Addresses with credentials are not fetched.' };
    try {
      await guard.resolve(url.hostname);
      return null;
    } catch (error) {
      if (error instanceof BlockedAddressError) return { reason: 'blocked_address', message: error.message };
      return refusalFor(error, false);
    }
  };

  // RFC 9309: a missing robots.txt (4xx) allows everything, an unreachable one (5xx, network,
  // and 429, a site asking us to slow down) nothing, and of a long one the first 500 KiB count.
  const loadRobots = async (origin: string): Promise<RobotsRules> => {
    const signal = AbortSignal.timeout(Math.min(o.timeoutMs, 10_000));
    let url = new URL('/robots.txt', origin);
    for (let hop = 0; hop <= 5; hop++) {
      if (await checkHost(url)) return disallowAll;
      const result = await getOnce(url, {
        dispatcher, userAgent: o.userAgent, maxBytes: ROBOTS_MAX_BYTES, signal, timedOut: () => signal.aborted, acceptType: () => true, truncate: true,
      });
      if (result.kind === 'redirect') {
        url = new URL(result.location, url);
        continue;
      }
      if (result.kind === 'body') return parseRobotsTxt(new TextDecoder().decode(result.bytes), o.robotsAgent);
      const { status } = result.refusal;
      return status !== undefined && status >= 400 && status < 500 && status !== 429 ? allowAll : disallowAll;
    }
    return disallowAll;
  };

  const robotsFor = (origin: string): Promise<RobotsRules> => {
    let rules = robots.get(origin);
    if (!rules) {
      rules = loadRobots(origin).catch(() => disallowAll);
      robots.set(origin, rules);
    }
    return rules;
  };

  async function fetchPage(asked: string, url: URL, signal: AbortSignal): Promise<FetchedPage | FetchRefusal> {
    const total = AbortSignal.timeout(o.timeoutMs);
    const both = AbortSignal.any([signal, total]);
    const refuse = (refusal: Refusal): FetchRefusal => ({ url: asked, ...refusal });
    let current = url;
    for (let hop = 0; ; hop++) {
      const blocked = await checkHost(current);
      if (blocked) return refuse(blocked);
      if (o.respectRobots) {
        // robots.txt is shared with other fetches and has its own time limit; this fetch stops waiting when it must.
        const rules = await Promise.race([robotsFor(current.origin), whenAborted(both)]);
        if (!rules) return refuse(refusalFor(both.reason, total.aborted));
        if (!rules.isAllowed(current.pathname + current.search)) {
          return refuse({ reason: 'robots', message: `${current.origin}/robots.txt disallows ${current.pathname}.` });
        }
      }
      if (both.aborted) return refuse(refusalFor(both.reason, total.aborted));
      const result = await getOnce(current, {
        dispatcher, userAgent: o.userAgent, maxBytes: o.maxBytes, signal: both, timedOut: () => total.aborted,
        acceptType: (type) => type === '' || pageKind(type) !== null,
      });
      if (result.kind === 'refused') return refuse(result.refusal);
      if (result.kind === 'redirect') {
        if (hop >= o.maxRedirects) return refuse({ reason: 'too_many_redirects', message: `More than ${o.maxRedirects} redirects.` });
        try {
          current = new URL(result.location, current);
        } catch {
          return refuse({ reason: 'bad_status', message: `The redirect to "${result.location}" is not an address.` });
        }
        current.hash = '';
        continue;
      }
      // A page that names no type is read only if its bytes say PDF or HTML.
      const sniffed = new TextDecoder('latin1').decode(result.bytes.subarray(0, 512)).trimStart().toLowerCase();
      const kind = pageKind(result.contentType) ?? (sniffed.startsWith('%pdf-') ? 'pdf' : /^<(!doctype html|html)/.test(sniffed) ? 'html' : null);
      if (!kind) return refuse({ reason: 'bad_type', message: 'The page names no content type and does not look like HTML or PDF.' });
      let content;
      try {
        content = await pageContent(kind, result.bytes, result.contentType, current.toString(), options.readPdf);
      } catch (error) {
        const reason = error instanceof PageTooComplex ? 'too_large' : 'bad_type';
        return refuse({ reason, message: `The ${kind.toUpperCase()} could not be read: ${(error as Error).message}` });
      }
      const finalUrl = current.toString();
      const claimed = content.meta.canonicalUrl;
      const canonicalUrl = claimed && isSameSite(new URL(claimed), current) ? claimed : finalUrl;
      const { title, ...meta } = content.meta;
      return {
        url: asked,
        finalUrl,
        canonicalUrl,
        domain: new URL(canonicalUrl).hostname.replace(/^www\./, ''),
        title: content.title,
        text: content.text,
        contentType: kind === 'html' ? 'text/html' : kind === 'pdf' ? 'application/pdf' : 'text/plain',
        meta: { ...meta, canonicalUrl },
      };
    }
  }

  return {
    async fetch(address, signal) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return { url: address, reason: 'blocked_address', message: `"${address}" is not an address.` };
      }
      url.hash = '';
      const key = url.toString();
      const cached = pages.get(key);
      if (cached) return { ...cached, url: address };
      try {
        const page = await fetchPage(address, url, signal);
        if (!('reason' in page)) {
          pages.set(key, page);
          pages.set(page.finalUrl, page);
        }
        return page;
      } catch (error) {
        return { url: address, ...refusalFor(error, false) };
      }
    },
    close: () => dispatcher.close(),
  };
}
