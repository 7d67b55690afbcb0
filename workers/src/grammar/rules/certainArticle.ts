import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "if certain disease runs in the family": "certain" before a singular countable noun
// needs "a" ("a certain disease"). It stays quiet when a determiner or "be" comes
// before it ("the certain outcome", "is certain that"), when the noun phrase is
// plural ("certain gene changes") and before nouns that are not counted ("certain
// information").

const PATTERN = /\b([Cc]ertain)\s+([a-z]+)(?:\s+([a-z]+))?/g;
const BEFORE_OK =
  /\b(?:a|an|the|this|that|these|those|his|her|their|our|my|your|its|one's|no|be|am|is|are|was|were|been|being|feel|feels|felt|seem|seems|seemed|quite|very|not|almost|fairly|absolutely|completely|less|more|most|so|too|for|make|made|makes|become|became|remain|remained)\s+$/i;
// Words after "certain" that show it means "sure", or nouns that are not counted.
const NOT_COUNT_NOUN = new Set([
  'that', 'of', 'about', 'to', 'whether', 'if', 'how', 'what', 'when', 'why', 'who', 'and', 'or', 'but', 'enough', 'now', 'yet',
  'information', 'knowledge', 'evidence', 'advice', 'research', 'equipment', 'behaviour', 'behavior', 'money', 'time', 'damage',
  'data', 'work', 'help', 'support', 'furniture', 'progress', 'news', 'weather', 'traffic', 'software', 'food', 'water', 'stuff',
  'extent', 'degree', 'amount', 'level', 'point', 'age', 'people', 'things', 'aspects',
]);
const PLURAL = /[^siu]s$/;

export const certainArticle: ProseRule = {
  id: 'certain_article',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, certain, w1, w2] = m;
      if (NOT_COUNT_NOUN.has(w1!) || PLURAL.test(w1!) || (w2 && PLURAL.test(w2) && !NOT_COUNT_NOUN.has(w2))) continue;
      if (BEFORE_OK.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const replacement = certain === 'Certain' ? 'A certain' : 'a certain';
      out.push(
        wordError({
          rule: 'certain_article',
          title: 'Article',
          start: m.index,
          end: m.index + certain!.length,
          replacement,
          message: `Before a singular noun, "certain" needs "a": "${replacement} ${w1}".`,
        }),
      );
    }
    return out;
  },
};
