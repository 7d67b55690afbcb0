import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { ingOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "It is worth to spend the money": "worth" takes an -ing form, "worth spending". Only
// before a common verb: "worth to me", "worth to the company" say whom it is worth something to.
// Verbs often said to be worth doing join them ("worth to visit").

const PATTERN = /\bworth\s+(to\s+([a-z]+))\b/gi;
const VERBS = new Set([...commonVerbsEn, 'visit', 'mention', 'note', 'check', 'repeat', 'see', 'watch', 'buy', 'wait', 'invest']);

export const worthIng: ProseRule = {
  id: 'worth_ing',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, toVerb, verb] = m as unknown as [string, string, string];
      if (!VERBS.has(verb.toLowerCase())) continue;
      const start = m.index + whole.length - toVerb.length;
      const replacement = ingOf(verb.toLowerCase());
      out.push(
        wordError({ rule: 'worth_ing', title: 'Verb form', start, end: start + toVerb.length, replacement, message: `"Worth" takes an -ing form: "worth ${replacement}".` }),
      );
    }
    return out;
  },
};
