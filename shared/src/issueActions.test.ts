import { describe, expect, it } from 'vitest';
import { applyIssueAction, textWithFixes } from './issueActions.js';
import type { Issue } from './schemas/report.js';

const TEXT = 'Their is a eror here. As one put it, libraries are memory of mankind today.';

function issue(id: string, fragment: string, replacement: string, category: Issue['category'] = 'spelling'): Issue {
  const start = TEXT.indexOf(fragment);
  return {
    id,
    category,
    severity: 'error',
    title: id,
    message: id,
    original: { text: fragment, start, end: start + fragment.length },
    fix: { replacement, label: replacement },
    status: 'open',
  };
}

const issues: Issue[] = [
  issue('g1', 'Their is', 'There is', 'grammar'),
  issue('s1', 'Their', 'There'),
  issue('s2', 'eror', 'error'),
  issue('p1', 'libraries are memory of mankind', 'libraries are memory of mankind', 'plagiarism'),
  issue('c1', 'libraries are memory of mankind', '"libraries are memory of mankind" (Smith, 2020)', 'missing_citation'),
];
const spans = [{ start: TEXT.indexOf('libraries'), end: TEXT.indexOf(' today'), verdict: 'exact' as const }];

function run(list: readonly Issue[], action: Parameters<typeof applyIssueAction>[1]) {
  const out = applyIssueAction(list, action, spans);
  if (!out.ok) throw new Error(out.reason);
  return out;
}
const byId = (list: readonly Issue[], id: string) => list.find((i) => i.id === id)!;

describe('applyIssueAction', () => {
  it('fixes an issue with its replacement and stales the open issues on the same words', () => {
    const out = run(issues, { kind: 'apply', issueId: 'g1' });
    expect(byId(out.issues, 'g1')).toMatchObject({ status: 'fixed', appliedReplacement: 'There is' });
    expect(byId(out.issues, 's1')).toMatchObject({ status: 'stale', staledBy: { by: 'g1', relStart: 0, status: 'open' } });
    expect(byId(out.issues, 's2').status).toBe('open');
    expect(out.changed).toEqual(['g1', 's1']);
  });

  it('marks issues whose words the fix kept as followed, with what they were before', () => {
    const out = run(issues, { kind: 'apply', issueId: 'c1' });
    expect(byId(out.issues, 'p1')).toMatchObject({
      status: 'open',
      followed: { by: 'c1', relStart: 1, before: { text: 'libraries are memory of mankind', attribution: 'quoted', verdict: 'exact' } },
    });
    expect(applyIssueAction(out.issues, { kind: 'apply', issueId: 'p1' })).toEqual({ ok: false, reason: 'followed' });
  });

  it('undoes a fix: the issue reopens and the issues it staled or followed return as they were', () => {
    const fixed = run(run(issues, { kind: 'apply', issueId: 'g1' }).issues, { kind: 'apply', issueId: 'c1' });
    const undone = run(run(fixed.issues, { kind: 'undo', issueId: 'g1' }).issues, { kind: 'undo', issueId: 'c1' });
    expect(undone.issues).toEqual(issues);
  });

  it('ignores an open issue and undoes that too', () => {
    const ignored = run(issues, { kind: 'ignore', issueId: 's2' });
    expect(byId(ignored.issues, 's2').status).toBe('ignored');
    expect(byId(run(ignored.issues, { kind: 'undo', issueId: 's2' }).issues, 's2').status).toBe('open');
  });

  it('refuses what cannot happen, changing nothing', () => {
    const fixed = run(issues, { kind: 'apply', issueId: 'g1' }).issues;
    expect(applyIssueAction(fixed, { kind: 'apply', issueId: 'g1' })).toEqual({ ok: false, reason: 'not_open' });
    expect(applyIssueAction(fixed, { kind: 'ignore', issueId: 's1' })).toEqual({ ok: false, reason: 'not_open' });
    expect(applyIssueAction(issues, { kind: 'undo', issueId: 's2' })).toEqual({ ok: false, reason: 'nothing_to_undo' });
    expect(applyIssueAction(issues, { kind: 'apply', issueId: 'nope' })).toEqual({ ok: false, reason: 'no_such_issue' });
  });

  it('applies a replacement the person chose over the suggested one', () => {
    const out = run(issues, { kind: 'apply', issueId: 's2', replacement: 'err' });
    expect(byId(out.issues, 's2').appliedReplacement).toBe('err');
  });
});

describe('textWithFixes', () => {
  it('puts every applied fix in place, offsets of the original text', () => {
    const a = run(issues, { kind: 'apply', issueId: 'g1' }).issues;
    const b = run(a, { kind: 'apply', issueId: 's2' }).issues;
    expect(textWithFixes(TEXT, b)).toBe('There is a error here. As one put it, libraries are memory of mankind today.');
    expect(textWithFixes(TEXT, issues)).toBe(TEXT);
  });
});
