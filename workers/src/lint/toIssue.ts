import type { Finding } from './finding.js';

// Findings mapped to the report's Issue fields. `original` indexes the document's
// text exactly; `fix` always exists (a finding without a suggestion keeps the text).

export interface LintIssue {
  id: string;
  category: Finding['category'];
  severity: Finding['severity'];
  title: string;
  message: string;
  original: { text: string; start: number; end: number };
  fix: { replacement: string; label: string };
  status: 'open';
  locale: string;
}

function shortHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export function toIssues(text: string, findings: readonly Finding[], locale: string): LintIssue[] {
  return findings.map((f) => {
    const original = text.slice(f.start, f.end);
    const replacement = f.replacements[0];
    return {
      id: `lint-${f.start}-${shortHash(`${f.rule}|${original}`)}`,
      category: f.category,
      severity: f.severity,
      title: f.title,
      message: f.message,
      original: { text: original, start: f.start, end: f.end },
      fix:
        replacement !== undefined
          ? { replacement, label: f.fixLabel ?? (replacement === '' ? `Remove "${original}"` : `Replace with "${replacement}"`) }
          : { replacement: original, label: 'No automatic fix' },
      status: 'open',
      locale: f.locale ?? locale,
    };
  });
}
