import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "We shipped the parser but it still fails": "but" joining two clauses, each with its own
// subject, takes a comma before it. Only where a subject pronoun and a verb follow "but", the
// clause before has at least five words of its own, and the sentence is no "not only ... but"
// or "not X but Y" pairing; edited prose keeps this comma (12 of 13 times in the clean-prose
// set).

const PATTERN =
  /([A-Za-z][A-Za-z'’]*)(?=\s+but\s+(?:I|we|he|she|it|they|you|there)\s+(?:am|is|are|was|were|have|has|had|do|does|did|don't|doesn't|didn't|can|can't|cannot|could|couldn't|will|won't|would|wouldn't|should|shouldn't|may|might|must|still|also|never|always|just|only|[a-z]+(?:ed|s))\b)/g;
const MIN_WORDS_BEFORE = 5;

export const commaBeforeBut: ProseRule = {
  id: 'comma_before_but',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const word = m[1]!;
      const end = m.index + word.length;
      // the clause before "but", back to the last mark
      const before = text.slice(0, end);
      const clause = before.slice(Math.max(...['.', '!', '?', ';', ':', ',', '\n', '(', '"', '“'].map((c) => before.lastIndexOf(c))) + 1);
      if (clause.split(/\s+/).filter(Boolean).length < MIN_WORDS_BEFORE) continue;
      const sentence = before.slice(Math.max(...['.', '!', '?', '\n'].map((c) => before.lastIndexOf(c))) + 1);
      if (/\bnot\b|n't\b|\bnothing\b|\ball\s*$|\banything\s*$/i.test(sentence)) continue;
      out.push({
        start: m.index,
        end,
        category: 'grammar',
        severity: 'warning',
        rule: 'comma_before_but',
        title: 'Punctuation',
        message: '"But" joining two clauses that each have a subject takes a comma before it.',
        replacements: [`${word},`],
        fixLabel: `Add a comma before "but"`,
      });
    }
    return out;
  },
};
