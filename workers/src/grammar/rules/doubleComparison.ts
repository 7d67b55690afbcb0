import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { degree, gradableAdjectivesEn as ADJECTIVES, superlativesEn as SUPERLATIVES } from './adjectiveDegrees.en.js';

// "more better", "the most easiest": a comparative or superlative that already has
// its -er or -est takes no "more" or "most". Only the forms of common adjectives
// count ("most honest" and "more power" end the same way), and a comparative only
// where no noun follows, since "more older people" can mean more people who are older;
// a superlative only after "the" or a possessive ("most younger voters" counts them).

// "later" and "earlier" are adverbs too ("it matters more later in life")
const COMPARATIVES = new Set(['better', 'worse', ...ADJECTIVES.filter((a) => a !== 'late' && a !== 'early').map((a) => degree(a, 'er'))]);
const PATTERN = /\b(more|most)\s+([a-z]+)\b(?!-)(?=\s*([a-z]+|[^\sa-z]|$))/gi;
// what may follow a comparative that ends its phrase
const AFTER_PHRASE = /^(?:than|to|and|or|but|for|in|at|on|with|because|if|when|now|today|then|still|though|[^a-z])$/i;

export const doubleComparison: ProseRule = {
  id: 'double_comparison',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [phrase, more, adjective] = m as unknown as [string, string, string];
      const word = adjective.toLowerCase();
      const after = m[3] ?? '.';
      const double =
        more.toLowerCase() === 'more'
          ? COMPARATIVES.has(word) && (/^(?:better|worse)$/.test(word) || AFTER_PHRASE.test(after))
          : SUPERLATIVES.has(word) && /\b(?:the|my|your|his|her|its|our|their)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index));
      if (!double) continue;
      const replacement = matchCaseOf(more, adjective);
      out.push(
        wordError({
          rule: 'double_comparison',
          title: 'Double comparison',
          start: m.index,
          end: m.index + phrase.length,
          replacement,
          message: `"${adjective}" is already ${more.toLowerCase() === 'more' ? 'a comparative' : 'a superlative'}; leave out "${more}".`,
        }),
      );
    }
    return out;
  },
};
