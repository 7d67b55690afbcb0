import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { degree, gradableAdjectivesEn } from './adjectiveDegrees.en.js';

// "This is more easy than that", "He is more tall than me": a short adjective
// compares with -er ("easier", "taller"). Only before "than", and not where two
// qualities are weighed ("more sad than angry" is right). Adjectives that are also
// nouns or adverbs (fat, light, dark, cold, wet, close, near, late, early, fine) and
// those of two syllables that take "more" as well (clever, quiet, simple, friendly,
// healthy, wealthy) are left out.

const LEFT_OUT = new Set(['fat', 'light', 'dark', 'cold', 'wet', 'close', 'near', 'late', 'early', 'fine', 'clever', 'quiet', 'simple', 'friendly', 'healthy', 'wealthy']);
const ADJECTIVES = new Set(gradableAdjectivesEn.filter((a) => !LEFT_OUT.has(a)));
const PATTERN = /\b(more)\s+([a-z]+)\s+than\b(?:\s+([a-z]+))?/gi;
const ADJECTIVE_ENDING = /(?:ful|ous|ive|ic|al|able|ible|less|ent|ant|ish|y|ed|ing)$/;

export const shortComparative: ProseRule = {
  id: 'short_comparative',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, more, adjective] = m as unknown as [string, string, string];
      if (!ADJECTIVES.has(adjective.toLowerCase())) continue;
      const other = m[3]?.toLowerCase() ?? '';
      if (gradableAdjectivesEn.includes(other) || ADJECTIVE_ENDING.test(other)) continue;
      const replacement = matchCaseOf(more, degree(adjective.toLowerCase(), 'er'));
      out.push(
        wordError({ rule: 'short_comparative', title: 'Comparative', start: m.index, end: m.index + more.length + m[0].slice(more.length).indexOf(adjective) + adjective.length, replacement, message: `A short adjective compares with -er: "${replacement}".` }),
      );
    }
    return out;
  },
};
