import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "He made me to wait", "Let him to go", "Let's to go": "make" and "let" with an object take the bare
// verb, without "to". Only an object pronoun other than "it" ("make it to the final"
// is to arrive) and a bare verb after "to" count.

const VERBS = new Set([
  ...commonVerbsEn,
  ...'be do have cry laugh smile realise wonder sign repeat apologise apologize clean wash cook study wait stay sleep practise practice quit stop pay sit stand'.split(' '),
]);
// "Let's to go": "let's" takes the bare verb too
const PATTERN = /\b(make|makes|made|making|let|lets|letting)\s+(?:me|him|her|us|them|you)(\s+to)\s+([a-z]+)\b(?!-)|\b(let['’]s)(\s+to)\s+([a-z]+)\b(?!-)/gi;

export const noToAfterMakeLet: ProseRule = {
  id: 'no_to_after_make_let',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [verb, to, bare] = m[1] ? [m[1], m[2]!, m[3]!] : [m[4]!, m[5]!, m[6]!];
      if (!VERBS.has(bare)) continue;
      // the deletion takes the space before "to" with it
      const start = m.index + m[0].indexOf(to, verb.length);
      const message = m[1] ? `After "${verb.toLowerCase()}" and its object, the verb comes without "to".` : `After "${verb}", the verb comes without "to".`;
      out.push(wordError({ rule: 'no_to_after_make_let', title: 'Verb form', start, end: start + to.length, replacement: '', message }));
    }
    return out;
  },
};
