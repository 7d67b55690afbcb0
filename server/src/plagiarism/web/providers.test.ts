import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_BRAVE_KEY, startFixtureWeb, type FixtureWeb } from '../../../test/fixtureWeb.js';
import type { SearchContext, SourceProvider } from '../sources/types.js';
import { BraveProvider } from './brave.js';
import { createProviderHttp, type ProviderHttp } from './providerHttp.js';
import { SearxngProvider } from './searxng.js';
import { WikipediaProvider } from './wikipedia.js';

const GLACIER = `A glacier is a persistent body of dense ice that is constantly moving downhill under its own weight.

Glaciers form where the accumulation of snow exceeds its ablation over many years, often centuries.`;
const GLETSCHER = `Ein Gletscher ist eine Eismasse, die sich unter ihrem eigenen Gewicht langsam talwärts bewegt.`;
const NEWS = `The retreat of glaciers in the Alps accelerated after the 1980s, a survey of aerial photographs shows.`;

let web: FixtureWeb;
let junk: FixtureWeb;
/** What the junk server answers next on every API path: status and raw body, or a hang. */
let junkAnswer: { status: number; body: string } | 'hang' = { status: 200, body: '{}' };
const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };
let http: ProviderHttp;
const ctx = (language = 'en'): SearchContext => ({ accountId: 'acct', language, signal: new AbortController().signal });

beforeAll(async () => {
  web = await startFixtureWeb({
    pages: [
      { path: '/wiki/Glacier', title: 'Glacier', text: GLACIER, wiki: true },
      { path: '/de/wiki/Gletscher', title: 'Gletscher', text: GLETSCHER, wiki: true, language: 'de' },
      { path: '/news/alps', title: 'Alpine glaciers retreat faster', text: NEWS, siteName: 'Fixture News' },
    ],
  });
  junk = await startFixtureWeb();
  for (const path of ['/w/api.php', '/search', '/res/v1/web/search']) {
    junk.route(path, (_req, res) => {
      if (junkAnswer === 'hang') return;
      res.writeHead(junkAnswer.status, { 'content-type': 'application/json' });
      res.end(junkAnswer.body);
    });
  }
  http = createProviderHttp({ timeoutMs: 500, userAgent: 'writecheck-test', log, maxBytes: 100_000 });
});

afterAll(async () => {
  await http.close();
  await web.close();
  await junk.close();
});

describe('wikipedia provider', () => {
  it('searches, then reads each article as plain text', async () => {
    const wiki = new WikipediaProvider({ apiUrl: `${web.url}/w/api.php`, budget: 4, http, log });
    const hits = await wiki.search('glacier  dense ice', ctx());
    expect(hits).toHaveLength(1);
    expect(hits[0]).toEqual({
      provider: 'wikipedia',
      url: `${web.url}/wiki/Glacier`,
      title: 'Glacier',
      snippet: 'A glacier is a persistent body of dense ice that is constantly moving downhill under its own weight.',
      text: `${GLACIER.split('\n\n')[0]}\n${GLACIER.split('\n\n')[1]}`,
      meta: { canonicalUrl: `${web.url}/wiki/Glacier`, siteName: 'Wikipedia' },
    });
    expect(wiki.budget).toBe(4);
  });

  it('asks the wiki of the document language and reads an article once', async () => {
    const wiki = new WikipediaProvider({ apiUrl: `${web.url}/{lang}/w/api.php`, budget: 4, http, log });
    expect((await wiki.search('Gletscher Eismasse', ctx('de'))).map((h) => h.title)).toEqual(['Gletscher']);
    expect(await wiki.search('Gletscher Eismasse', ctx('en'))).toEqual([]);
    const extracts = () => web.requests.filter((r) => r.path.startsWith('/de/w/api.php') && r.path.includes('prop=extracts')).length;
    const before = extracts();
    await wiki.search('Gletscher Gewicht', ctx('de'));
    expect(extracts()).toBe(before);
    // A language code that is not one falls back to English rather than into the address.
    expect(await wiki.search('glacier', ctx('../../x'))).toHaveLength(1);
  });
});

describe('searxng provider', () => {
  it('returns the JSON results as hits to fetch', async () => {
    const searx = new SearxngProvider({ baseUrl: web.url, budget: 8, http, log });
    const hits = await searx.search('glaciers alps retreat', ctx('en'));
    expect(hits[0]).toEqual({ provider: 'searxng', url: `${web.url}/news/alps`, title: 'Alpine glaciers retreat faster', snippet: NEWS });
    expect(hits.every((h) => h.text === undefined)).toBe(true);
    expect(web.requests.at(-1)!.path).toContain('language=en');
  });
});

