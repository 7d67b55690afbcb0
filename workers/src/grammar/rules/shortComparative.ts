import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { degree, gradableAdjectivesEn } from './adjectiveDegrees.en.js';

// "This is more easy than that", "He is more tall than me": a short adjective
// compares with -er ("easier", "taller"). Before "than", but not where two qualities
// are weighed ("more sad than angry" is right), or after a verb of being where the
// comparison ends ("it is more easy to learn now"). Adjectives that are also
// nouns or adverbs (fat, light, dark, cold, wet, close, near, late, early, fine) and
// those of two syllables that take "more" as well (clever, quiet, simple, friendly,
// healthy, wealthy) are left out.

const LEFT_OUT = new Set(['fat', 'light', 'dark', 'cold', 'wet', 'close', 'near', 'late', 'early', 'fine', 'clever', 'quiet', 'simple', 'friendly', 'healthy', 'wealthy']);
const ADJECTIVES = new Set(gradableAdjectivesEn.filter((a) => !LEFT_OUT.has(a)));
const PATTERN = /\b(more)\s+([a-z]+)\s+than\b(?:\s+([a-z]+))?/gi;
// Without "than", after a verb of being and before what ends the comparison ("It is more easy to
// learn now", "It got more cheap."): not before "and", where a second quality may follow.
// Said either way by careful writers where nothing is compared ("to be more clear").
const EITHER_FORM = new Set(['clear', 'true', 'real', 'free', 'apt', 'fun', 'just', 'keen', 'proud', 'strict']);
const PREDICATIVE =
  /(?<=\b(?:is|are|was|were|be|been|being|become|becomes|became|get|gets|got|getting|seem|seems|seemed|feel|feels|felt|look|looks|looked)\s+)(more)\s+([a-z]+)(?=\s+(?:to|for|now|today|nowadays|because|when|if|in)\b|\s*[.,;!?])/gi;
const ADJECTIVE_ENDING = /(?:ful|ous|ive|ic|al|able|ible|less|ent|ant|ish|y|ed|ing)$/;

export const shortComparative: ProseRule = {
  id: 'short_comparative',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const matches = [...[...text.matchAll(PATTERN)].map((m) => ({ m, predicative: false })), ...[...text.matchAll(PREDICATIVE)].map((m) => ({ m, predicative: true }))];
    for (const { m, predicative } of matches) {
      const [, more, adjective] = m as unknown as [string, string, string];
      if (!ADJECTIVES.has(adjective.toLowerCase())) continue;
      if (predicative && EITHER_FORM.has(adjective.toLowerCase())) continue;
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
