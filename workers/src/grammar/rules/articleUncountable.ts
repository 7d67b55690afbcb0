import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "according to a research", "an information", "a good news", "what a beautiful weather":
// nouns English does not count take no "a" or "an", with or without adjectives between. The
// noun must end its phrase (punctuation or a function word follows), so compounds such as "a
// research project" or "an information desk" are left alone. Only listed adjectives may stand
// between: any word could be a noun with "a" of its own ("give a user feedback on it"), and "a
// little information" is right.

const ADJECTIVE =
  'good|bad|great|useful|important|valuable|new|latest|interesting|excellent|wonderful|terrible|sad|helpful|detailed|additional|further|expensive|modern|heavy|wise|practical|personal|reliable|accurate|relevant|useless|old|wrong|false|correct|right|big|huge|real|significant|positive|negative|free|basic|exciting|shocking|surprising|amazing|awful|constructive|professional|medical|legal|financial|scientific|sensitive|private|confidential|sound|strong|clear|solid|extra|beautiful|nice|lovely|fine|cold|hot|warm|sunny|rainy|windy|light|serious';
const PATTERN = new RegExp(
  `\\b(a|an|A|An)\\s+((?:(?:very|really|quite)\\s+)?(?:(?:${ADJECTIVE})\\s+){0,2})(research|information|advice|homework|furniture|equipment|software|evidence|luggage|baggage|feedback|machinery|progress|privacy|news|weather|traffic|pollution)(?=\\s*[,.;:!?)]|\\s+(?:is|was|of|and|or|in|on|at|that|which|with|for|to|from|by|as|than|like|about|so|shows|showed|says|said|found|suggests|suggested|today|tonight|yesterday|now|here|there)\\b)`,
  'g',
);
// Nouns counted with "a piece of", offered as the second fix.
const PIECE = new Set(['research', 'information', 'advice', 'homework', 'furniture', 'equipment', 'software', 'evidence', 'luggage', 'baggage', 'feedback', 'machinery', 'news']);

export const articleUncountable: ProseRule = {
  id: 'article_uncountable',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const noun = m[3]!;
      const phrase = m[2]! + noun;
      const replacement = matchCaseOf(m[1]!, phrase);
      const finding = wordError({
        rule: 'article_uncountable',
        title: 'Article',
        start: m.index,
        end: m.index + m[0].length,
        replacement,
        message: `"${noun}" is not counted, so it takes no "${m[1]!.toLowerCase()}".`,
      });
      if (PIECE.has(noun)) finding.replacements.push(matchCaseOf(m[1]!, `a piece of ${phrase}`));
      out.push(finding);
    }
    return out;
  },
};
