import {
  checkCost,
  type CheckOptions,
  type GuestPreview,
  type GuestRest,
  type Issue,
  type Report,
  limits,
} from '@writecheck/shared';
import { guestWindow } from './guestWindow.js';

/** How long the unread remainder of a guest check is offered for a full check. */
export const GUEST_REST_DAYS = 7;
const DAY_MS = 86_400_000;
const TAIL_CHARS = 200;

const languageCategories = new Set<Issue['category']>(['spelling', 'grammar', 'clarity', 'word_choice']);
const citationCategories = new Set<Issue['category']>(['citation', 'missing_citation']);

export interface GuestCheckFacts {
  text: string;
  wordCount: number;
  options: CheckOptions;
  createdAt: Date;
  completedAt: Date | null;
}

export interface GuestView {
  report: Report;
  guest: GuestPreview;
  rest: GuestRest;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function aiBand(score: number | null | undefined): GuestPreview['ai']['band'] {
  if (score === null || score === undefined) return 'none';
  return score < 30 ? 'low' : score < 70 ? 'medium' : 'high';
}

/**
 * What a guest sees of a finished check: the teaser with every detail; past it, counts and
 * highlights only. Issues, matches and sources past the teaser are withheld from the report
 * (the stored report keeps them), and the unscanned rest is marked `unchecked`.
 */
export function guestView(check: GuestCheckFacts, report: Report, styleEnabled: boolean, now = new Date()): GuestView {
  const text = check.text;
  const win = guestWindow(text, check.wordCount);
  const shownIssues: Issue[] = [];
  const marks: GuestPreview['peek']['marks'] = [];
  let hiddenLanguage = 0;
  let lockedCitations = 0;
  for (const issue of report.issues) {
    if (issue.original.start < win.crispEnd) {
      shownIssues.push(issue);
      continue;
    }
    if (languageCategories.has(issue.category)) hiddenLanguage += 1;
    if (citationCategories.has(issue.category)) lockedCitations += 1;
    if (issue.original.start < win.peekEnd) {
      marks.push({ category: issue.category, start: issue.original.start, end: Math.min(issue.original.end, win.peekEnd) });
    }
  }

  const matches = report.matches.filter((m) => m.user.start < win.crispEnd);
  const shownSourceIds = new Set(matches.map((m) => m.sourceId));
  const sources = report.sources.filter((s) => shownSourceIds.has(s.id));

  // Highlights stay up to the end of the peek window, without saying where they came from.
  const spans: Report['spans'] = [];
  for (const span of report.spans) {
    if (span.start >= win.peekEnd) continue;
    const { sourceId, ...rest } = span;
    const end = Math.min(span.end, win.peekEnd);
    spans.push(span.start < win.crispEnd && sourceId !== undefined ? { ...span, end } : { ...rest, end });
  }
  if (win.unscannedWords > 0) {
    const segmentId = report.spans.reduce((max, s) => Math.max(max, s.segmentId), -1) + 1;
    spans.push({ start: win.peekEnd, end: text.length, segmentId, verdict: 'unchecked', confidence: 0 });
  }

  const checkedWords = Math.min(report.checkedWords, win.crispWords);
  const shown: Report = {
    ...report,
    issues: shownIssues,
    matches,
    sources,
    spans,
    checkedWords,
    coverage: check.wordCount > 0 ? round1((checkedWords / check.wordCount) * 100) : 0,
  };

  const restWords = check.wordCount - win.crispWords;
  const finished = check.completedAt ?? now;
  const expired = now.getTime() - finished.getTime() > GUEST_REST_DAYS * DAY_MS;
  const guest: GuestPreview = {
    teaserWords: limits.guestTeaserWords,
    flow: restWords > 0 ? 'teaser' : 'whole',
    wallClockMs: Math.max(1, finished.getTime() - check.createdAt.getTime()),
    crispWords: win.crispWords,
    peekWords: win.peekWords,
    peek: { text: text.slice(win.crispEnd, win.peekEnd), findings: marks.length, marks },
    wordCount: check.wordCount,
    unscannedWords: win.unscannedWords,
    truncated: win.unscannedWords > 0,
    tail: win.unscannedWords > 0 ? text.slice(win.peekEnd, win.peekEnd + TAIL_CHARS).trimStart() : '',
    ai: {
      band: aiBand(report.scores?.aiContent),
      sentences: report.issues.filter((i) => i.category === 'ai_content').length,
    },
    hiddenLanguage,
    lockedSources: report.sources.length - sources.length,
    lockedCitations,
  };
  const rest: GuestRest = {
    words: restWords,
    text: expired ? '' : text.slice(win.crispEnd),
    expired,
    cost: `${restWords > 0 ? checkCost(restWords, check.options, styleEnabled) : 0} credits`,
  };
  return { report: shown, guest, rest };
}
