import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "according to a research", "an information": nouns English does not count take no
// "a" or "an". The noun must end its phrase (punctuation or a function word follows),
// so compounds such as "a research project" or "an information desk" are left alone.

const PATTERN =
  /\b(a|an|A|An)\s+(research|information|advice|homework|furniture|equipment|software|evidence|luggage|baggage|feedback|machinery|progress|privacy|news)(?=\s*[,.;:!?)]|\s+(?:is|was|of|and|or|in|on|at|that|which|with|for|to|from|by|as|than|like|about|shows|showed|says|said|found|suggests|suggested)\b)/g;

export const articleUncountable: ProseRule = {
  id: 'article_uncountable',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const noun = m[2]!;
      const replacement = matchCaseOf(m[1]!, noun);
      out.push(
        wordError({
          rule: 'article_uncountable',
          title: 'Article',
          start: m.index,
          end: m.index + m[0].length,
          replacement,
          message: `"${noun}" is not counted, so it takes no "${m[1]!.toLowerCase()}".`,
        }),
      );
    }
    return out;
  },
};
