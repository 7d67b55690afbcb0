import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { PLACES } from './placeNames.en.js';

// "We visited the Paris": the names of most cities, countries and continents take no article.
// Only well-known names that never take one ("the Netherlands", "the United States" and "the
// Hague" are not listed), and not where the name is a modifier or is narrowed down: "the
// Paris agreement", "the London of Dickens", "the Paris we knew" keep theirs. So the name
// must be followed by a mark, a preposition of place or time, or a conjunction other than "and"
// and "or" ("the Scotland and Spain games").

// "the" in lower case: "The Paris ..." opening a sentence may be a title or a name's first word
const PATTERN = new RegExp(
  String.raw`\b(?<article>the\s+)(?<place>${PLACES.join('|')})(?=\s*[.,;:!?)]|\s+(?:with|in|on|at|for|but|last|next|this|every|again|twice|once|because|when|where|before|after|since|until|by|from|to|is|was)\b)`,
  'g',
);

export const articleBeforePlaceName: ProseRule = {
  id: 'article_before_place_name',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const place = m.groups!['place']!;
      const start = m.index;
      const end = start + m[0].length;
      out.push({
        start,
        end,
        category: 'grammar',
        severity: 'warning',
        rule: 'article_before_place_name',
        title: 'Article',
        message: `The name "${place}" takes no article.`,
        replacements: [place],
        fixLabel: `Remove "the"`,
      });
    }
    return out;
  },
};
