import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "He suggested me to leave": "suggest" takes a "that" clause (or an -ing form), not
// an object and "to". The fix gives the clause with the bare verb: "suggested that I
// leave". Only an object pronoun then "to" and a bare verb count, so "suggested it
// to them" stays. "Recommend" is left out: British English has "recommend you to book".

const SUBJECT: Record<string, string> = { me: 'I', you: 'you', him: 'he', her: 'she', us: 'we', them: 'they' };
const VERBS = new Set([...commonVerbsEn, 'be', 'do', 'have', 'eat', 'rest', 'apply', 'visit', 'join', 'contact', 'check', 'consult', 'drop']);
const PATTERN = /\b(?:suggest|suggests|suggested|suggesting)\s+((me|you|him|her|us|them)\s+to)\s+([a-z]+)\b(?!-)/gi;

export const suggestThat: ProseRule = {
  id: 'suggest_that',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, span, pronoun, verb] = m as unknown as [string, string, string, string];
      if (!VERBS.has(verb)) continue;
      const start = m.index + whole.indexOf(span);
      const replacement = `that ${SUBJECT[pronoun.toLowerCase()]!}`;
      out.push(
        wordError({ rule: 'suggest_that', title: 'Suggest that', start, end: start + span.length, replacement, message: `"Suggest" takes a clause: "${replacement} ${verb}".` }),
      );
    }
    return out;
  },
};
