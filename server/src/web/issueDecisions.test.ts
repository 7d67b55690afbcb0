import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Issue, Report } from '@writecheck/shared';
import { checks } from '../db/schema.js';
import { webUsers } from '../db/schema.web.js';
import { cookieOf, pagePost, signUp as signUpAs, startWebTestApp, trpcCall, type WebTestApp } from '../../test/webHarness.js';

// Apply, ignore and undo on a report's issues through /trpc, and the sync pull by cursor:
// two devices acting on one report end with the same issues.

const TEXT = 'Their is a eror here. As one put it, libraries are memory of mankind today.';

let web: WebTestApp;
let app: FastifyInstance;
let svc: WebTestApp['svc'];

beforeAll(async () => {
  web = await startWebTestApp();
  ({ app, svc } = web);
});

afterAll(() => web?.close());

const signUp = async (email: string) => (await signUpAs(app, email)).cookie;
const call = (cookie: string, path: string, input: unknown, kind: 'query' | 'mutation') => trpcCall(app, cookie, path, input, kind);

function issue(id: string, fragment: string, replacement: string, category: Issue['category'] = 'spelling'): Issue {
  const start = TEXT.indexOf(fragment);
  return { id, category, severity: 'error', title: id, message: id, original: { text: fragment, start, end: start + fragment.length }, fix: { replacement, label: replacement }, status: 'open' };
}

async function finishedCheck(email: string, completedAt = new Date()): Promise<string> {
  const [user] = await svc.db.select().from(webUsers).where(eq(webUsers.email, email));
  const report: Report = {
    status: 'done', text: TEXT, partial: false, languages: ['en'], wordCount: 15, checkedWords: 15,
    originalityScore: 100, similarityScore: 0, coverage: 100, spans: [], matches: [], sources: [],
    issues: [issue('g1', 'Their is', 'There is', 'grammar'), issue('s1', 'Their', 'There'), issue('s2', 'eror', 'error')],
    meta: { durationMs: 10 },
  };
  const id = randomUUID();
  await svc.db.insert(checks).values({
    id, accountId: user!.accountId, keyId: null, status: 'done', progress: 100, phase: 'Done', title: 'Decisions',
    inputKind: 'text', mode: 'full', citationStyle: 'APA',
    options: { plagiarism: false, grammarSpelling: true, citations: false, aiContent: false, style: false, register: 'general' },
    wordCount: 15, text: TEXT, snippet: TEXT, report, originalityScore: 100, coverage: 100, createdAt: completedAt, startedAt: completedAt, completedAt,
  });
  return id;
}

const statusOf = (issues: Issue[], id: string) => issues.find((i) => i.id === id)?.status;

describe('issue decisions', () => {
  it('applies a fix, stales the issue on the same words, and the report read shows both', async () => {
    const cookie = await signUp('fixer@example.org');
    const id = await finishedCheck('fixer@example.org');
    const acted = await call(cookie, 'reports.act', { checkId: id, action: { kind: 'apply', issueId: 'g1' } }, 'mutation');
    expect(acted.status).toBe(200);
    const read = await call(cookie, 'checks.get', { id }, 'query');
    const issues = read.data.report.issues as Issue[];
    expect(issues.find((i) => i.id === 'g1')).toMatchObject({ status: 'fixed', appliedReplacement: 'There is' });
    expect(issues.find((i) => i.id === 's1')).toMatchObject({ status: 'stale', staledBy: { by: 'g1', relStart: 0, status: 'open' } });
    expect(statusOf(issues, 's2')).toBe('open');

    const undone = await call(cookie, 'reports.act', { checkId: id, action: { kind: 'undo', issueId: 'g1' } }, 'mutation');
    expect(undone.data.issues.map((i: Issue) => i.status)).toEqual(['open', 'open', 'open']);
    expect(undone.data.issues[1].staledBy).toBeUndefined();
  });

  it('refuses an action the report no longer allows, and a foreign or unknown report', async () => {
    const cookie = await signUp('refused@example.org');
    const id = await finishedCheck('refused@example.org');
    await call(cookie, 'reports.act', { checkId: id, action: { kind: 'ignore', issueId: 's2' } }, 'mutation');
    const again = await call(cookie, 'reports.act', { checkId: id, action: { kind: 'apply', issueId: 's2' } }, 'mutation');
    expect(again).toMatchObject({ status: 409, error: { code: 'already_final' } });
    const missing = await call(cookie, 'reports.act', { checkId: id, action: { kind: 'apply', issueId: 'nope' } }, 'mutation');
    expect(missing).toMatchObject({ status: 404, error: { code: 'not_found' } });
    const stranger = await signUp('stranger@example.org');
    const foreign = await call(stranger, 'reports.act', { checkId: id, action: { kind: 'undo', issueId: 's2' } }, 'mutation');
    expect(foreign).toMatchObject({ status: 404, error: { code: 'not_found' } });
    const garbled = await call(cookie, 'reports.act', { checkId: id, action: { kind: 'burn', issueId: 's2' } }, 'mutation');
    expect(garbled).toMatchObject({ status: 400, error: { code: 'invalid_body' } });
    const badCursor = await call(cookie, 'reports.pull', { cursor: 'not-a-cursor' }, 'query');
    expect(badCursor).toMatchObject({ status: 400, error: { code: 'invalid_body' } });
  });

  it('two devices acting on one report converge, each pulling by cursor', async () => {
    const phone = await signUp('two@example.org');
    const laptop = await app.inject(pagePost('/auth/signin', { email: 'two@example.org', password: 'a long password' }));
    const laptopCookie = cookieOf(laptop);
    const older = await finishedCheck('two@example.org', new Date(Date.now() - 60_000));
    const id = await finishedCheck('two@example.org');

    const first = await call(phone, 'reports.pull', {}, 'query');
    expect(first.data.reports.map((r: { id: string }) => r.id)).toEqual([older, id]);
    expect(first.data.more).toBe(false);
    const nothing = await call(phone, 'reports.pull', { cursor: first.data.cursor }, 'query');
    expect(nothing.data.reports).toEqual([]);
    expect(nothing.data.decisions).toEqual([]);

    // Offline, the laptop fixed s2 while the phone fixed g1 and ignored s2; the laptop's queue arrived first.
    await call(laptopCookie, 'reports.act', { checkId: id, action: { kind: 'apply', issueId: 's2' } }, 'mutation');
    await call(phone, 'reports.act', { checkId: id, action: { kind: 'apply', issueId: 'g1' } }, 'mutation');
    const late = await call(phone, 'reports.act', { checkId: id, action: { kind: 'ignore', issueId: 's2' } }, 'mutation');
    expect(late.error?.code).toBe('already_final');

    const pulled = await call(phone, 'reports.pull', { cursor: first.data.cursor }, 'query');
    expect(pulled.data.reports).toEqual([]);
    const decided = Object.fromEntries(pulled.data.decisions.map((d: { issueId: string; status: string }) => [d.issueId, d.status]));
    expect(decided).toEqual({ s2: 'fixed', g1: 'fixed', s1: 'stale' });
    const onPhone = (await call(phone, 'checks.get', { id }, 'query')).data.report.issues as Issue[];
    const onLaptop = (await call(laptopCookie, 'checks.get', { id }, 'query')).data.report.issues as Issue[];
    expect(onLaptop).toEqual(onPhone);
  });
});
