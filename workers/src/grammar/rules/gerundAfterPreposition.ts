import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { ingOf } from './verbForms.en.js';
import { verbsNotNounsEn } from './verbsNotNouns.en.js';
import { wordError } from './wordError.js';

// "by let us talk", "such as put less online", "avoid be seen": after a preposition,
// or a verb such as "avoid" or "enjoy", a verb takes -ing. Only verbs that are never
// nouns are checked, so "by design" or "for work" stay untouched.

const PATTERN = /\b(by|without|such as|instead of|avoid|avoids|avoided|avoiding|enjoy|enjoys|enjoyed|finish|finished|keep on)\s+([a-z]+)\b/gi;

export const gerundAfterPreposition: ProseRule = {
  id: 'gerund_after_preposition',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const verb = m[2]!;
      if (!verbsNotNounsEn.has(verb) && verb !== 'be') continue;
      const replacement = verb === 'be' ? 'being' : ingOf(verb);
      const start = m.index + m[0].length - verb.length;
      out.push(
        wordError({
          rule: 'gerund_after_preposition',
          title: 'Verb form',
          start,
          end: start + verb.length,
          replacement,
          message: `After "${m[1]}", the verb takes -ing: "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
