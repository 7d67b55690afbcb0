import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "I finished my homework before two hours" -> "two hours ago": counted back from now, a span
// of time takes "ago" after it. Only where the span closes the clause ("before two days have
// passed" and "before two weeks from now" are right) and after a verb in the past.

const SPAN = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|few|several|many|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)`;
const PATTERN = new RegExp(String.raw`\b(before)\s+(${SPAN})(?=\s*(?:[.,;!?]|$))`, 'gi');
// a past verb earlier in the same clause: a regular or a common irregular past, or "have" + participle
const PAST_IN_CLAUSE = /\b(?:[a-z]{2,}ed|went|came|saw|left|met|made|took|got|bought|began|wrote|did|had|have|has|was|were|moved|arrived|found|lost|gave|told|said|heard|started)\b[^.,;!?]*$/i;

export const beforeForAgo: ProseRule = {
  id: 'before_for_ago',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      if (!PAST_IN_CLAUSE.test(text.slice(Math.max(0, m.index - 80), m.index))) continue;
      const span = m[2]!.replace(/\s+/g, ' ');
      out.push(
        wordError({ rule: 'before_for_ago', title: 'Time expression', start: m.index, end: m.index + m[0].length, replacement: `${span} ago`, message: `Counted back from now, the time takes "ago": "${span} ago".` }),
      );
    }
    return out;
  },
};
