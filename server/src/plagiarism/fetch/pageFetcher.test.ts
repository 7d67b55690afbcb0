import { createNodeWorkerHost } from '@writecheck/workers/host/nodeHost';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWeb, type FixtureWeb } from '../../../test/fixtureWeb.js';
import { isRefusal, type FetchedPage, type FetchRefusal } from '../sources/types.js';
import { parseAllowList } from './addressGuard.js';
import { createPageFetcher, type ClosablePageFetcher, type PageFetcherOptions } from './pageFetcher.js';
import { pdfReaderOnHost } from './pdfOnHost.js';

const ARTICLE = `Glaciers in the Alps have lost more than half of their volume since 1931, according to a survey that combined old aerial photographs with modern elevation models.

The researchers reconstructed the surface of some 86 glaciers from twenty thousand photographs taken by survey flights in the 1930s and compared them with measurements made in 2016.

They found that the loss accelerated sharply after the 1980s, and that even the periods in which some glaciers advanced did not make up for the overall retreat of the ice.`;

let web: FixtureWeb;
const fetchers: ClosablePageFetcher[] = [];
const never = new AbortController().signal;

function fetcher(options: PageFetcherOptions = {}): ClosablePageFetcher {
  const f = createPageFetcher({ allow: parseAllowList('127.0.0.1'), ...options });
  fetchers.push(f);
  return f;
}

function page(result: FetchedPage | FetchRefusal): FetchedPage {
  if (isRefusal(result)) throw new Error(`refused: ${result.reason}: ${result.message}`);
  return result;
}

function refusal(result: FetchedPage | FetchRefusal): FetchRefusal {
  if (!isRefusal(result)) throw new Error(`fetched ${result.finalUrl}`);
  return result;
}

beforeAll(async () => {
  web = await startFixtureWeb({
    pages: [
      {
        path: '/news/glaciers',
        title: 'Alpine glaciers have halved since the 1930s',
        text: ARTICLE,
        canonical: '/articles/glaciers-halved',
        authors: ['Erika Muster', 'John Smith'],
        published: '2023-08-22',
        siteName: 'Fixture Science News',
        doi: 'doi:10.5194/tc-17-1234-2023',
      },
      { path: '/news/ld', title: 'A JSON-LD page', text: ARTICLE, authors: ['Ana Lima'], published: '2022-01-05', siteName: 'LD Daily', jsonLd: true },
      { path: '/papers/ice.pdf', title: 'Ice cores and climate', text: ARTICLE, format: 'pdf', authors: ['Erika Muster', 'Bo Chen'] },
      { path: '/notes.txt', title: 'Plain notes', text: ARTICLE, format: 'text' },
      { path: '/private/secret', title: 'Secret', text: ARTICLE },
    ],
  });
  const html = (status: number, type: string, body: string | Buffer) => (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const para = '<p>The glaciers of the Alps have lost half their volume since 1931, a survey of photographs shows.</p>';
  web.route('/hostile/nested', html(200, 'text/html', `<html><body>${'<div>'.repeat(5_000)}${para}${'</div>'.repeat(5_000)}</body></html>`));
  web.route('/hostile/deep', html(200, 'text/html', `<html><body>${'<div>'.repeat(400)}${para}${'</div>'.repeat(400)}</body></html>`));
  web.route('/hostile/many', html(200, 'text/html', `<html><body>${'<b>x</b>'.repeat(200_000)}</body></html>`));
  web.route('/hostile/broken', html(200, 'text/html', '<html><head><script type="application/ld+json">{not json</script><meta name="author"></head><body><p>Short & <b>unclosed <i>text</body>'));
  web.route('/latin1', html(200, 'text/html; charset=windows-1252', Buffer.from('<html><head><title>Caf\xe9</title></head><body><p>Cr\xe8me br\xfbl\xe9e</p></body></html>', 'latin1')));
  web.route('/claims-elsewhere', html(200, 'text/html', `<html><head><title>Copy</title><link rel="canonical" href="https://en.wikipedia.org/wiki/Glacier"></head><body><article>${para.repeat(5)}</article></body></html>`));
  web.route('/fake.pdf', html(200, 'application/pdf', '%PDF-1.4 this is not really a PDF'));
});

afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  await web.close();
});

