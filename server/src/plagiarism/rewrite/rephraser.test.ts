import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRewrite, startFixtureWeb, type FixtureWeb } from '../../../test/fixtureWeb.js';
import { MAX_PASSAGE_CHARS } from './rephraser.js';
import { rephraserFromEnv } from './rephraserFromEnv.js';

const PASSAGE = 'The glaciers of the Alps have lost more than half of their volume since 1931 (Bauder et al., 2023). Many of them are retreating very fast.';

let web: FixtureWeb;
let odd: FixtureWeb;
/** What the odd endpoint answers next: a raw body, or a hang. */
let oddAnswer: string | 'hang' = '{}';
const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

beforeAll(async () => {
  web = await startFixtureWeb({ rewriteKey: 'sk-fixture' });
  odd = await startFixtureWeb();
  odd.route('/v1/chat/completions', (_req, res) => {
    if (oddAnswer === 'hang') return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(oddAnswer);
  });
});

afterAll(async () => {
  await web.close();
  await odd.close();
});

const env = (overrides: Record<string, string> = {}) => ({
  WRITECHECK_REWRITE_URL: `${web.url}/v1`,
  WRITECHECK_REWRITE_MODEL: 'fixture-model',
  WRITECHECK_REWRITE_API_KEY: 'sk-fixture',
  ...overrides,
});

const completion = (content: unknown, finish = 'stop') =>
  JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }] });

describe('rephraser', () => {
  it('is off without a URL and refuses a URL without a model', () => {
    expect(rephraserFromEnv({}, { log })).toBeNull();
    expect(() => rephraserFromEnv({ WRITECHECK_REWRITE_URL: web.url }, { log })).toThrow(/WRITECHECK_REWRITE_MODEL/);
    expect(() => rephraserFromEnv({ WRITECHECK_REWRITE_URL: 'ftp://x', WRITECHECK_REWRITE_MODEL: 'm' }, { log })).toThrow(/WRITECHECK_REWRITE_URL/);
  });

  it('asks the chat endpoint for a rewording that keeps meaning and citations', async () => {
    const rephraser = rephraserFromEnv(env(), { log })!;
    const out = await rephraser.rephrase(PASSAGE, { language: 'de', register: 'academic' });
    expect(out).toBe(fixtureRewrite(PASSAGE));
    const sent = web.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-fixture');
    const body = JSON.parse(sent.body) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('fixture-model');
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toMatch(/citation/);
    expect(body.messages[0]!.content).toMatch(/German/);
    expect(body.messages[0]!.content).toMatch(/academic/);
    expect(body.messages[1]).toEqual({ role: 'user', content: PASSAGE });
  });

  it('takes the full chat completions address as well as the API base', async () => {
    const rephraser = rephraserFromEnv(env({ WRITECHECK_REWRITE_URL: `${web.url}/v1/chat/completions` }), { log })!;
    expect(await rephraser.rephrase(PASSAGE, { language: 'en', register: 'general' })).toBe(fixtureRewrite(PASSAGE));
  });

  it('answers null, with a warning, when the key is refused', async () => {
    warnings.length = 0;
    const rephraser = rephraserFromEnv(env({ WRITECHECK_REWRITE_API_KEY: 'wrong' }), { log })!;
    expect(await rephraser.rephrase(PASSAGE, { language: 'en', register: 'general' })).toBeNull();
    expect(warnings.join('\n')).toMatch(/HTTP 401/);
  });

  it('does not send passages past the size limit', async () => {
    const seen = web.requests.length;
    const rephraser = rephraserFromEnv(env(), { log })!;
    expect(await rephraser.rephrase('word '.repeat(MAX_PASSAGE_CHARS), { language: 'en', register: 'general' })).toBeNull();
    expect(await rephraser.rephrase('   ', { language: 'en', register: 'general' })).toBeNull();
    expect(web.requests.length).toBe(seen);
  });

  it('refuses answers that cannot be a rewording, and unwraps quoted ones', async () => {
    const rephraser = rephraserFromEnv(env({ WRITECHECK_REWRITE_URL: `${odd.url}/v1`, WRITECHECK_REWRITE_TIMEOUT_MS: '500' }), { log })!;
    const ask = () => rephraser.rephrase(PASSAGE, { language: 'en', register: 'general' });
    const reworded = 'Since 1931 the Alpine glaciers have shed over half their volume (Bauder et al., 2023), and many are shrinking quickly.';
    for (const body of ['not json', '{}', '{"choices":[]}', completion(null), completion(''), completion(PASSAGE), completion('Sure.'), completion(reworded, 'length'), completion(reworded.repeat(5)), completion(42)]) {
      oddAnswer = body;
      expect(await ask(), body).toBeNull();
    }
    oddAnswer = completion(`"${reworded}"`);
    expect(await ask()).toBe(reworded);
    oddAnswer = completion('```\n' + reworded + '\n```');
    expect(await ask()).toBe(reworded);
    oddAnswer = 'hang';
    const started = Date.now();
    expect(await ask()).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
