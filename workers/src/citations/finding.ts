import type { CitationFindingKind, CitationStyle, Issue } from './types.js';
import { citationStyleList } from './types.js';

/** What a rule reports; `toIssue` turns it into the report's Issue for the chosen style. */
export interface CitationFinding {
  kind: CitationFindingKind;
  category: 'citation' | 'missing_citation';
  severity: Issue['severity'];
  title: string;
  message: (style: CitationStyle) => string;
  start: number;
  end: number;
  /** The replacement in each style; a style missing here cannot be produced from the text. */
  replacement: Partial<Record<CitationStyle, string>>;
  label: string;
  citedSourceId?: number;
  citationGroupId?: string;
  sourceUrl?: string;
}

export function toIssue(f: CitationFinding, text: string, style: CitationStyle, index: number): Issue {
  const messageByStyle: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) messageByStyle[s] = f.message(s);
  const byStyle: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) if (f.replacement[s] !== undefined) byStyle[s] = f.replacement[s];
  const original = text.slice(f.start, f.end);
  const issue: Issue = {
    id: `cite-${f.kind}-${index + 1}`,
    category: f.category,
    severity: f.severity,
    title: f.title,
    message: f.message(style),
    messageByStyle,
    original: { text: original, start: f.start, end: f.end },
    fix: { replacement: f.replacement[style] ?? original, label: f.label, byStyle },
    status: 'open',
  };
  if (f.kind === 'orphan_marker') issue.rule = 'orphan_marker';
  if (f.citedSourceId !== undefined) issue.citedSourceId = f.citedSourceId;
  if (f.citationGroupId !== undefined) issue.citationGroupId = f.citationGroupId;
  if (f.sourceUrl !== undefined) issue.sourceUrl = f.sourceUrl;
  return issue;
}

/** The finding kind an issue id carries (`cite-<kind>-<n>`). */
export function issueKind(issue: Pick<Issue, 'id'>): CitationFindingKind | undefined {
  const m = /^cite-([a-z_]+)-\d+$/.exec(issue.id);
  return m ? (m[1] as CitationFindingKind) : undefined;
}

/** The text with one issue's fix applied. */
export function applyFix(text: string, issue: Pick<Issue, 'original' | 'fix'>): string {
  return text.slice(0, issue.original.start) + issue.fix.replacement + text.slice(issue.original.end);
}