describe('page fetcher', () => {
  it('reads an article without the page chrome, with its meta and canonical address', async () => {
    const result = page(await fetcher().fetch(`${web.url}/news/glaciers`, never));
    expect(result.text).toContain('lost more than half of their volume since 1931');
    expect(result.text).toContain('did not make up for the overall retreat of the ice.');
    for (const chrome of ['Subscribe today', 'cookies', 'Most read', 'All rights reserved', 'Privacy policy']) {
      expect(result.text).not.toContain(chrome);
    }
    expect(result.text.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(result.title).toBe('Alpine glaciers have halved since the 1930s');
    expect(result.finalUrl).toBe(`${web.url}/news/glaciers`);
    expect(result.canonicalUrl).toBe(`${web.url}/articles/glaciers-halved`);
    expect(result.domain).toBe('127.0.0.1');
    expect(result.contentType).toBe('text/html');
    expect(result.meta).toEqual({
      canonicalUrl: `${web.url}/articles/glaciers-halved`,
      siteName: 'Fixture Science News',
      authors: ['Erika Muster', 'John Smith'],
      published: '2023-08-22',
      doi: '10.5194/tc-17-1234-2023',
    });
  });

  it('reads meta from JSON-LD', async () => {
    const result = page(await fetcher().fetch(`${web.url}/news/ld`, never));
    expect(result.meta.authors).toEqual(['Ana Lima']);
    expect(result.meta.published).toBe('2022-01-05');
    expect(result.meta.siteName).toBe('LD Daily');
  });

  it('reads PDF and plain text pages', async () => {
    const f = fetcher();
    const pdf = page(await f.fetch(`${web.url}/papers/ice.pdf`, never));
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('lost more than half of their volume since 1931');
    expect(pdf.title).toBe('Ice cores and climate');
    expect(pdf.meta.authors).toEqual(['Erika Muster', 'Bo Chen']);
    const text = page(await f.fetch(`${web.url}/notes.txt`, never));
    expect(text.contentType).toBe('text/plain');
    expect(text.text).toContain('twenty thousand photographs');
  });

  it('follows redirects up to the limit, each hop checked', async () => {
    const f = fetcher({ maxRedirects: 3 });
    const followed = page(await f.fetch(`${web.url}/redirect/2?to=/news/glaciers`, never));
    expect(followed.url).toBe(`${web.url}/redirect/2?to=/news/glaciers`);
    expect(followed.finalUrl).toBe(`${web.url}/news/glaciers`);
    expect(refusal(await f.fetch(`${web.url}/redirect/3?to=/news/glaciers`, never)).reason).toBe('too_many_redirects');
    expect(refusal(await f.fetch(`${web.url}/loop`, never)).reason).toBe('too_many_redirects');
  });

  it('refuses a redirect to a private address', async () => {
    const f = fetcher();
    for (const to of ['http://10.0.0.7/admin', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      const r = refusal(await f.fetch(`${web.url}/redirect/1?to=${encodeURIComponent(to)}`, never));
      expect(r.reason).toBe('blocked_address');
    }
  });

  it('honours robots.txt and reads it once per origin', async () => {
    const f = fetcher();
    const before = web.requests.filter((r) => r.path === '/robots.txt').length;
    expect(refusal(await f.fetch(`${web.url}/private/secret`, never)).reason).toBe('robots');
    await Promise.all([f.fetch(`${web.url}/news/ld?a=1`, never), f.fetch(`${web.url}/notes.txt?b=2`, never)]);
    expect(web.requests.filter((r) => r.path === '/robots.txt').length - before).toBe(1);
    expect(web.requests.some((r) => r.path === '/private/secret')).toBe(false);
    expect(page(await fetcher({ respectRobots: false }).fetch(`${web.url}/private/secret`, never)).title).toBe('Secret');
  });

  it('caps the size, declared or streamed', async () => {
    const f = fetcher({ maxBytes: 100_000 });
    expect(refusal(await f.fetch(`${web.url}/big?bytes=300000`, never)).reason).toBe('too_large');
    expect(refusal(await f.fetch(`${web.url}/big?bytes=3000000&chunked=1`, never)).reason).toBe('too_large');
  });

  it('gives up on slow pages', async () => {
    const f = fetcher({ timeoutMs: 400 });
    const started = Date.now();
    expect(refusal(await f.fetch(`${web.url}/slow?ms=5000`, never)).reason).toBe('timeout');
    expect(refusal(await f.fetch(`${web.url}/slow-body?ms=5000`, never)).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses other content types and error statuses', async () => {
    const f = fetcher();
    expect(refusal(await f.fetch(`${web.url}/data.json`, never)).reason).toBe('bad_type');
    expect(refusal(await f.fetch(`${web.url}/image.png`, never)).reason).toBe('bad_type');
    const missing = refusal(await f.fetch(`${web.url}/nowhere`, never));
    expect(missing).toMatchObject({ reason: 'bad_status', status: 404 });
  });

  it('refuses loopback, private and link-local addresses without an allow-list', async () => {
    const f = createPageFetcher();
    fetchers.push(f);
    const port = web.port;
    const seen = web.requests.length;
    const addresses = [
      `${web.url}/news/glaciers`,
      `http://127.1:${port}/news/glaciers`,
      `http://0x7f000001:${port}/news/glaciers`,
      `http://2130706433:${port}/news/glaciers`,
      `http://[::1]:${port}/news/glaciers`,
      `http://[::ffff:127.0.0.1]:${port}/news/glaciers`,
      `http://localhost:${port}/news/glaciers`,
      'http://10.1.2.3/', 'http://172.16.0.1/', 'http://192.168.1.1/', 'http://169.254.169.254/',
      'http://100.64.0.1/', 'http://0.0.0.0/', 'http://224.0.0.1/', 'http://[fe80::1]/', 'http://[fd12:3456::1]/',
      'http://[64:ff9b::7f00:1]/', 'http://[::]/',
    ];
    for (const address of addresses) {
      const r = refusal(await f.fetch(address, never));
      expect(r.reason, address).toBe('blocked_address');
    }
    for (const address of ['file:///etc/passwd', 'ftp://example.org/', 'gopher://127.0.0.1/', 'not an address', `http://user:pw@127.0.0.1:${port}/`]) {
      expect(refusal(await f.fetch(address, never)).reason, address).toBe('blocked_address');
    }
    expect(web.requests.length).toBe(seen);
  });

  it('lets through what the allow-list names: an address, a CIDR range or a host name', async () => {
    const path = '/news/glaciers';
    expect(page(await fetcher({ allow: parseAllowList('127.0.0.0/8') }).fetch(`http://127.1:${web.port}${path}`, never)).finalUrl).toBe(`${web.url}${path}`);
    const byName = fetcher({ allow: parseAllowList('localhost'), resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    // The page names its canonical address on 127.0.0.1, another site than localhost: not taken.
    expect(page(await byName.fetch(`http://localhost:${web.port}${path}`, never)).domain).toBe('localhost');
    expect(refusal(await byName.fetch(`${web.url}${path}`, never)).reason).toBe('blocked_address');
  });

  it('refuses a name that resolves to a private address, also when it changes between check and connect', async () => {
    const evil = fetcher({ allow: parseAllowList(''), resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(refusal(await evil.fetch(`http://evil.example:${web.port}/news/glaciers`, never)).reason).toBe('blocked_address');
    const mixed = fetcher({ allow: parseAllowList(''), resolver: async () => [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.1', family: 4 }] });
    expect(refusal(await mixed.fetch('http://mixed.example/', never)).reason).toBe('blocked_address');
    // Public when checked, loopback when the socket looks it up: the connect-time lookup refuses.
    let calls = 0;
    const rebinding = fetcher({
      allow: parseAllowList(''),
      respectRobots: false,
      resolver: async () => [{ address: calls++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }],
    });
    const seen = web.requests.length;
    expect(refusal(await rebinding.fetch(`http://rebind.example:${web.port}/news/glaciers`, never)).reason).toBe('blocked_address');
    expect(calls).toBe(2);
    expect(web.requests.length).toBe(seen);
  });

  it('caches pages it read', async () => {
    const f = fetcher();
    await f.fetch(`${web.url}/news/ld?cache=1`, never);
    const seen = web.requests.length;
    const again = page(await f.fetch(`${web.url}/news/ld?cache=1#part`, never));
    expect(again.text).toContain('1931');
    expect(web.requests.length).toBe(seen);
  });

  it('survives hostile HTML without stalling', async () => {
    const f = fetcher();
    const started = Date.now();
    expect(refusal(await f.fetch(`${web.url}/hostile/nested`, never)).reason).toBe('bad_type');
    expect(refusal(await f.fetch(`${web.url}/hostile/many`, never)).reason).toBe('too_large');
    expect(page(await f.fetch(`${web.url}/hostile/deep`, never)).text).toContain('lost half their volume');
    const broken = page(await f.fetch(`${web.url}/hostile/broken`, never));
    expect(broken.text).toContain('Short & unclosed text');
    expect(broken.meta).toEqual({ canonicalUrl: `${web.url}/hostile/broken` });
    expect(refusal(await f.fetch(`${web.url}/fake.pdf`, never)).reason).toBe('bad_type');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not let a page name another site as its canonical address', async () => {
    const result = page(await fetcher().fetch(`${web.url}/claims-elsewhere`, never));
    expect(result.canonicalUrl).toBe(`${web.url}/claims-elsewhere`);
    expect(result.meta.canonicalUrl).toBe(`${web.url}/claims-elsewhere`);
    expect(result.domain).toBe('127.0.0.1');
  });

  it('decodes by the declared charset', async () => {
    const result = page(await fetcher().fetch(`${web.url}/latin1`, never));
    expect(result.title).toBe('Café');
    expect(result.text).toBe('Crème brûlée');
  });

  it('reads PDFs in the worker pool when given one', async () => {
    const host = createNodeWorkerHost({ size: 1 });
    try {
      const f = fetcher({ readPdf: pdfReaderOnHost(host) });
      const pdf = page(await f.fetch(`${web.url}/papers/ice.pdf?host=1`, never));
      expect(pdf.text.replace(/\s+/g, ' ')).toContain('twenty thousand photographs taken by survey flights');
      expect(refusal(await f.fetch(`${web.url}/fake.pdf?host=1`, never)).reason).toBe('bad_type');
    } finally {
      await host.close();
    }
  });

  it('returns a refusal when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = fetcher().fetch(`${web.url}/slow?ms=3000`, controller.signal);
    setTimeout(() => controller.abort(), 100);
    expect(refusal(await pending).reason).toBe('network');
  });

  it('reads the first 500 KiB of an overlong robots.txt', async () => {
    const long = await startFixtureWeb({
      pages: [{ path: '/open', title: 'Open', text: ARTICLE }, { path: '/closed', title: 'Closed', text: ARTICLE }],
      robots: `User-agent: *\nDisallow: /closed\n${'# padding\n'.repeat(80_000)}Disallow: /open\n`,
    });
    try {
      const f = fetcher();
      expect(page(await f.fetch(`${long.url}/open`, never)).title).toBe('Open');
      expect(refusal(await f.fetch(`${long.url}/closed`, never)).reason).toBe('robots');
    } finally {
      await long.close();
    }
  });

  it('reads a site whose robots.txt is missing, and not one whose robots.txt fails', async () => {
    for (const [status, expected] of [[404, 'fetched'], [410, 'fetched'], [429, 'robots'], [503, 'robots']] as const) {
      const site = await startFixtureWeb({ pages: [{ path: '/a', title: 'A', text: ARTICLE }] });
      site.route('/robots.txt', (_req, res) => void res.writeHead(status).end());
      try {
        const result = await fetcher().fetch(`${site.url}/a`, never);
        expect(isRefusal(result) ? result.reason : 'fetched', String(status)).toBe(expected);
      } finally {
        await site.close();
      }
    }
  });

  it('stops waiting for a slow robots.txt when its time is up', async () => {
    const slowRobots = await startFixtureWeb({ pages: [{ path: '/a', title: 'A', text: ARTICLE }] });
    slowRobots.route('/robots.txt', () => {});
    try {
      const started = Date.now();
      expect(refusal(await fetcher({ timeoutMs: 300 }).fetch(`${slowRobots.url}/a`, never)).reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await slowRobots.close();
    }
  });
});
