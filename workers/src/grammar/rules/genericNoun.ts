import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "in the society", "the mankind", "use the social media": these nouns, meant in
// general, take no article.
// "The" is right only when something names which one ("the society of ancient Rome",
// "the society that we want"), so the rule stays quiet when such a word follows.

const PATTERN = /\b([Tt]he)\s+(society|mankind|humankind|social media)\b(?!['’-])/g;
// "Social media" also modifies nouns ("the social media sites"), so it counts only at
// the end of its phrase: before punctuation or a function word.
const PHRASE_END = /^\s*(?:[,.;:!?)]|(?:and|or|but|is|are|was|were|has|have|had|can|could|will|would|may|might|should|must|to|in|on|at|for|as|nowadays|today|now)\b)/;
// What may follow a noun made specific: of-phrases, relative clauses, a new subject.
// A society one joins, founds or leaves is a club or an association.
const CLUB_VERB = /\b(?:join|joins|joined|joining|found|founds|founded|form|formed|establish|established|leave|leaves|left|quit)\s+$/i;
const SPECIFIC_NEXT = /^\s*(?:of|that|which|who|whom|whose|where|when|in which|to which|we|they|he|she|I|you|it|our|their|itself|as a whole|at large|[A-Z0-9])/;

export const genericNoun: ProseRule = {
  id: 'generic_noun',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const end = m.index + m[0].length;
      if (SPECIFIC_NEXT.test(text.slice(end, end + 14)) || CLUB_VERB.test(text.slice(Math.max(0, m.index - 14), m.index))) continue;
      const noun = m[2]!;
      if (noun === 'social media' && !PHRASE_END.test(text.slice(end, end + 12))) continue;
      const replacement = matchCaseOf(m[1]!, noun);
      out.push(
        wordError({
          rule: 'generic_noun',
          title: 'Article',
          start: m.index,
          end,
          replacement,
          message: `"${noun}" in general takes no article: "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
