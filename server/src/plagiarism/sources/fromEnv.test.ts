import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_BRAVE_KEY, startFixtureWeb, type FixtureWeb } from '../../../test/fixtureWeb.js';
import { webSourcesFromEnv, type WebSources } from './fromEnv.js';
import { isRefusal } from './types.js';

const TEXT = `The Rhône Glacier has retreated by more than a kilometre since the first measurements in the nineteenth century, and a hotel that once stood beside the ice now looks down on a lake.

Every summer, workers cover part of the glacier with white blankets to slow the melting around an ice grotto that draws visitors from all over the world.`;

let web: FixtureWeb;
const opened: WebSources[] = [];
const log = { warn: () => {} };
const never = new AbortController().signal;

function sources(env: Record<string, string>): WebSources {
  const s = webSourcesFromEnv(env, { log });
  opened.push(s);
  return s;
}

beforeAll(async () => {
  web = await startFixtureWeb({
    pages: [
      { path: '/wiki/Rhone_Glacier', title: 'Rhône Glacier', text: TEXT, wiki: true },
      { path: '/travel/rhone', title: 'Visiting the Rhône Glacier', text: TEXT, siteName: 'Fixture Travel' },
    ],
  });
});

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await web.close();
});

describe('web sources from the environment', () => {
  it('turns nothing on by default and fetches no private address', async () => {
    const { providers, fetcher } = sources({});
    expect(providers).toEqual([]);
    const refused = await fetcher.fetch(`${web.url}/travel/rhone`, never);
    expect(isRefusal(refused) && refused.reason).toBe('blocked_address');
  });

  it('turns on each provider its variables name, with their budgets, and fetches what the allow-list names', async () => {
    const { providers, fetcher } = sources({
      WRITECHECK_WIKIPEDIA_URL: `${web.url}/w/api.php`,
      WRITECHECK_WIKIPEDIA_BUDGET: '2',
      WRITECHECK_SEARXNG_URL: web.url,
      BRAVE_SEARCH_API_KEY: FIXTURE_BRAVE_KEY,
      BRAVE_SEARCH_URL: web.url,
      BRAVE_SEARCH_BUDGET: '7',
      WRITECHECK_FETCH_ALLOW: '127.0.0.1',
    });
    expect(providers.map((p) => [p.name, p.budget])).toEqual([['wikipedia', 2], ['searxng', 8], ['brave', 7]]);
    const ctx = { accountId: 'a', language: 'en', signal: never };
    const found = await Promise.all(providers.map((p) => p.search('Rhône Glacier hotel grotto', ctx)));
    expect(found.map((hits) => hits.map((h) => h.title))).toEqual([
      ['Rhône Glacier'],
      ['Rhône Glacier', 'Visiting the Rhône Glacier'],
      ['Rhône Glacier', 'Visiting the Rhône Glacier'],
    ]);
    const page = await fetcher.fetch(found[1]![1]!.url, never);
    expect(!isRefusal(page) && page.text).toContain('white blankets');
  });

  it('names the variable when a value is malformed', () => {
    expect(() => webSourcesFromEnv({ WRITECHECK_SEARXNG_URL: web.url, WRITECHECK_SEARXNG_BUDGET: 'lots' }, { log })).toThrow(/WRITECHECK_SEARXNG_BUDGET/);
    expect(() => webSourcesFromEnv({ WRITECHECK_WIKIPEDIA_URL: 'javascript:alert(1)' }, { log })).toThrow(/WRITECHECK_WIKIPEDIA_URL/);
    expect(() => webSourcesFromEnv({ WRITECHECK_FETCH_ALLOW: '10.0.0.0/99' }, { log })).toThrow(/WRITECHECK_FETCH_ALLOW/);
    expect(() => webSourcesFromEnv({ WRITECHECK_FETCH_MAX_BYTES: '-5' }, { log })).toThrow(/WRITECHECK_FETCH_MAX_BYTES/);
  });
});