describe('brave provider', () => {
  it('sends the key and returns plain-text snippets', async () => {
    const brave = new BraveProvider({ apiKey: FIXTURE_BRAVE_KEY, baseUrl: web.url, budget: 5, http, log });
    const hits = await brave.search('glaciers alps retreat', ctx());
    expect(hits[0]).toEqual({
      provider: 'brave',
      url: `${web.url}/news/alps`,
      title: 'Alpine glaciers retreat faster',
      snippet: NEWS,
      meta: { siteName: 'Fixture News' },
    });
    expect(web.requests.at(-1)!.headers['x-subscription-token']).toBe(FIXTURE_BRAVE_KEY);
  });

  it('spaces its requests by the interval the plan allows', async () => {
    const brave = new BraveProvider({ apiKey: FIXTURE_BRAVE_KEY, baseUrl: web.url, budget: 5, minIntervalMs: 300, http, log });
    const started = Date.now();
    const answers = await Promise.all([brave.search('glaciers', ctx()), brave.search('alps', ctx()), brave.search('retreat', ctx())]);
    expect(answers.every((hits) => hits.length > 0)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    const controller = new AbortController();
    const waiting = brave.search('glaciers', { accountId: 'a', language: 'en', signal: controller.signal });
    controller.abort();
    expect(await waiting).toEqual([]);
  });

  it('answers nothing, with a warning, when the key is refused', async () => {
    const brave = new BraveProvider({ apiKey: 'wrong', baseUrl: web.url, budget: 5, http, log });
    warnings.length = 0;
    expect(await brave.search('glaciers', ctx())).toEqual([]);
    expect(warnings.join('\n')).toMatch(/brave answered HTTP 422/);
  });
});

describe('hostile or broken search services', () => {
  const providers = (): SourceProvider[] => [
    new WikipediaProvider({ apiUrl: `${junk.url}/w/api.php`, budget: 1, http, log }),
    new SearxngProvider({ baseUrl: junk.url, budget: 1, http, log }),
    new BraveProvider({ apiKey: 'k', baseUrl: junk.url, budget: 1, http, log }),
  ];
  const garbage: { status: number; body: string }[] = [
    { status: 200, body: 'not json{' },
    { status: 200, body: 'null' },
    { status: 200, body: '[1,2,3]' },
    { status: 200, body: '{"query":5,"results":"many","web":{"results":{}}}' },
    { status: 200, body: '{"query":{"search":[{"title":null,"pageid":"x"}],"pages":"none"}}' },
    { status: 500, body: '{"error":"boom"}' },
    { status: 200, body: `{"results":[${'{"url":"https://a.example/","title":"x"},'.repeat(5000)}{}]}` },
    { status: 200, body: '{"error":{"code":"badvalue","info":"Unrecognized value"}}' },
  ];

  it('turns garbage into no hits and a warning, never an exception', async () => {
    for (const answer of garbage) {
      junkAnswer = answer;
      for (const provider of providers()) {
        warnings.length = 0;
        await expect(provider.search('glacier ice', ctx()), `${provider.name} ${answer.body.slice(0, 40)}`).resolves.toEqual([]);
        expect(warnings.length, `${provider.name} ${answer.body.slice(0, 40)}`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the well-formed results of a partly broken answer', async () => {
    junkAnswer = {
      status: 200,
      body: JSON.stringify({
        results: [{ url: 42 }, { url: 'javascript:alert(1)', title: 'x' }, { url: 'file:///etc/passwd' }, { title: 'no url' }, { url: 'https://ok.example/page', title: '<b>Fine</b> &amp; good', content: 'A &lt;snippet&gt;' }],
        type: 'search',
        web: { results: [null, { url: 'https://ok.example/b', title: 'B', description: '<strong>b</strong>' }] },
      }),
    };
    const [, searx, brave] = providers();
    expect(await searx!.search('q', ctx())).toEqual([{ provider: 'searxng', url: 'https://ok.example/page', title: 'Fine & good', snippet: 'A <snippet>' }]);
    expect(await brave!.search('q', ctx())).toEqual([{ provider: 'brave', url: 'https://ok.example/b', title: 'B', snippet: 'b' }]);
  });

  it('gives up on a service that does not answer in time', async () => {
    junkAnswer = 'hang';
    const started = Date.now();
    for (const provider of providers()) expect(await provider.search('glacier', ctx())).toEqual([]);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('stops quietly when the check is cancelled', async () => {
    junkAnswer = 'hang';
    const controller = new AbortController();
    const pending = providers()[1]!.search('glacier', { accountId: 'a', language: 'en', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual([]);
  });
});
