import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "He made me to wait", "Let him to go": "make" and "let" with an object take the bare
// verb, without "to". Only an object pronoun other than "it" ("make it to the final"
// is to arrive) and a bare verb after "to" count.

const VERBS = new Set([...commonVerbsEn, 'be', 'do', 'have', 'cry', 'laugh', 'smile', 'realise', 'wonder', 'sign', 'repeat', 'apologise', 'apologize']);
const PATTERN = /\b(make|makes|made|making|let|lets|letting)\s+(?:me|him|her|us|them|you)(\s+to)\s+([a-z]+)\b(?!-)/gi;

export const noToAfterMakeLet: ProseRule = {
  id: 'no_to_after_make_let',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      if (!VERBS.has(m[3]!)) continue;
      // the deletion takes the space before "to" with it
      const start = m.index + m[0].indexOf(m[2]!, m[1]!.length);
      out.push(
        wordError({ rule: 'no_to_after_make_let', title: 'Verb form', start, end: start + m[2]!.length, replacement: '', message: `After "${m[1]!.toLowerCase()}" and its object, the verb comes without "to".` }),
      );
    }
    return out;
  },
};
