import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { superlativesEn as SUPERLATIVES } from './adjectiveDegrees.en.js';
import { wordError } from './wordError.js';

// "one of biggest problems", "Privacy is biggest concern", "He is most important person": a
// superlative before its noun takes "the". Only after "one of" and after a form of "be" with
// a noun right behind, and not before a participle, an adverb, a pronoun or a preposition
// ("is most likely to"), nor in "best practice" or "best friends with", which go without
// it. After "be", "best" and "worst" are left alone: they are adverbs as often ("is best
// known for", "are best suited").

const MOST_ADJECTIVE = /^(?:\p{L}+(?:al|ful|ous|ive|ant|ent|ic|able|ible|ing))$/u;
const NOT_A_NOUN =
  /^(?:to|for|of|in|at|on|with|by|from|than|and|or|but|nor|when|if|as|that|because|so|then|yet|this|these|those|it|its|is|are|was|were|be|the|a|an|i|you|we|they|he|she|will|would|can|could|should|may|might|must|practice|practices|friends|known|seen|done|made|left|kept|told|thought|understood|written|given|taken|\p{L}+ed|\p{L}+ly)$/iu;
// the match is the verb alone, the rest looked ahead, so that "is one of biggest" is read from "one of" too
const PATTERN = /\b(one\s+of|is|are|was|were|be|been|being|become|becomes|became)(?=\s+(most\s+)?(\p{L}+)\s+(\p{L}+))/giu;

export const superlativeArticle: ProseRule = {
  id: 'superlative_article',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, before, most, word, next] = m as unknown as [string, string, string | undefined, string, string];
      const lower = word.toLowerCase();
      if (most ? !MOST_ADJECTIVE.test(lower) : !SUPERLATIVES.has(lower)) continue;
      // "best" and "worst" are adverbs too ("what one thinks is best will be", "was best sought")
      if (!/^one/i.test(before) && (lower === 'best' || lower === 'worst')) continue;
      if (NOT_A_NOUN.test(next)) continue;
      const start = text.indexOf(most ?? word, m.index + before.length);
      const first = most ? most.trim() : word;
      const replacement = matchCaseOf(first, `the ${first}`);
      out.push(
        wordError({
          rule: 'superlative_article',
          title: 'Article',
          start,
          end: start + first.length,
          replacement,
          message: `A superlative before its noun takes "the": "${replacement}${most ? ` ${word}` : ''} ${next}".`,
        }),
      );
    }
    return out;
  },
};
