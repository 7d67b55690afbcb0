import type { Issue, Verdict } from './schemas/report.js';

// What applying, ignoring and undoing a report's findings does to its issues (decisions.md):
// `open` -> `fixed` (with the replacement applied) or `ignored`; undo returns to `open`. An open
// issue whose words an applied fix replaced becomes `stale` (`staledBy`); one whose words the
// fix kept (quoted or cited them) is `followed` by it instead. The web app and the server run
// this same function, so a change made offline lands the same way when it reaches the server.

export type IssueAction =
  | { kind: 'apply'; issueId: string; replacement?: string }
  | { kind: 'ignore'; issueId: string }
  | { kind: 'undo'; issueId: string };

export interface VerdictRange {
  start: number;
  end: number;
  verdict: Verdict;
}

export type IssueActionOutcome =
  | { ok: true; issues: Issue[]; changed: string[] }
  | { ok: false; reason: 'no_such_issue' | 'not_open' | 'followed' | 'nothing_to_undo' };

type Range = { start: number; end: number };

function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

function attributionOf(replacement: string, at: number, length: number): 'quoted' | 'cited' | undefined {
  const before = replacement[at - 1];
  const after = replacement[at + length];
  if (before && after && /["“‘']/.test(before) && /["”’']/.test(after)) return 'quoted';
  if (/\([^()]*\d{4}[^()]*\)|\([^()]*n\.d\.[^()]*\)|\[\d+\]/.test(replacement.slice(at + length))) return 'cited';
  return undefined;
}

function verdictAt(range: Range, spans: readonly VerdictRange[]): Verdict | undefined {
  return spans.find((s) => overlaps(s, range))?.verdict;
}

/** The issues after one action, and the ids of those it changed; a refused action changes none. */
export function applyIssueAction(
  issues: readonly Issue[],
  action: IssueAction,
  spans: readonly VerdictRange[] = [],
): IssueActionOutcome {
  const target = issues.find((i) => i.id === action.issueId);
  if (!target) return { ok: false, reason: 'no_such_issue' };
  const next = new Map(issues.map((i) => [i.id, i]));
  const changed: string[] = [];
  const put = (issue: Issue) => {
    next.set(issue.id, issue);
    changed.push(issue.id);
  };

  if (action.kind === 'ignore') {
    if (target.status !== 'open') return { ok: false, reason: 'not_open' };
    put({ ...target, status: 'ignored' });
  } else if (action.kind === 'apply') {
    if (target.status !== 'open') return { ok: false, reason: 'not_open' };
    // Its words now sit inside another fix's text; that fix is undone first.
    if (target.followed) return { ok: false, reason: 'followed' };
    const replacement = action.replacement ?? target.fix.replacement;
    put({ ...target, status: 'fixed', appliedReplacement: replacement });
    for (const other of issues) {
      if (other.id === target.id || other.status !== 'open' || !overlaps(other.original, target.original)) continue;
      const kept = other.original.text ? replacement.indexOf(other.original.text) : -1;
      if (kept >= 0) {
        const attribution = attributionOf(replacement, kept, other.original.text.length);
        const verdict = verdictAt(other.original, spans);
        put({
          ...other,
          followed: {
            by: target.id,
            relStart: kept,
            before: { text: other.original.text, ...(attribution ? { attribution } : {}), ...(verdict ? { verdict } : {}) },
          },
        });
      } else {
        put({
          ...other,
          status: 'stale',
          staledBy: { by: target.id, relStart: other.original.start - target.original.start, status: 'open' },
        });
      }
    }
  } else {
    if (target.status !== 'fixed' && target.status !== 'ignored') return { ok: false, reason: 'nothing_to_undo' };
    const { appliedReplacement: _applied, ...reopened } = target;
    put({ ...reopened, status: 'open' });
    if (target.status === 'fixed') {
      for (const other of issues) {
        if (other.staledBy?.by === target.id) {
          const { staledBy, ...rest } = other;
          put({ ...rest, status: staledBy.status });
        } else if (other.followed?.by === target.id) {
          const { followed: _followed, ...rest } = other;
          put(rest);
        }
      }
    }
  }
  return { ok: true, issues: issues.map((i) => next.get(i.id)!), changed };
}

/** The report's text with every applied fix in place (fixed issues never overlap: the first stales the rest). */
export function textWithFixes(text: string, issues: readonly Issue[]): string {
  const fixed = issues
    .filter((i) => i.status === 'fixed' && i.appliedReplacement !== undefined)
    .sort((a, b) => b.original.start - a.original.start);
  let out = text;
  for (const issue of fixed) out = out.slice(0, issue.original.start) + issue.appliedReplacement + out.slice(issue.original.end);
  return out;
}
