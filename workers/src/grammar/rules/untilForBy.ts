import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "I will finish it until tomorrow" -> "by tomorrow": a deadline for something done once is
// "by"; "until" lasts up to a time ("wait until Friday"). Only after a verb of completing and
// before a day or a date, and not in a negated clause: "I won't finish it until tomorrow" says
// when it will be done at the earliest, and is right.

const COMPLETING =
  'finish|finishes|finished|complete|completes|completed|submit|submits|submitted|deliver|delivers|delivered|send|sends|sent|return|returns|returned|pay|pays|paid|decide|decides|decided|hand\\s+in|hand\\s+it\\s+in|be\\s+ready|be\\s+done|be\\s+finished';
const DEADLINE =
  'tomorrow|tonight|today|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|next\\s+(?:week|month|year|Monday|Tuesday|Wednesday|Thursday|Friday)|the\\s+end\\s+of|\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|o[\'’]clock)|noon|midnight';
const PATTERN = new RegExp(String.raw`\b(?:${COMPLETING})\b(?:\s+[a-z]+){0,3}?\s+(until)\s+(?:${DEADLINE})\b`, 'gi');
const NEGATION = /\b(?:not|never|cannot|no\s+one|nobody|nothing)\b|n['’]t\b/i;

export const untilForBy: ProseRule = {
  id: 'until_for_by',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const clauseStart = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf(';', m.index), text.lastIndexOf('!', m.index), text.lastIndexOf('?', m.index), text.lastIndexOf(',', m.index));
      if (NEGATION.test(text.slice(clauseStart + 1, m.index + m[0].length))) continue;
      const start = m.index + m[0].search(/\buntil\b/i);
      out.push(wordError({ rule: 'until_for_by', title: 'Preposition', start, end: start + 5, replacement: 'by', message: 'A deadline for something done once is "by": "by tomorrow"; "until" lasts up to a time.' }));
    }
    return out;
  },
};
