import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "She bought a new clothes": nouns that exist only in the plural take no "a". The
// noun must end its phrase ("a clothes shop", "a jeans brand" are right) and nothing
// may count it between ("a pair of jeans", "a bag of clothes").

/** Nouns that exist only in the plural. */
export const PLURAL_ONLY_NOUNS: readonly string[] = ['clothes', 'belongings', 'surroundings', 'sunglasses', 'pyjamas', 'pajamas', 'trousers', 'jeans', 'scissors'];
const PLURAL_ONLY = PLURAL_ONLY_NOUNS.join('|');
const AFTER = '[,.;:!?)]|\\s+(?:for|to|from|at|in|on|with|and|or|but|that|which|because|when|is|are|was|were)\\b';
const PATTERN = new RegExp(`\\b(an?)\\s+((?:(?!of\\b|pair\\b|set\\b)[a-z]+\\s+){0,2})(${PLURAL_ONLY})\\b(?=\\s*(?:${AFTER}))`, 'gi');

export const articlePluralOnly: ProseRule = {
  id: 'article_plural_only',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const article = m[1]!;
      // the article goes, and the next word takes its place (and its capital)
      const next = m[0].slice(article.length).trimStart().match(/^[a-z]+/i)![0];
      const end = m.index + m[0].indexOf(next, article.length) + next.length;
      const replacement = matchCaseOf(article, next);
      out.push(
        wordError({ rule: 'article_plural_only', title: 'Article', start: m.index, end, replacement, message: `"${m[3]}" is plural: no "${article}".` }),
      );
    }
    return out;
  },
};
