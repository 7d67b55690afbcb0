import { wordError } from './wordError.js';
import type { ProseRule } from '../../lint/rule.js';

// "They play the important role in our life": a role described by an adjective of
// degree is one among several, so it takes "a"/"an". Adjectives that can single a
// role out ("the key role", "the main role", "the major role") are left out, and so
// is a role that a phrase or clause then names ("the important role of mediator",
// "the vital role she played").

const PATTERN =
  /\b(?:play|plays|played|playing|have|has|had|having)\s+(the)\s+(important|vital|crucial|significant|essential|big|great|huge|large|positive|negative|active)\s+role\b(?!\s+(?:of|that|which|who|whom|she|he|they|it|we|you|I|this|these|those)\b)/gi;

export const roleArticle: ProseRule = {
  id: 'role_article',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    return [...text.matchAll(PATTERN)].map((m) => {
      const start = m.index + m[0].indexOf(m[1]!, m[0].search(/\s/));
      const article = /^[aeiou]/i.test(m[2]!) ? 'an' : 'a';
      const replacement = m[1]![0] === 'T' ? article[0]!.toUpperCase() + article.slice(1) : article;
      return wordError({
        rule: 'role_article',
        title: 'Article',
        start,
        end: start + m[1]!.length,
        replacement,
        message: `One of several roles: "${article} ${m[2]} role".`,
      });
    });
  },
};
