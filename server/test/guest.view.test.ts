import { describe, expect, it } from 'vitest';
import { checkCost, reportSchema, type Report } from '@writecheck/shared';
import { wordOffsetAfter } from '@writecheck/shared/wordCount';
import { guestInstant } from '../src/guest/guestInstant.js';
import { guestLive } from '../src/guest/guestLive.js';
import { guestView } from '../src/guest/guestPreview.js';
import { guestWindow } from '../src/guest/guestWindow.js';
import { prose } from './harness.js';

// What a guest is shown of a report with plagiarism matches on both sides of the teaser:
// sources matched only past it are locked, their spans keep their highlight without the source.

const text = prose(1000, 5);
const options = { plagiarism: true, grammarSpelling: true, citations: true, aiContent: true, style: true, register: 'academic' as const };
const at = (words: number) => wordOffsetAfter(text, words);

function reportWithMatches(): Report {
  const match = (id: number, sourceId: number, start: number, end: number) => ({
    id,
    sourceId,
    segmentIds: [id],
    similarity: 92,
    verdict: 'near' as const,
    user: { text: text.slice(start, end), start, end, marks: [] },
    source: { snippet: 'snippet', marks: [] },
  });
  const source = (id: number) => ({
    id,
    url: `https://example.org/${id}`,
    canonicalUrl: `https://example.org/${id}`,
    title: `Source ${id}`,
    domain: 'example.org',
    matchedWords: 20,
    contribution: 2,
    alternates: [],
  });
  const issue = (id: string, category: string, start: number) => ({
    id,
    category,
    severity: 'warning',
    title: id,
    message: `${id} message`,
    original: { text: text.slice(start, start + 5), start, end: start + 5 },
    fix: { replacement: 'x', label: 'Replace' },
  });
  return reportSchema.parse({
    status: 'done',
    text,
    wordCount: 1000,
    checkedWords: 600,
    originalityScore: 90,
    similarityScore: 10,
    coverage: 60,
    spans: [
      { start: 0, end: at(50), segmentId: 0, verdict: 'near', sourceId: 1, confidence: 0.9 },
      { start: at(50), end: at(450), segmentId: 1, verdict: 'original', confidence: 0.9 },
      { start: at(450), end: at(500), segmentId: 2, verdict: 'near', sourceId: 2, confidence: 0.9 },
      { start: at(500), end: at(600), segmentId: 3, verdict: 'original', confidence: 0.9 },
    ],
    matches: [match(1, 1, 0, at(50)), match(2, 2, at(450), at(500))],
    sources: [source(1), source(2)],
    issues: [
      issue('plag-1', 'plagiarism', 0),
      issue('gram-1', 'grammar', at(100)),
      issue('plag-2', 'plagiarism', at(450)),
      issue('spell-1', 'spelling', at(550)),
      issue('cite-1', 'missing_citation', at(900)),
      issue('ai-1', 'ai_content', at(10)),
    ],
    scores: { plagiarism: 10, citation: 80, grammarSpelling: 90, aiContent: 75, clarity: 95 },
    meta: { durationMs: 1000, sourcesExcludedByRules: 0 },
  });
}

