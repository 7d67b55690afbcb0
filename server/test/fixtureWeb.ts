import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixturePage } from './fixtures/web/fixturePage.js';
import { mediawikiAnswer, type WikiPage } from './fixtures/web/mediawiki.js';
import { escapeHtml, pageHtml } from './fixtures/web/pageHtml.js';
import { pdfBytes } from './fixtures/web/pdfBytes.js';
import { searchPages, snippet } from './fixtures/web/wordSearch.js';

export type { FixturePage } from './fixtures/web/fixturePage.js';

/**
 * A small web on 127.0.0.1 for tests: news-style HTML pages, robots.txt, a MediaWiki API, a
 * SearXNG JSON API, a Brave-like search API, an OpenAI-compatible chat endpoint that rewrites
 * deterministically, and the awkward cases a fetcher meets (redirect chains, oversized, slow,
 * PDF, wrong content types, error statuses).
 *
 * Fixed paths: /robots.txt, /w/api.php and /{lang}/w/api.php, /search, /res/v1/web/search,
 * /v1/chat/completions, /redirect/{n}?to=ADDRESS (n hops, then to ADDRESS), /loop,
 * /big?bytes=N[&chunked=1], /slow?ms=N (headers late), /slow-body?ms=N (body trickles),
 * /data.json, /image.png, /status/{code}. Everything else is a page by its path, or 404.
 */
export interface FixtureWebOptions {
  pages?: FixturePage[];
  /** robots.txt body; by default /private/ is disallowed for every agent. */
  robots?: string;
  /** The X-Subscription-Token the Brave-like API wants. */
  braveKey?: string;
  /** When set, the chat endpoint wants `Authorization: Bearer <rewriteKey>`. */
  rewriteKey?: string;
  /** How the chat endpoint rewrites a passage; `fixtureRewrite` by default. */
  rewrite?: (passage: string) => string;
}

export type FixtureHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export interface FixtureRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FixtureWeb {
  /** Origin, e.g. http://127.0.0.1:43121 (no trailing slash). */
  url: string;
  host: string;
  port: number;
  /** Every request the server saw, in order. */
  requests: FixtureRequest[];
  addPage(page: FixturePage): void;
  /** Answers a path (exact pathname) with a test's own handler, ahead of the built-in routes. */
  route(path: string, handler: FixtureHandler): void;
  close(): Promise<void>;
}

export const FIXTURE_BRAVE_KEY = 'fixture-brave-key';
const DEFAULT_ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: BadBot\nDisallow: /\n';

const SWAPS: Record<string, string> = {
  the: 'this', a: 'one', is: 'remains', are: 'remain', was: 'had been', were: 'had been', and: 'as well as',
  but: 'yet', many: 'numerous', large: 'sizeable', small: 'modest', important: 'significant', because: 'since',
  shows: 'demonstrates', show: 'demonstrate', use: 'employ', used: 'employed', very: 'highly', often: 'frequently',
  first: 'initial', new: 'novel', about: 'roughly', also: 'additionally', between: 'among',
};

/** The default rewrite: sentences in reverse order, common words swapped, a lead-in added. */
export function fixtureRewrite(passage: string): string {
  const sentences = passage.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [passage];
  const swapped = sentences.reverse().map((s) => s.replace(/\p{L}+/gu, (w) => {
    const to = SWAPS[w.toLowerCase()];
    if (!to) return w;
    return w[0] === w[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
  }));
  return `Put differently: ${swapped.join(' ')}`;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength), ...extra });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function lastUserText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { messages?: unknown }).messages)) return null;
  const messages = (body as { messages: { role?: unknown; content?: unknown }[] }).messages;
  const user = [...messages].reverse().find((m) => m && m.role === 'user');
  if (!user) return null;
  if (typeof user.content === 'string') return user.content;
  if (Array.isArray(user.content)) return user.content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('');
  return null;
}

