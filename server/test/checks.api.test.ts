import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billedBlocks, creditRates } from '@writecheck/shared';
import { startCheckWorker } from '../src/process/worker.js';
import { backends, bearer, roomyAccountWithKey, noPasses, prose, startTestServer, type TestServer } from './harness.js';

async function waitForFinal(t: TestServer, key: string, id: string, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(key) });
    const body = res.json();
    if (['done', 'rejected', 'cancelled', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`check ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends)('checks API on %s', (backend) => {
  let t: TestServer;
  let worker: ReturnType<typeof startCheckWorker>;
  let a: Awaited<ReturnType<typeof roomyAccountWithKey>>;
  let b: Awaited<ReturnType<typeof roomyAccountWithKey>>;

  beforeAll(async () => {
    t = await startTestServer(backend);
    worker = startCheckWorker(t.svc, 'test-worker');
    a = await roomyAccountWithKey(t.svc);
    b = await roomyAccountWithKey(t.svc);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const create = (key: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/checks', headers: { ...bearer(key), ...headers }, payload: payload as object });

  it('accepts pasted text, runs it and reports what ran', async () => {
    const text = prose(120);
    const res = await create(a.key, { text, title: 'River', options: { plagiarism: false } });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const summary = await waitForFinal(t, a.key, id);
    expect(summary).toMatchObject({ id, status: 'done', progress: 100, title: 'River', wordCount: 120, inputKind: 'text' });
    expect(summary.report).toBeUndefined();
    expect(summary.completedBy).toBe('test-worker');

    const full = (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();
    expect(full.text).toBe(text);
    expect(full.report).toMatchObject({ status: 'done', text, wordCount: 120, checkedWords: 0, coverage: 0 });
    expect(full.report.meta.durationMs).toBeGreaterThanOrEqual(0);
    // Plagiarism was off: nothing was checked against sources.
    expect(full.originalityScore).toBeNull();
    // The language and citation passes ran; 120 words are too few for an AI verdict.
    expect(typeof full.report.scores.grammarSpelling).toBe('number');
    expect(typeof full.report.scores.citation).toBe('number');
    expect(full.report.scores.aiContent).toBeNull();
    expect(full.report.passes).toEqual({ language: 'ok', aiContent: 'partial' });
    expect(full.report.aiDetector.version).toMatch(/\d/);
    expect(full.report.languages).toEqual(['en']);
    expect(full.report.contentType).toBe('prose');
    for (const issue of full.report.issues) {
      expect(text.slice(issue.original.start, issue.original.end)).toBe(issue.original.text);
    }
    expect(full.live.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['read', 'language', 'score']));

    const parts = (await t.app.inject({ url: `/v1/checks/${id}?include=meta,scores&view=summary`, headers: bearer(a.key) })).json();
    expect(Object.keys(parts.report).sort()).toEqual(['meta', 'scores', 'status', 'wordCount']);
  });

  it('gives a text in another language no AI verdict, and no charge for it', async () => {
    const french = [
      "Le village se trouve au bord d'une rivière calme, entre des collines couvertes de vignes et de vergers anciens.",
      'Chaque printemps, les habitants nettoient les chemins, réparent les murets de pierre et préparent les jardins pour la saison.',
      "Les enfants vont à l'école du bourg voisin, où une institutrice patiente leur apprend à lire, à compter et à observer la nature.",
      'Le marché du samedi réunit les producteurs de la vallée, qui vendent du fromage, du miel, des légumes et du pain encore chaud.',
      "En été, les soirées sont longues et les familles dînent dehors, sous les tilleuls de la place, jusqu'à la tombée de la nuit.",
      "L'automne apporte les vendanges, un travail dur mais joyeux, qui rassemble les voisins, les amis et parfois des étudiants venus de loin.",
      "Quand l'hiver arrive, la rivière gèle sur les bords, la fumée monte des cheminées et le village semble dormir sous la neige.",
      'Les anciens racontent alors les histoires de leur jeunesse, les crues, les fêtes et les années difficiles, pour que personne ne les oublie.',
    ].join(' ');
    const options = { plagiarism: false, grammarSpelling: true, citations: false, aiContent: true, style: false };
    const { id } = (await create(a.key, { text: french, options })).json();
    const summary = await waitForFinal(t, a.key, id);
    expect(summary.status).toBe('done');
    expect(summary.wordCount).toBeGreaterThanOrEqual(150);
    const full = (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();
    expect(full.report.languages).toEqual(['fr']);
    expect(full.report.scores.aiContent).toBeNull();
    expect(full.report.passes).toEqual({ language: 'ok', aiContent: 'partial' });
    const usage = (await t.app.inject({ url: '/v1/me/usage', headers: bearer(a.key) })).json();
    const settle = usage.log.find((e: { kind: string; checkId?: string }) => e.kind === 'settle' && e.checkId === id);
    expect(Math.abs(settle.credits)).toBe(billedBlocks(summary.wordCount) * (creditRates.passes.base + creditRates.passes.grammarSpelling));
  });

  it('answers invalid_view and unknown include parts', async () => {
    const { id } = (await create(a.key, { text: prose(30), options: noPasses })).json();
    const bad = await t.app.inject({ url: `/v1/checks/${id}?view=tiny`, headers: bearer(a.key) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_view');
    const part = await t.app.inject({ url: `/v1/checks/${id}?include=spans,secrets`, headers: bearer(a.key) });
    expect(part.statusCode).toBe(400);
    expect(part.json().error.code).toBe('invalid_body');
    await waitForFinal(t, a.key, id);
  });

  it('hides one account’s checks from another', async () => {
    const { id } = (await create(a.key, { text: prose(40), options: noPasses })).json();
    await waitForFinal(t, a.key, id);
    for (const req of [
      { method: 'GET' as const, url: `/v1/checks/${id}` },
      { method: 'GET' as const, url: `/v1/checks/${id}?view=summary` },
      { method: 'DELETE' as const, url: `/v1/checks/${id}` },
      { method: 'POST' as const, url: `/v1/checks/${id}/cancel` },
    ]) {
      const res = await t.app.inject({ ...req, headers: bearer(b.key) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const list = (await t.app.inject({ url: '/v1/checks', headers: bearer(b.key) })).json();
    expect(list.checks.map((c: { id: string }) => c.id)).not.toContain(id);
    const notUuid = await t.app.inject({ url: '/v1/checks/not-a-uuid', headers: bearer(a.key) });
    expect(notUuid.statusCode).toBe(404);
  });

  it('deletes finished checks and refuses to cancel them', async () => {
    const { id } = (await create(a.key, { text: prose(25), options: noPasses })).json();
    await waitForFinal(t, a.key, id);
    const cancel = await t.app.inject({ method: 'POST', url: `/v1/checks/${id}/cancel`, headers: bearer(a.key) });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('already_final');
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/checks/${id}`, headers: bearer(a.key) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true, id });
    const gone = await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) });
    expect(gone.statusCode).toBe(404);
  });

  it('says what a page limit must be when it is not a number or is given twice', async () => {
    for (const [query, message] of [
      ['limit=abc', 'limit: expected an integer from 1 to 100'],
      ['limit=2&limit=3', 'limit: given 2 times; expected an integer from 1 to 100'],
      ['limit=500', 'limit: expected an integer from 1 to 100'],
    ]) {
      const res = await t.app.inject({ url: `/v1/checks?${query}`, headers: bearer(a.key) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: { code: 'invalid_body', message } });
    }
  });

  it('pages the list newest first with a cursor and filters by status', async () => {
    const fresh = await roomyAccountWithKey(t.svc);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = (await create(fresh.key, { text: prose(20 + i, i + 2), options: noPasses })).json();
      ids.push(id);
      await waitForFinal(t, fresh.key, id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/checks?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ url, headers: bearer(fresh.key) })).json();
      expect(page.checks.length).toBeLessThanOrEqual(2);
      seen.push(...page.checks.map((c: { id: string }) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const done = (await t.app.inject({ url: '/v1/checks?status=done&limit=100', headers: bearer(fresh.key) })).json();
    expect(done.checks).toHaveLength(5);
    const running = (await t.app.inject({ url: '/v1/checks?status=queued', headers: bearer(fresh.key) })).json();
    expect(running.checks).toHaveLength(0);
    const badLimit = await t.app.inject({ url: '/v1/checks?limit=500', headers: bearer(fresh.key) });
    expect(badLimit.json().error.code).toBe('invalid_body');
    const badCursor = await t.app.inject({ url: '/v1/checks?cursor=zzz', headers: bearer(fresh.key) });
    expect(badCursor.json().error.code).toBe('invalid_body');
  });
});
