import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { SINGULAR_IN_S, singularsOf } from './nounNumber.en.js';
import { PLURAL_OF_SINGULAR_VERB as PLURAL } from './singularVerbs.en.js';
import { wordError } from './wordError.js';

// "Two of the birds was recorded", "both of his parents has": a plural share of a plural
// noun takes a plural verb ("some of those hours goes back" -> "go"). Only with the verb right
// after the noun: a clause between ("some of the things I was taught") has its own subject and
// verb. Of the other verbs, only those whose -s form is hardly ever a plural noun: "many of the
// sales reports" is a compound, not a subject and its verb.

const PATTERN = new RegExp(
  `\\b((?:two|three|four|five|six|seven|eight|nine|ten|many|several|both|most|all|some|few|a few|none)\\s+of\\s+(?:the|these|those|their|our|my|his|her|your|its))\\s+([a-z]+s)\\s+(${Object.keys(PLURAL).join('|')})\\b`,
  'gi',
);

export const quantifierOfAgreement: ProseRule = {
  id: 'quantifier_of_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, share, noun, verb] = m as unknown as [string, string, string, string];
      // "none of them is" is standard too
      if (/^none\b/i.test(share) || SINGULAR_IN_S.test(noun)) continue;
      if (!singularsOf(noun).some((s) => s !== noun && ctx.isWord(s) && ctx.isWord(`${s}'s`))) continue;
      const replacement = PLURAL[verb.toLowerCase()]!;
      const start = m.index + m[0].length - verb.length;
      out.push(
        wordError({
          rule: 'quantifier_of_agreement',
          title: 'Agreement',
          start,
          end: start + verb.length,
          replacement,
          message: `"${share.replace(/\s+/g, ' ').toLowerCase()} ${noun}" is plural: use "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
