import { issueSchema } from '@writecheck/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { toIssues } from './toIssue.js';

const finding = (start: number, end: number, replacements: string[]): Finding => ({
  start,
  end,
  category: 'spelling',
  severity: 'error',
  rule: 'spelling',
  title: 'Spelling',
  message: 'Not in the dictionary.',
  replacements,
});

describe('toIssues', () => {
  it('produces Issues that the report schema accepts, indexing the text exactly', () => {
    const text = 'We recieve mial.';
    const issues = toIssues(text, [finding(3, 10, ['receive']), finding(11, 15, [])], 'en-GB');
    for (const issue of issues) {
      expect(issueSchema.safeParse(issue).success).toBe(true);
      expect(text.slice(issue.original.start, issue.original.end)).toBe(issue.original.text);
    }
    expect(issues[0]!.fix).toEqual({ replacement: 'receive', label: 'Replace with "receive"' });
    // no suggestion: the fix keeps the text, so applying it changes nothing
    expect(issues[1]!.fix).toEqual({ replacement: 'mial', label: 'No automatic fix' });
    expect(new Set(issues.map((i) => i.id)).size).toBe(2);
  });
});
