import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { degree, gradableAdjectivesEn } from './adjectiveDegrees.en.js';

// "the most cheap hotel", "She is the most tall": a short adjective takes -est
// ("the cheapest"). "The most" may also count ("the most old people" has the most
// of them), so a plural noun after the adjective lets it pass; adjectives that take
// "most" as well or are nouns too are left out, as in short_comparative, and so are
// "the Most High" and "most clear".

const LEFT_OUT = new Set(['fat', 'light', 'dark', 'cold', 'wet', 'close', 'near', 'late', 'early', 'fine', 'clever', 'quiet', 'simple', 'friendly', 'healthy', 'wealthy', 'high', 'clear', 'pretty', 'new', 'low']);
const ADJECTIVES = new Set(gradableAdjectivesEn.filter((a) => !LEFT_OUT.has(a)));
const PATTERN = /\b(the\s+most)\s+([a-z]+)\b(?!-)(?:\s+([a-z]+))?/gi;
const PLURALS = new Set(['people', 'children', 'men', 'women', 'police', 'cattle']);

export const shortSuperlative: ProseRule = {
  id: 'short_superlative',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, theMost, adjective] = m as unknown as [string, string, string];
      if (!ADJECTIVES.has(adjective)) continue;
      const next = m[3] ?? '';
      if (PLURALS.has(next) || (/[^s]s$/.test(next) && next !== 'is' && next !== 'was')) continue;
      const replacement = matchCaseOf(theMost, `the ${degree(adjective, 'est')}`);
      const end = m.index + m[0].indexOf(adjective, theMost.length) + adjective.length;
      out.push(
        wordError({ rule: 'short_superlative', title: 'Superlative', start: m.index, end, replacement, message: `A short adjective takes -est: "${replacement}".` }),
      );
    }
    return out;
  },
};