describe('guest view', () => {
  const created = new Date('2026-11-01T10:00:00Z');
  const completed = new Date('2026-11-01T10:00:03Z');
  const facts = { text, wordCount: 1000, options, createdAt: created, completedAt: completed };

  it('locks sources, citation and language findings past the teaser and keeps the teaser whole', () => {
    const view = guestView(facts, reportWithMatches(), true, new Date('2026-11-02T00:00:00Z'));
    const win = guestWindow(text, 1000);
    expect(win).toMatchObject({ crispEnd: at(400), peekEnd: at(600), crispWords: 400, peekWords: 200, unscannedWords: 400 });

    expect(view.report.issues.map((i) => i.id)).toEqual(['plag-1', 'gram-1', 'ai-1']);
    expect(view.report.matches.map((m) => m.id)).toEqual([1]);
    expect(view.report.sources.map((s) => s.id)).toEqual([1]);
    expect(view.guest).toMatchObject({
      lockedSources: 1,
      lockedCitations: 1,
      hiddenLanguage: 1,
      ai: { band: 'high', sentences: 1 },
      wallClockMs: 3000,
      flow: 'teaser',
      truncated: true,
    });
    // The peek shows where the locked findings sit, nothing about them.
    expect(view.guest.peek.marks).toEqual([
      { category: 'plagiarism', start: at(450), end: at(450) + 5 },
      { category: 'spelling', start: at(550), end: at(550) + 5 },
    ]);
    expect(view.guest.peek.findings).toBe(2);
    expect(JSON.stringify(view.report)).not.toMatch(/plag-2|spell-1|cite-1|example\.org\/2/);
    // Spans: the teaser's keep their source; the peek's keep the verdict only; the rest is unchecked.
    expect(view.report.spans[0]).toMatchObject({ verdict: 'near', sourceId: 1 });
    expect(view.report.spans[2]).toEqual({ start: at(450), end: at(500), segmentId: 2, verdict: 'near', confidence: 0.9 });
    expect(view.report.spans.at(-1)).toEqual({ start: at(600), end: text.length, segmentId: 4, verdict: 'unchecked', confidence: 0 });
    expect(view.report.checkedWords).toBe(400);
    expect(view.report.coverage).toBe(40);
    expect(view.rest).toEqual({ words: 600, text: text.slice(at(400)), expired: false, cost: `${checkCost(600, options)} credits` });
    // The stored report is left as it was.
    expect(reportWithMatches().issues).toHaveLength(6);
  });

  it('prices the rest without the style pass when the operator turned it off', () => {
    const view = guestView(facts, reportWithMatches(), false, completed);
    expect(view.rest.cost).toBe(`${checkCost(600, options, false)} credits`);
    expect(checkCost(600, options, false)).toBeLessThan(checkCost(600, options, true));
  });

  it('lets the offer of the rest expire after 7 days', () => {
    const view = guestView(facts, reportWithMatches(), true, new Date(completed.getTime() + 7 * 86_400_000 + 1));
    expect(view.rest).toMatchObject({ words: 600, text: '', expired: true });
  });

  it('survives a hostile report: offsets out of range and overlapping spans', () => {
    const report = reportWithMatches();
    report.issues.push({ ...report.issues[1]!, id: 'far', original: { text: 'x', start: 10_000_000, end: -5 } });
    report.spans.push({ start: -100, end: 10_000_000, segmentId: 9, verdict: 'exact', confidence: 1 });
    const view = guestView(facts, report, true, completed);
    expect(view.report.issues.map((i) => i.id)).not.toContain('far');
    expect(view.guest.hiddenLanguage).toBe(2);
    expect(view.guest.peek.marks.every((m) => m.start >= at(400) && m.end <= at(600))).toBe(true);
  });

  it('keeps the instant findings to the teaser', () => {
    const finding = (start: number) => ({
      category: 'spelling' as const,
      kind: 'misspelled',
      message: 'not a word',
      original: { text: text.slice(start, start + 5), start, end: start + 5 },
      suggestions: ['x'],
    });
    const instant = {
      engine: 'hunspell',
      dialect: 'en-US',
      elapsedMs: 12,
      wordCount: 1000,
      counts: { spelling: 3, grammar: 0 },
      issues: [finding(at(10)), finding(at(399)), finding(at(401)), finding(at(550))],
      redactedIssues: 0,
      teaserCutoff: 0,
      crispWords: 1000,
      adopted: false,
    };
    const shown = guestInstant(instant, text, 1000);
    expect(shown.issues.map((i) => i.original.start)).toEqual([at(10), at(399)]);
    expect(shown).toMatchObject({ redactedIssues: 2, teaserCutoff: at(400), crispWords: 400, counts: { spelling: 3 } });
  });

  it('keeps the sources out of the live log, and its counts in', () => {
    const live = {
      searchesUsed: 2,
      pagesFetched: 3,
      found: [{ url: 'https://example.org/2', domain: 'example.org', title: 'Source 2' }],
      events: [
        { at: 1, kind: 'search' as const, label: 'Searched the web' },
        { at: 2, kind: 'fetch' as const, label: 'Read example.org', url: 'https://example.org/2', domain: 'example.org' },
        { at: 3, kind: 'match' as const, label: 'Found 1 matching passage in example.org', domain: 'example.org' },
        { at: 4, kind: 'score' as const, label: 'Composed the report' },
      ],
    };
    expect(guestLive(live)).toEqual({ searchesUsed: 2, pagesFetched: 3, found: [], events: [live.events[0], live.events[3]] });
  });
});
