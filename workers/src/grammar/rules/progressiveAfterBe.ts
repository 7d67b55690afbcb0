import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { ingOf } from './verbForms.en.js';
import { verbsNotNounsEn } from './verbsNotNouns.en.js';
import { wordError } from './wordError.js';

// "I am study", "people who are try": a form of "be" does not take a bare verb; the
// progressive needs -ing. Only verbs that are not nouns count ("the goal is study"),
// except after "am". Verbs whose participle is their base form ("was let go",
// "is put aside") are not checked.

const PATTERN = /\b(am|is|are|was|were)\s+([a-z]+)\b/gi;
const PARTICIPLE_LIKE_BASE = new Set(['let', 'put', 'spread']);
// After "am", verbs that are also nouns are verbs too: "I am" never takes a bare noun like "study".
const AFTER_AM = new Set(['study', 'work', 'live', 'stay', 'wait', 'travel', 'plan', 'look', 'read', 'teach', 'talk', 'play', 'help', 'use']);

export const progressiveAfterBe: ProseRule = {
  id: 'progressive_after_be',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const verb = m[2]!;
      const known = verbsNotNounsEn.has(verb) || (m[1]!.toLowerCase() === 'am' && AFTER_AM.has(verb));
      if (!known || PARTICIPLE_LIKE_BASE.has(verb)) continue;
      const replacement = ingOf(verb);
      const start = m.index + m[0].length - verb.length;
      out.push(
        wordError({
          rule: 'progressive_after_be',
          title: 'Verb form',
          start,
          end: start + verb.length,
          replacement,
          message: `After "${m[1]}", a verb takes -ing: "${m[1]} ${replacement}".`,
        }),
      );
    }
    return out;
  },
};
