import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { pastFormsOf } from './verbForms.en.js';
import { thirdPersonSingular } from './commonVerbs.en.js';
import { wordError } from './wordError.js';

// "I am knowing the answer", "she is liking chocolate": verbs of knowing, owning and liking
// name a state, which the simple tense says ("I know"). Only after a personal pronoun (a
// cleft's "it is believing in yourself that counts" and "the key is knowing when" are right),
// and not verbs whose progressive has a sense of its own ("I'm thinking", "she is having",
// "they were containing the fire", "the person he is possessing").

const STATIVE: Readonly<Record<string, string>> = {
  knowing: 'know',
  believing: 'believe',
  liking: 'like',
  owning: 'own',
  belonging: 'belong',
  preferring: 'prefer',
  seeming: 'seem',
  consisting: 'consist',
};
const PATTERN = new RegExp(String.raw`\b(I\s+am|I'm|(?:you|we|they)\s+(?:are|were)|(?:you|we|they)'re|(?:he|she)\s+(?:is|was)|(?:he|she)'s|I\s+was)\s+(${Object.keys(STATIVE).join('|')})\b`, 'gi');

// not opening a question, whose subject is the gerund ("Is belonging to a club worth it?")
const BELONGING = /(?<!\b(?:I|you|we|they|he|she)\s+|(?:^|[.!?]\s*))\b(is|are|was|were)\s+belonging(?=\s+to\b)/gi;

export const stativeProgressive: ProseRule = {
  id: 'stative_progressive',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const subjectAndBe = m[1]!;
      const base = STATIVE[m[2]!.toLowerCase()]!;
      const [subject] = subjectAndBe.split(/\s+|'/);
      const past = /\b(?:was|were)$/i.test(subjectAndBe);
      const third = /^(?:he|she)$/i.test(subject!);
      const verb = past ? pastFormsOf(base)[0]! : third ? thirdPersonSingular(base) : base;
      const replacement = `${subject} ${verb}`;
      out.push(
        wordError({ rule: 'stative_progressive', title: 'Verb tense', start: m.index, end: m.index + m[0].length, replacement, message: `"${base[0]!.toUpperCase()}${base.slice(1)}" names a state, which the simple tense says: "${replacement}".` }),
      );
    }
    // "this book is belonging to me": with any subject, since nothing else reads "is belonging to"
    for (const m of text.matchAll(BELONGING)) {
      const be = m[1]!.toLowerCase();
      const replacement = be === 'is' ? 'belongs' : be === 'are' ? 'belong' : 'belonged';
      out.push(
        wordError({ rule: 'stative_progressive', title: 'Verb tense', start: m.index, end: m.index + m[0].length, replacement, message: `"Belong" names a state, which the simple tense says: "${replacement}".` }),
      );
    }
    return out;
  },
};
