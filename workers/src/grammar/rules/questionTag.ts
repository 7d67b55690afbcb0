import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "He is a good player, isn't it?" -> "isn't he?", "She plays well, isn't it?" -> "doesn't she?":
// a question tag repeats the sentence's own auxiliary, negated, and its subject pronoun. Only
// for a sentence that opens on a pronoun and its verb, says it positively, and ends on the tag.

const AUXILIARY_TAG: Readonly<Record<string, string>> = {
  is: "isn't", are: "aren't", was: "wasn't", were: "weren't", have: "haven't", has: "hasn't", had: "hadn't", can: "can't",
  could: "couldn't", will: "won't", would: "wouldn't", should: "shouldn't", do: "don't", does: "doesn't", did: "didn't", am: "aren't",
};
const PATTERN =
  /(?<=^|[.!?]["'”’)]*\s+)(I|You|We|They|He|She|It|There)\s+([a-z]+)\b([^.!?]*?),\s*([a-z]+n['’]t\s+(?:it|he|she|they|we|you|I|there))\s*\?/g;
const NEGATIVE = /\b(?:not|never|no|nobody|nothing|hardly)\b|n['’]t\b/i;

function tagVerb(subject: string, verb: string): string | null {
  if (Object.hasOwn(AUXILIARY_TAG, verb)) return AUXILIARY_TAG[verb]!;
  const known = verbBaseOf.get(verb);
  if (known?.form === 'past') return "didn't";
  if (known?.form === 'third') return /^(?:he|she|it|there)$/i.test(subject) ? "doesn't" : null;
  return null;
}

export const questionTag: ProseRule = {
  id: 'question_tag',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [whole, subject, verb, rest, tag] = m as unknown as [string, string, string, string, string];
      if (NEGATIVE.test(`${verb}${rest}`)) continue;
      const negated = tagVerb(subject, verb.toLowerCase());
      if (!negated) continue;
      const pronoun = subject === 'I' ? 'I' : subject.toLowerCase();
      const expected = verb.toLowerCase() === 'am' ? "aren't I" : `${negated} ${pronoun}`;
      if (tag.replace('’', "'").toLowerCase() === expected.toLowerCase()) continue;
      const start = m.index + whole.lastIndexOf(tag);
      out.push(
        wordError({ rule: 'question_tag', title: 'Question tag', start, end: start + tag.length, replacement: expected, message: `A question tag repeats the sentence's verb and subject: "${expected}?".` }),
      );
    }
    return out;
  },
};
