import { billedBlocks, creditRates } from '@writecheck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlagiarismConfig } from '../src/plagiarism/pass/plagiarismConfig.js';
import { startCheckWorker } from '../src/process/worker.js';
import { fixtureRewrite, startFixtureWeb, type FixtureWeb } from './fixtureWeb.js';
import { bearer, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';
import { eq } from 'drizzle-orm';
import { corpusDocuments } from '../src/db/schema.js';
import { setCorpusOptIn, submissionId } from '../src/plagiarism/corpus/submissions.js';
import { copied, edited, essay, own1, own2, own3, own4, paraphrased, pharos, tambora, waggle } from './plagiarismSources.fixture.js';

// The plagiarism pass end to end: a check on the real server whose sources live on a loopback
// web (HTML pages, a MediaWiki API, a SearXNG API and a chat endpoint that rewrites).

const gardening =
  'Tomatoes need at least six hours of direct sun, deep watering twice a week and a stake or cage once the first trusses form. Pinch out side shoots on cordon varieties so the plant puts its energy into fruit.';

describe('plagiarism search end to end (PostgreSQL)', () => {
  let web: FixtureWeb;
  let t: TestServer;
  let worker: ReturnType<typeof startCheckWorker>;
  let account: Awaited<ReturnType<typeof roomyAccountWithKey>>;

  beforeAll(async () => {
    web = await startFixtureWeb({
      pages: [
        {
          path: '/history/tambora',
          title: 'The year without a summer',
          text: tambora,
          authors: ['Gillen Wood'],
          published: '2014-04-01',
          siteName: 'Climate Past',
        },
        { path: '/mirror/tambora', title: 'The year without a summer (mirror)', text: tambora },
        { path: '/wiki/Waggle_dance', title: 'Waggle dance', text: waggle, wiki: true },
        { path: '/travel/pharos', title: 'Lighthouse of Alexandria', text: pharos, siteName: 'Ancient Wonders' },
        { path: '/garden/tomatoes', title: 'Growing tomatoes', text: gardening },
      ],
    });
    const plagiarism = loadPlagiarismConfig({
      WRITECHECK_SEARXNG_URL: web.url,
      WRITECHECK_WIKIPEDIA_URL: `${web.url}/w/api.php`,
      // The fixture web is on loopback: the fetcher refuses it unless the operator allows it.
      WRITECHECK_FETCH_ALLOW: '127.0.0.1',
      WRITECHECK_REWRITE_URL: `${web.url}/v1`,
      WRITECHECK_REWRITE_MODEL: 'fixture-model',
      LOG_LEVEL: 'silent',
    });
    t = await startTestServer('postgres', { plagiarism });
    worker = startCheckWorker(t.svc, 'plagiarism-worker');
    account = await roomyAccountWithKey(t.svc);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await web.close();
  });

  async function check(payload: Record<string, unknown>, key = account.key) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checks',
      headers: bearer(key),
      payload: { text: essay, options: { grammarSpelling: false, citations: false, aiContent: false, style: false }, ...payload },
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    const deadline = Date.now() + 120_000;
    for (;;) {
      const summary = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(key) })).json();
      if (['done', 'rejected', 'cancelled', 'failed'].includes(summary.status)) break;
      if (Date.now() > deadline) throw new Error(`check ${id} still ${summary.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(key) })).json();
  }

  const spanAt = (report: any, text: string) => {
    const at = essay.indexOf(text) + Math.floor(text.length / 2);
    return report.spans.find((s: any) => s.start <= at && at < s.end);
  };

  it('finds the copied, edited and paraphrased sources with their spans, matches, verdicts and composition', async () => {
    // Citations on too: they read the plagiarism pass's sources and passages.
    const full = await check({ options: { grammarSpelling: false, citations: true, aiContent: false, style: false } });
    expect(full.status).toBe('done');
    const r = full.report;
    expect(r.partial).toBe(false);

    const byPath = (path: string) => r.sources.find((s: any) => s.url === `${web.url}${path}` || s.alternates.includes(`${web.url}${path}`));
    const tamboraSource = byPath('/history/tambora');
    const waggleSource = byPath('/wiki/Waggle_dance');
    const pharosSource = byPath('/travel/pharos');
    expect(r.sources).toHaveLength(3);
    // The same article at two addresses is one source; the other address is an alternate.
    expect([tamboraSource.url, ...tamboraSource.alternates].sort()).toEqual([`${web.url}/history/tambora`, `${web.url}/mirror/tambora`]);
    expect(tamboraSource).toMatchObject({ domain: '127.0.0.1' });
    expect(waggleSource.title).toBe('Waggle dance');
    expect(pharosSource.title).toBe('Lighthouse of Alexandria');
    expect(r.sources.map((s: any) => s.id)).toEqual([1, 2, 3]);
    expect(r.sources.reduce((n: number, s: any) => n + s.matchedWords, 0)).toBeGreaterThan(100);

    // Spans cover the text end to end, each passage with its verdict and source.
    expect(r.spans[0].start).toBe(0);
    expect(r.spans.at(-1).end).toBe(essay.length);
    for (let i = 1; i < r.spans.length; i++) expect(r.spans[i].start).toBe(r.spans[i - 1].end);
    expect(spanAt(r, copied)).toMatchObject({ verdict: 'exact', sourceId: tamboraSource.id });
    expect(spanAt(r, edited)).toMatchObject({ verdict: 'near', sourceId: waggleSource.id });
    expect(spanAt(r, paraphrased)).toMatchObject({ verdict: 'paraphrase', sourceId: pharosSource.id });
    expect(spanAt(r, own2)).toMatchObject({ verdict: 'original' });

    const exact = r.matches.find((m: any) => m.verdict === 'exact');
    expect(exact.sourceId).toBe(tamboraSource.id);
    expect(exact.user.text).toContain('year without a summer');
    expect(exact.source.snippet).toContain('year without a summer');
    expect(exact.user.marks.length).toBeGreaterThan(0);
    expect(exact.segmentIds.length).toBeGreaterThan(0);

    // The figures decisions.md defines.
    const c = full.composition;
    expect(c.exact).toBeGreaterThan(0);
    expect(c.near).toBeGreaterThan(0);
    expect(c.paraphrase).toBeGreaterThan(0);
    expect(c.quoted).toBe(0);
    expect(c.original).toBeGreaterThan(20);
    expect(c.exact + c.near + c.paraphrase + c.quoted + c.original).toBeCloseTo(100, 5);
    expect(r.similarityScore).toBeCloseTo(c.exact + c.near + c.paraphrase, 0);
    expect(r.originalityScore).toBeCloseTo(100 - r.similarityScore, 5);
    expect(r.scores.plagiarism).toBe(r.similarityScore);
    expect(full.originalityScore).toBe(r.originalityScore);
    expect(r.coverage).toBe(100);
    expect(r.checkedWords).toBe(r.wordCount);
    expect(r.meta.sourcesExcludedByRules).toBe(0);

    // What the search did, as a poller saw it.
    expect(full.live.searchesUsed).toBeGreaterThan(1);
    expect(full.live.pagesFetched).toBeGreaterThanOrEqual(2);
    expect(full.live.found.map((f: any) => f.title).sort()).toEqual(expect.arrayContaining(['Lighthouse of Alexandria', 'Waggle dance']));
    const kinds = new Set(full.live.events.map((e: any) => e.kind));
    for (const kind of ['plan', 'search', 'wikipedia', 'fetch', 'match']) expect(kinds).toContain(kind);
    expect(full.live.events.find((e: any) => e.kind === 'match').domain).toBe('127.0.0.1');

    // Issues: quote and cite for the copies, cite for the paraphrase, rephrase for the copies.
    const plagiarism = r.issues.filter((i: any) => i.category === 'plagiarism');
    const cite = plagiarism.find((i: any) => i.matchId === exact.id && i.layers.includes('quote'));
    expect(cite).toMatchObject({ severity: 'error', sourceUrl: tamboraSource.url, layers: ['quote', 'cite'] });
    expect(cite.fix.replacement.startsWith('“In Europe and North America')).toBe(true);
    expect(cite.fix.replacement).toMatch(/Wood/);
    expect(Object.keys(cite.fix.byStyle).sort()).toEqual(['APA', 'Chicago', 'MLA']);
    const para = plagiarism.find((i: any) => r.matches.find((m: any) => m.id === i.matchId)?.verdict === 'paraphrase');
    expect(para).toMatchObject({ severity: 'warning', layers: ['cite'] });
    const rephrase = plagiarism.find((i: any) => i.matchId === exact.id && i.layers.includes('rephrase'));
    expect(rephrase.rephrase.text).toBe(fixtureRewrite(exact.user.text));
    expect(rephrase.fix.replacement).toBe(rephrase.rephrase.text);
    expect(rephrase.rephrase.verified).toMatchObject({ version: expect.any(String), cleared: expect.any(Boolean), attempts: expect.any(Number) });
    // A rewording that still copies was asked for again.
    if (!rephrase.rephrase.verified.cleared) expect(rephrase.rephrase.verified.attempts).toBe(2);
    expect(web.requests.some((q) => q.path === '/v1/chat/completions' && q.body.includes('fixture-model'))).toBe(true);

    // The citation pass flags the uncited passages, naming their sources.
    const uncited = r.issues.filter((i: any) => i.category === 'missing_citation');
    expect(new Set(uncited.map((i: any) => i.citedSourceId))).toEqual(new Set([1, 2, 3]));

    // Plagiarism ran, so it is billed.
    const usage = (await t.app.inject({ url: '/v1/me/usage', headers: bearer(account.key) })).json();
    const settle = usage.log.find((e: any) => e.kind === 'settle' && e.checkId === full.id);
    const rates = creditRates.passes;
    expect(Math.abs(settle.credits)).toBe(billedBlocks(r.wordCount) * (rates.base + rates.plagiarism + rates.citations));
  });

  it('reports a quoted and cited passage as quoted, outside the similarity, with no issue', async () => {
    // The source is found through the copied paragraph; queries are never cut from quotations.
    const quotation = 'Snow fell in New England in June, frosts destroyed crops across the Atlantic seaboard, and grain prices in Switzerland rose so steeply that famine followed in the autumn.';
    const later = tambora.split('\n\n')[2]!;
    const text = `${own1}\n\nAs one historian puts it, “${quotation}” (Wood, 2014).\n\n${own2} ${own3}\n\n${own4}\n\n${later}`;
    const full = await check({ text });
    const r = full.report;
    const at = (part: string) => r.spans.find((s: any) => s.start <= text.indexOf(part) + 20 && text.indexOf(part) + 20 < s.end);
    expect(at(quotation)).toMatchObject({ verdict: 'quoted', sourceId: 1 });
    expect(at(later)).toMatchObject({ verdict: 'exact', sourceId: 1 });
    expect(full.composition.quoted).toBeGreaterThan(0);
    expect(r.similarityScore).toBeCloseTo(full.composition.exact, 0);
    const flagged = r.issues.filter((i: any) => i.category === 'plagiarism').map((i: any) => r.matches.find((m: any) => m.id === i.matchId).verdict);
    expect(new Set(flagged)).toEqual(new Set(['exact']));
  });

  it('drops a source an exclude rule names before aligning, and counts it', async () => {
    const full = await check({ sourceRules: [{ mode: 'exclude', kind: 'url', value: `127.0.0.1/travel/` }] });
    const r = full.report;
    expect(r.sources.map((s: any) => s.title)).not.toContain('Lighthouse of Alexandria');
    expect(r.sources).toHaveLength(2);
    expect(r.meta.sourcesExcludedByRules).toBe(1);
    expect(spanAt(r, paraphrased).verdict).toBe('original');
    expect(full.sourceRules).toEqual([{ mode: 'exclude', kind: 'url', value: '127.0.0.1/travel' }]);
    expect(full.live.events.some((e: any) => e.url === `${web.url}/travel/pharos` && e.kind === 'fetch')).toBe(false);
  });

  it('keeps only what an include rule of the account allows, and echoes the rules that ran', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/source-rules',
      headers: bearer(account.key),
      payload: { mode: 'include', kind: 'url', value: '127.0.0.1/wiki/' },
    });
    expect(added.statusCode).toBe(201);
    try {
      const full = await check({});
      const r = full.report;
      expect(r.sources.map((s: any) => s.title)).toEqual(['Waggle dance']);
      expect(r.matches.every((m: any) => m.sourceId === 1)).toBe(true);
      // Tambora at two addresses and the Pharos page were found and removed.
      expect(r.meta.sourcesExcludedByRules).toBeGreaterThanOrEqual(3);
      expect(spanAt(r, copied).verdict).toBe('original');
      expect(full.sourceRules).toEqual([{ id: added.json().rule.id, mode: 'include', kind: 'url', value: '127.0.0.1/wiki' }]);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/v1/source-rules/${added.json().rule.id}`, headers: bearer(account.key) });
    }
  });

  it('finds an opted-in account’s earlier submission, for that account only', async () => {
    const owner = await roomyAccountWithKey(t.svc);
    const other = await roomyAccountWithKey(t.svc);
    await setCorpusOptIn(t.svc.db, owner.accountId, true);
    const mine = [own1, own2, own4].join('\n\n');
    const first = await check({ text: mine }, owner.key);
    expect(first.report.sources).toEqual([]);
    const again = `${own3}\n\n${mine}`;
    const second = await check({ text: again }, owner.key);
    expect(second.report.sources).toEqual([
      expect.objectContaining({ url: `writecheck:check/${first.id}`, domain: 'local corpus', title: 'An earlier submission' }),
    ]);
    expect(second.report.spans.find((s: any) => s.start <= again.indexOf(own2) && again.indexOf(own2) < s.end).verdict).toBe('exact');
    const stranger = await check({ text: again }, other.key);
    expect(stranger.report.sources).toEqual([]);

    // Deleting a check takes its text out of the corpus.
    const archived = () => t.svc.db.select().from(corpusDocuments).where(eq(corpusDocuments.externalId, submissionId(first.id)));
    expect(await archived()).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/checks/${first.id}`, headers: bearer(owner.key) })).statusCode).toBe(200);
    expect(await archived()).toHaveLength(0);
  });

  it('never reads a source on a private address the operator did not allow', async () => {
    const privateHits = ['http://10.255.255.1/essay', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/'];
    web.route('/search', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: privateHits.map((url, i) => ({ url, title: `Private ${i}`, content: 'copied text', engine: 'fixture' })) }));
    });
    const full = await check({});
    const refused = full.live.events.filter((e: any) => e.kind === 'fetch' && e.label.startsWith('Could not read'));
    expect(refused.map((e: any) => e.url).sort()).toEqual([...privateHits].sort());
    expect(full.report.sources.map((s: any) => s.url).some((u: string) => !u.startsWith(web.url))).toBe(false);
    // A refused page costs only itself: the check completes in full.
    expect(full.status).toBe('done');
    expect(full.report.partial).toBe(false);
  });

  it('applies the rules again where a redirect leads', async () => {
    const hop = `${web.url}/redirect/1?to=${encodeURIComponent('/travel/pharos')}`;
    web.route('/search', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: [{ url: hop, title: 'A short link', content: 'lighthouse', engine: 'fixture' }] }));
    });
    const full = await check({ sourceRules: [{ mode: 'exclude', kind: 'url', value: '127.0.0.1/travel/' }] });
    expect(full.live.events.some((e: any) => e.kind === 'fetch' && e.url === `${web.url}/travel/pharos`)).toBe(true);
    expect(full.report.sources.map((s: any) => s.title)).not.toContain('Lighthouse of Alexandria');
    expect(full.report.meta.sourcesExcludedByRules).toBe(1);
    expect(spanAt(full.report, paraphrased).verdict).toBe('original');
  });
});
