import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "The both brothers were late": "both" comes before the article ("both the
// brothers") or alone, never after it. "The both of us", informal but common, is left
// alone.

const PATTERN = /\b([Tt]he\s+both)\s+(?!of\b|and\b)(?=[a-z])/g;

export const bothWithoutThe: ProseRule = {
  id: 'both_without_the',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const found = m[1]!;
      const replacement = matchCaseOf(found, 'both');
      out.push(
        wordError({ rule: 'both_without_the', title: 'Article', start: m.index, end: m.index + found.length, replacement, message: `"Both" takes no "the" before it: "${replacement}" (or "both the").` }),
      );
    }
    return out;
  },
};
