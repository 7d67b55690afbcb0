import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckSummaryRow } from './checks.repo.js';
import { summaryBodyOf, toCheckSummary } from './checkView.js';
import type { CachedSummary } from './summaryCache.js';

const queued: CheckSummaryRow = {
  id: '5b7f2c1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f',
  accountId: '0e1c9a3e-2f4b-4d6a-8c1e-7b9d0f2a4c6e',
  status: 'queued',
  progress: 0,
  phase: 'Waiting for a worker',
  title: 'Essay "draft" \u2014 two',
  inputKind: 'text',
  mode: 'full',
  citationStyle: 'APA',
  options: { plagiarism: false, register: 'academic' },
  wordCount: 412,
  snippet: 'The river carried small stones.\nA quiet valley.',
  originalityScore: null,
  coverage: null,
  scores: null,
  issueCounts: null,
  composition: null,
  rejection: null,
  completedBy: null,
  folderId: null,
  tagIds: ['t1'],
  startedAt: null,
  runningMs: 0,
  createdAt: new Date('2026-11-26T07:00:00.000Z'),
  completedAt: null,
};

const running: CheckSummaryRow = {
  ...queued,
  status: 'analyzing',
  progress: 40,
  phase: 'Checking grammar',
  startedAt: new Date('2026-11-26T07:00:01.000Z'),
  runningMs: 200,
};

const done: CheckSummaryRow = {
  ...running,
  status: 'rejected',
  progress: 100,
  phase: 'Rejected',
  rejection: { code: 'too_short', message: 'under 50 words' },
  completedBy: 'worker-2',
  runningMs: 1_500,
  completedAt: new Date('2026-11-26T07:00:03.000Z'),
};

describe('summaryBodyOf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is byte for byte the serialized summary view', () => {
    const now = Date.parse('2026-11-26T07:00:05.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (const row of [queued, running, done]) {
      expect(summaryBodyOf({ row }, now)).toBe(JSON.stringify(toCheckSummary(row)));
    }
  });

  it('keeps the serialized parts and still counts a running check’s time', () => {
    const summary: CachedSummary = { row: running };
    const started = running.startedAt!.getTime();
    expect(JSON.parse(summaryBodyOf(summary, started + 1_000)).runningMs).toBe(1_000);
    const kept = summary.body;
    expect(kept).toBeDefined();
    expect(JSON.parse(summaryBodyOf(summary, started + 3_000)).runningMs).toBe(3_000);
    expect(summary.body).toBe(kept);
  });

  it('reports a finished check’s recorded time whatever the clock says', () => {
    const summary: CachedSummary = { row: done };
    expect(JSON.parse(summaryBodyOf(summary, Date.parse('2030-01-01T00:00:00Z'))).runningMs).toBe(1_500);
  });
});
