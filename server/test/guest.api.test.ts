import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCost, type Report } from '@writecheck/shared';
import { countWords, wordOffsetAfter } from '@writecheck/shared/wordCount';
import { findCheckById, updateCheck } from '../src/checks/checks.repo.js';
import { startCheckWorker } from '../src/process/worker.js';
import { backends, bearer, newAccountWithKey, prose, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// A document with findings all along it: a misspelling in every paragraph and an
// author-date citation with no reference list, so findings fall in the teaser, in the
// peek window and in the unscanned rest alike.
function longDocument(words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const sentence = `Researchers in the valley recieved new data on river stones in spring (Halvorsen, ${2000 + (i % 20)}).`;
    const filler = prose(30, i + 7);
    const paragraph = `${sentence} ${filler[0]!.toUpperCase()}${filler.slice(1)}`;
    paragraphs.push(paragraph);
    count += countWords(paragraph);
  }
  // Trim to exactly `words` words.
  const text = paragraphs.join('\n\n');
  return text.slice(0, wordOffsetAfter(text, words));
}

async function waitForFinal(t: TestServer, key: string, id: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(key) })).json();
    if (['done', 'rejected', 'cancelled', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`check ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const languageOnly = { plagiarism: false, grammarSpelling: true, citations: true, aiContent: false, style: false };

describe.each(backends)('guest checks on %s', (backend) => {
  let t: TestServer;
  let worker: ReturnType<typeof startCheckWorker>;

  beforeAll(async () => {
    t = await startTestServer(backend, { guestChecksPerHour: 3 });
    worker = startCheckWorker(t.svc, 'guest-worker');
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const create = (key: string, payload: object, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/checks', headers: { ...bearer(key), ...headers }, payload, remoteAddress });
  const usage = async (key: string) => (await t.app.inject({ url: '/v1/me/usage', headers: bearer(key) })).json();

  it('checks the first 400 words of a 1,200-word document in full, locks the rest and charges nothing', async () => {
    // A roomy plan lets the test poll freely; its balance is still the 1,500 starter credits.
    const a = await roomyAccountWithKey(t.svc);
    const text = longDocument(1200);
    expect(countWords(text)).toBe(1200);
    const before = await usage(a.key);

    const res = await create(a.key, { text, mode: 'guest', options: languageOnly }, '192.0.2.10');
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    const summary = await waitForFinal(t, a.key, id);
    expect(summary.status).toBe('done');
    expect(summary.mode).toBe('guest');

    const detail = (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();
    const crispEnd = wordOffsetAfter(text, 400);
    const peekEnd = wordOffsetAfter(text, 600);
    expect(detail.guest).toMatchObject({
      teaserWords: 400,
      flow: 'teaser',
      crispWords: 400,
      peekWords: 200,
      wordCount: 1200,
      unscannedWords: 600,
      truncated: true,
      ai: { band: 'none', sentences: 0 },
      lockedSources: 0,
    });
    expect(detail.guest.wallClockMs).toBeGreaterThanOrEqual(1);
    expect(detail.guest.peek.text).toBe(text.slice(crispEnd, peekEnd));
    expect(detail.guest.tail).toBe(text.slice(peekEnd, peekEnd + 200).trimStart());

    // The stored report is the yardstick for the counts the guest is shown.
    const stored = (await findCheckById(t.svc.db, id))!.report as Report;
    const past = stored.issues.filter((i) => i.original.start >= crispEnd);
    const language = past.filter((i) => ['spelling', 'grammar', 'clarity', 'word_choice'].includes(i.category));
    const citations = past.filter((i) => ['citation', 'missing_citation'].includes(i.category));
    expect(language.length).toBeGreaterThan(0);
    expect(citations.length).toBeGreaterThan(0);
    expect(detail.guest.hiddenLanguage).toBe(language.length);
    expect(detail.guest.lockedCitations).toBe(citations.length);
    // The unscanned rest was never read for language: its misspellings went unseen.
    expect(language.every((i) => i.original.start < peekEnd)).toBe(true);
    expect(detail.guest.peek.findings).toBe(past.filter((i) => i.original.start < peekEnd).length);
    expect(detail.guest.peek.findings).toBeGreaterThan(0);
    for (const mark of detail.guest.peek.marks) {
      expect(mark.start).toBeGreaterThanOrEqual(crispEnd);
      expect(mark.end).toBeLessThanOrEqual(peekEnd);
    }

    // Details past the teaser are withheld; the teaser's are all there.
    const shown = detail.report.issues as Report['issues'];
    expect(shown.length).toBe(stored.issues.length - past.length);
    expect(shown.some((i) => i.category === 'spelling' && i.original.text === 'recieved')).toBe(true);
    expect(shown.every((i) => i.original.start < crispEnd)).toBe(true);
    expect(JSON.stringify(detail.report)).not.toContain(past.find((i) => i.category === 'spelling')!.id);
    expect(detail.report.spans.at(-1)).toMatchObject({ start: peekEnd, end: text.length, verdict: 'unchecked' });
    expect(detail.report.wordCount).toBe(1200);

    // The instant findings, shown while the check runs, keep to the same teaser; the unscanned rest was not
    // read for them either. The instant is a bonus given up after 20 s on a busy machine; guest.view tests it alone.
    const storedInstant = (await findCheckById(t.svc.db, id))!.instant as { issues: { original: { start: number } }[] } | null;
    expect(Boolean(detail.instant)).toBe(Boolean(storedInstant));
    if (storedInstant) {
      expect(detail.instant).toMatchObject({ teaserCutoff: crispEnd, crispWords: 400 });
      expect(detail.instant.issues.every((i: { original: { start: number } }) => i.original.start < crispEnd)).toBe(true);
      expect(detail.instant.redactedIssues).toBeGreaterThan(0);
      expect(storedInstant.issues.every((i) => i.original.start < peekEnd)).toBe(true);
    }

    // Counts stay visible in the summary.
    expect(summary.issueCounts.grammar).toBe(stored.issues.filter((i) => ['grammar', 'spelling'].includes(i.category)).length);

    expect(detail.rest).toEqual({
      words: 800,
      text: text.slice(crispEnd),
      expired: false,
      cost: `${checkCost(800, languageOnly)} credits`,
    });

    // The same redaction whatever view asks for the report.
    const parts = (await t.app.inject({ url: `/v1/checks/${id}?include=issues`, headers: bearer(a.key) })).json();
    expect(parts.report?.issues, JSON.stringify(parts).slice(0, 300)).toEqual(shown);

    // The live log does not name the sources found (as a plagiarism search records them).
    await updateCheck(t.svc.db, id, {
      live: {
        searchesUsed: 1,
        pagesFetched: 1,
        found: [{ url: 'https://example.org/locked', domain: 'example.org', title: 'Locked source' }],
        events: [
          { at: 1, kind: 'search', label: 'Searched the web' },
          { at: 2, kind: 'fetch', label: 'Read example.org', url: 'https://example.org/locked', domain: 'example.org' },
          { at: 3, kind: 'match', label: 'Found 1 matching passage in example.org', domain: 'example.org' },
        ],
      },
    });
    const relived = (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();
    expect(relived.live).toEqual({ searchesUsed: 1, pagesFetched: 1, found: [], events: [{ at: 1, kind: 'search', label: 'Searched the web' }] });

    // Free: no credit moved, nothing was logged against the check.
    const after = await usage(a.key);
    expect(after.balanceAvailableCredits).toBe(before.balanceAvailableCredits);
    expect(after.balanceHeldCredits).toBe(0);
    expect(after.log.filter((e: { checkId: string | null }) => e.checkId === id)).toEqual([]);
  });

  it('checks a document within the teaser whole, with nothing locked', async () => {
    const a = await newAccountWithKey(t.svc);
    const text = longDocument(120);
    const res = await create(a.key, { text, mode: 'guest', options: languageOnly }, '192.0.2.11');
    expect(res.statusCode).toBe(202);
    await waitForFinal(t, a.key, res.json().id);
    const detail = (await t.app.inject({ url: `/v1/checks/${res.json().id}`, headers: bearer(a.key) })).json();
    expect(detail.guest).toMatchObject({ flow: 'whole', crispWords: 120, peekWords: 0, unscannedWords: 0, truncated: false, tail: '' });
    expect(detail.guest.peek).toEqual({ text: '', findings: 0, marks: [] });
    expect(detail.rest).toEqual({ words: 0, text: '', expired: false, cost: '0 credits' });
    expect(detail.report.spans.some((s: { verdict: string }) => s.verdict === 'unchecked')).toBe(false);
  });

  it('needs no credits at all: an account with an empty balance still gets a preview', async () => {
    const a = await newAccountWithKey(t.svc);
    // 2,600 words with every pass on cost 1,650 credits, more than the 1,500 starter credits.
    const full = await create(a.key, { text: prose(2600) });
    expect({ status: full.statusCode, code: full.json().error.code }).toEqual({ status: 402, code: 'quota_exceeded' });
    const res = await create(a.key, { text: prose(2600), mode: 'guest', options: languageOnly }, '192.0.2.12');
    expect(res.statusCode).toBe(202);
    await waitForFinal(t, a.key, res.json().id);
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1500);
  });

  it('limits guest checks per client address with 429 and Retry-After, not full checks', async () => {
    const a = await newAccountWithKey(t.svc);
    const b = await newAccountWithKey(t.svc);
    const client = '198.51.100.7';
    const opts = { ...languageOnly, grammarSpelling: false, citations: false };
    for (let i = 0; i < 3; i++) {
      const ok = await create(i % 2 ? a.key : b.key, { text: prose(40, i), mode: 'guest', options: opts }, client, { 'idempotency-key': `k${i}` });
      expect(ok.statusCode).toBe(202);
    }
    // A retried request starts nothing and costs none of the allowance.
    const replay = await create(b.key, { text: prose(40, 0), mode: 'guest', options: opts }, client, { 'idempotency-key': 'k0' });
    expect(replay.statusCode).toBe(202);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Another key from the same address is still the same client.
    const refused = await create(a.key, { text: prose(40, 9), mode: 'guest', options: opts }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is another client; a full check is not a guest check.
    expect((await create(a.key, { text: prose(40, 10), mode: 'guest', options: opts }, '198.51.100.8')).statusCode).toBe(202);
    expect((await create(a.key, { text: prose(40, 11), options: opts }, client)).statusCode).toBe(202);
  });

  it('refuses hostile guest submissions with the spec codes, charging nothing', async () => {
    const a = await newAccountWithKey(t.svc);
    const cases: [object, number, string][] = [
      [{ text: 'too few words here', mode: 'guest' }, 400, 'too_short'],
      [{ text: prose(40), mode: 'GUEST' }, 400, 'invalid_body'],
      [{ text: prose(40), mode: 'guest', options: { guest: true } }, 400, 'invalid_body'],
      [{ file: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]).toString('base64'), mode: 'guest' }, 400, 'unsupported_type'],
      [{ text: prose(40), file: 'aGVsbG8=', mode: 'guest' }, 400, 'multiple_inputs'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await create(a.key, payload, '203.0.113.5');
      expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
    }
    const noKey = await t.app.inject({ method: 'POST', url: '/v1/checks', payload: { text: prose(40), mode: 'guest' } });
    expect(noKey.statusCode).toBe(401);
    expect((await usage(a.key)).balanceAvailableCredits).toBe(1500);
  });
});

describe('guest mode switched off by the operator', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { guestMode: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 403 mode_disabled and starts nothing; full checks still run', async () => {
    const a = await newAccountWithKey(t.svc);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checks',
      headers: bearer(a.key),
      payload: { text: prose(60), mode: 'guest' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('mode_disabled');
    const list = (await t.app.inject({ url: '/v1/checks', headers: bearer(a.key) })).json();
    expect(list.checks).toEqual([]);
    const full = await t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { text: prose(60) } });
    expect(full.statusCode).toBe(202);
  });

  it('reads the switch from WRITECHECK_GUEST_MODE', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(loadConfig({ WRITECHECK_GUEST_MODE: 'off' }).guestMode).toBe(false);
    expect(loadConfig({}).guestMode).toBe(true);
    expect(() => loadConfig({ WRITECHECK_GUEST_MODE: 'maybe' })).toThrow(/WRITECHECK_GUEST_MODE/);
  });
});
