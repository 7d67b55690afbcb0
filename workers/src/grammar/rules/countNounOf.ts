import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "there are still thousand of cases": without a number or "a" before it, "hundred",
// "thousand", "million" or "dozen" followed by "of" is the plural ("thousands of").
// "A thousand of them" and "two hundred of the" count exactly, so they are left alone.

const PATTERN = /\b(hundred|thousand|million|billion|dozen)(\s+of)\b/gi;
const COUNTED = /(?:\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|few|many|some|each|every|per)|\d)\s+$/i;

export const countNounOf: ProseRule = {
  id: 'count_noun_of',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      if (COUNTED.test(text.slice(Math.max(0, m.index - 10), m.index))) continue;
      const word = m[1]!;
      const replacement = `${word}s`;
      out.push(
        wordError({
          rule: 'count_noun_of',
          title: 'Noun number',
          start: m.index,
          end: m.index + word.length,
          replacement,
          message: `Without a number before it, write "${replacement} of".`,
        }),
      );
    }
    return out;
  },
};
