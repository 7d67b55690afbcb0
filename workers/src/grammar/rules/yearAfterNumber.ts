import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "I was born in 1990 year" -> "in 1990": English names a year by its number alone, and
// learners whose languages say "in the year 1990" after it ("в 1990 году") add the word.
// Only after a preposition and where the phrase ends: "the 2020 year-end report" and "in the
// 2021 year end results" make a compound.

const PATTERN =
  /\b(?:in|of|since|from|until|till|by|before|after|during)\s+((?:the\s+)?((?:1[5-9]|20)\d\d)\s+year)(?![\w-])(?=\s*(?:[,.;:!?)]|$)|\s+(?:I|we|he|she|they|you|it|my|our|his|her|their|the|and|when|there)\b)/dgi;

export const yearAfterNumber: ProseRule = {
  id: 'year_after_number',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [start, end] = m.indices![1]!;
      const year = m[2]!;
      out.push(wordError({ rule: 'year_after_number', title: 'Word choice', start, end, replacement: year, message: `A year is named by its number alone: "${year}".` }));
    }
    return out;
  },
};
