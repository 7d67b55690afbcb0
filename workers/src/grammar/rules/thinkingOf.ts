import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { ingOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "I am thinking to buy a car": a plan one weighs is "thinking of" and the -ing form.
// Only a common verb's base counts after "to", so "thinking to myself" stays.

const VERBS = new Set(commonVerbsEn);
const PATTERN = /\b(?:am|is|are|was|were|be|been|'m|'re|'s)\s+(?:(?:still|just|seriously|also)\s+)?thinking\s+(to\s+([a-z]+))\b/gi;

export const thinkingOf: ProseRule = {
  id: 'thinking_of',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const verb = m[2]!;
      if (!VERBS.has(verb.toLowerCase())) continue;
      const replacement = `of ${ingOf(verb)}`;
      const end = m.index + m[0].length;
      out.push(wordError({ rule: 'thinking_of', title: 'Verb pattern', start: end - m[1]!.length, end, replacement, message: `A plan one weighs is "thinking of" and the -ing form: "${replacement}".` }));
    }
    return out;
  },
};
