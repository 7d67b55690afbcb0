import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "I want that you come": "want" takes an object and "to", not a "that" clause: "I
// want you to come". Only a subject pronoun and a bare verb after "that", so "want
// that book" and "wanted that to happen" stay, and only where the subject of "want"
// opens the clause (or follows the "do" of a question: "do you want that I help you?"). "Would
// like" the same ("I'd like that you come"); "I like that you came" is right.

const OBJECT: Record<string, string> = { i: 'me', you: 'you', he: 'him', she: 'her', we: 'us', they: 'them' };
const VERBS = new Set([...commonVerbsEn, 'be', 'do', 'have', 'eat', 'visit', 'join', 'call', 'sign']);
// the subject of "want" opens the clause, so "the things they want that we lack" (a
// relative clause) stays
const PATTERN =
  /(?:^|[.!?;:,]["'”’)]*\s*|\b(?:and|but|so|because)\s+)(?:(?:do|does|did)\s+)?(?:I|you|we|they|he|she|[A-Z][a-z]+)(?:\s+(?:(?:really|just|also|still|always|never|don['’]t|didn['’]t|doesn['’]t|do\s+not|did\s+not|does\s+not)\s+)?(want|wants|wanted)|(?:\s+would|['’]d)\s+(?:really\s+)?(like))\s+(that\s+(I|you|he|she|we|they)\s+([a-z]+))\b(?!-)/gi;

export const wantObjectTo: ProseRule = {
  id: 'want_object_to',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, want, like, span, pronoun, verb] = m as unknown as [string, string | undefined, string | undefined, string, string, string];
      if (!VERBS.has(verb)) continue;
      const replacement = `${OBJECT[pronoun.toLowerCase()]!} to ${verb}`;
      const start = m.index + whole.length - span.length;
      const phrase = want ? 'want' : `would ${like!.toLowerCase()}`;
      out.push(wordError({ rule: 'want_object_to', title: 'Want someone to', start, end: start + span.length, replacement, message: `"${phrase[0]!.toUpperCase()}${phrase.slice(1)}" takes an object and "to": "${phrase} ${replacement}".` }));
    }
    return out;
  },
};