export async function startFixtureWeb(options: FixtureWebOptions = {}): Promise<FixtureWeb> {
  const pages = new Map<string, FixturePage>();
  for (const page of options.pages ?? []) pages.set(page.path, page);
  const routes = new Map<string, FixtureHandler>();
  const requests: FixtureRequest[] = [];
  const braveKey = options.braveKey ?? FIXTURE_BRAVE_KEY;
  const rewrite = options.rewrite ?? fixtureRewrite;
  let base = '';

  // Page ids follow the order pages were added, the same under every language's API.
  const wikiPages = (lang: string | null): WikiPage[] =>
    [...pages.values()]
      .map((page, i) => ({ pageid: 1000 + i, page }))
      .filter(({ page }) => page.wiki && (lang === null || (page.language ?? 'en') === lang));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const body = req.method === 'POST' ? await readBody(req) : '';
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body });
    const path = url.pathname;
    const custom = routes.get(path);
    if (custom) return custom(req, res, url);

    if (path === '/robots.txt') return send(res, 200, 'text/plain; charset=utf-8', options.robots ?? DEFAULT_ROBOTS);

    const wiki = /^(?:\/([a-z]{2,3}))?\/w\/api\.php$/.exec(path);
    if (wiki) {
      const answer = mediawikiAnswer(url.searchParams, wikiPages(wiki[1] ?? null), base);
      return json(res, answer.status, answer.body);
    }

    if (path === '/search') {
      if (url.searchParams.get('format') !== 'json') return send(res, 403, 'text/html', '<h1>403 Forbidden</h1>');
      const q = url.searchParams.get('q') ?? '';
      const found = searchPages([...pages.values()], q, 10);
      return json(res, 200, {
        query: q,
        number_of_results: found.length,
        results: found.map((m, i) => ({
          url: new URL(m.page.path, base).toString(),
          title: m.page.title,
          content: snippet(m.best, q, '', '', (s) => s),
          engine: 'fixture',
          engines: ['fixture'],
          positions: [i + 1],
          score: m.score,
          category: 'general',
        })),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      });
    }

    if (path === '/res/v1/web/search') {
      if (req.headers['x-subscription-token'] !== braveKey) {
        return json(res, 422, { type: 'ErrorResponse', error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 422, detail: 'The provided subscription token is invalid.' } });
      }
      const q = url.searchParams.get('q') ?? '';
      const count = Math.min(Number(url.searchParams.get('count') ?? 20) || 20, 20);
      const found = searchPages([...pages.values()], q, count);
      return json(res, 200, {
        type: 'search',
        query: { original: q },
        web: {
          type: 'search',
          results: found.map((m) => ({
            type: 'search_result',
            title: m.page.title,
            url: new URL(m.page.path, base).toString(),
            description: snippet(m.best, q, '<strong>', '</strong>', escapeHtml),
            ...(m.page.published ? { page_age: m.page.published } : {}),
            profile: { name: m.page.siteName ?? 'Fixture' },
            meta_url: { hostname: new URL(base).host },
            language: m.page.language ?? 'en',
          })),
        },
      });
    }

    if (path === '/v1/chat/completions' && req.method === 'POST') {
      if (options.rewriteKey && req.headers.authorization !== `Bearer ${options.rewriteKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return json(res, 400, { error: { message: 'The body is not JSON.', type: 'invalid_request_error' } });
      }
      const passage = lastUserText(parsed);
      if (passage === null) return json(res, 400, { error: { message: 'No user message.', type: 'invalid_request_error' } });
      const model = (parsed as { model?: unknown }).model;
      return json(res, 200, {
        id: `chatcmpl-fixture-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: typeof model === 'string' ? model : 'fixture',
        choices: [{ index: 0, message: { role: 'assistant', content: rewrite(passage) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: body.length, completion_tokens: passage.length, total_tokens: body.length + passage.length },
      });
    }

    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      const to = url.searchParams.get('to') ?? '/';
      const location = left > 0 ? `/redirect/${left - 1}?to=${encodeURIComponent(to)}` : to;
      res.writeHead(302, { location });
      return void res.end();
    }
    if (path === '/loop') {
      res.writeHead(301, { location: '/loop' });
      return void res.end();
    }

    if (path === '/big') {
      const total = Number(url.searchParams.get('bytes') ?? 2_000_000);
      const chunked = url.searchParams.get('chunked') === '1';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(chunked ? {} : { 'content-length': String(total) }) });
      const chunk = Buffer.alloc(64 * 1024, 'lorem ipsum ');
      let sent = 0;
      while (sent < total && !res.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!res.write(piece)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done).off('close', done);
              resolve();
            };
            res.on('drain', done).on('close', done);
          });
        }
      }
      return void res.end();
    }

    if (path === '/slow' || path === '/slow-body') {
      const ms = Number(url.searchParams.get('ms') ?? 10_000);
      if (path === '/slow') {
        await sleep(ms);
        if (!res.destroyed) send(res, 200, 'text/html; charset=utf-8', '<html><head><title>Slow</title></head><body><p>Late.</p></body></html>');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      for (let waited = 0; waited < ms && !res.destroyed; waited += 100) {
        res.write('<p>drip</p>');
        await sleep(100);
      }
      return void res.end();
    }

    if (path === '/data.json') return json(res, 200, { hello: 'world' });
    if (path === '/image.png') return send(res, 200, 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status) return send(res, Number(status[1]), 'text/html; charset=utf-8', `<h1>${status[1]}</h1>`);

    const page = pages.get(path);
    if (!page) return send(res, 404, 'text/html; charset=utf-8', '<h1>Not found</h1>');
    switch (page.format ?? 'html') {
      case 'pdf':
        return send(res, 200, 'application/pdf', pdfBytes(page.title, page.text, page.authors?.join('; ')));
      case 'text':
        return send(res, 200, 'text/plain; charset=utf-8', `${page.title}\n\n${page.text}`);
      default:
        return send(res, 200, 'text/html; charset=utf-8', pageHtml(page, base));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    host: '127.0.0.1',
    port,
    requests,
    addPage: (page) => void pages.set(page.path, page),
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
