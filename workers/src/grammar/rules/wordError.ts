import type { Finding } from '../../lint/finding.js';

/** The shape most English grammar rules report: one wrong word, one replacement for it. */
export function wordError(e: { rule: string; title: string; start: number; end: number; message: string; replacement: string; category?: 'grammar' | 'spelling' }): Finding {
  return {
    start: e.start,
    end: e.end,
    category: e.category ?? 'grammar',
    severity: 'error',
    rule: e.rule,
    title: e.title,
    message: e.message,
    replacements: [e.replacement],
    // a deletion is labelled from the text it removes, when the finding becomes an issue
    ...(e.replacement === '' ? {} : { fixLabel: `Replace with "${e.replacement}"` }),
  };
}
