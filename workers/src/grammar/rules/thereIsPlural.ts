import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { isSingularInS, singularsOf } from './nounNumber.en.js';

// "there is also disadvantages", "there's many reasons": after "there", the verb
// agrees with the noun that follows, so a plural noun takes "are" or "were". The
// noun must be a regular plural the dictionary knows in the singular, or come after
// a counting word; an adverb may stand between, and a quantity before the noun
// ("there is a lot of critics", "there's some objects").

const PATTERN =
  /\b([Tt]here)(?:\s+(is|was|exists|has)|['’](s))(\s+been)?((?:\s+(?:also|still|only|always|even|now|often|usually|certainly|clearly|definitely))?)\s+(?:(?:a\s+lot\s+of|lots\s+of|tons\s+of|loads\s+of|some|a\s+few|a\s+couple\s+of|plenty\s+of)\s+)?([a-z]+)\b/g;
// "lots of" counts or measures by its noun: "there was lots of money", "there is lots of people"
const COUNTING = new Set(['people', 'children', 'men', 'women', 'many', 'several', 'various', 'numerous', 'few', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']);
const PLURAL_VERB: Record<string, string> = { is: 'are', was: 'were', exists: 'exist', has: 'have' };
// Nouns in -s that are singular or uncountable.
const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means|whereabouts)$/;

export const thereIsPlural: ProseRule = {
  id: 'there_is_plural',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const contracted = m[3] !== undefined;
      const verb = m[2] ?? (m[4] ? 'has' : 'is');
      // "there has" without "been" is possession ("there has to be"), not agreement.
      if (verb === 'has' && !m[4]) continue;
      const next = m[6]!;
      const plural = COUNTING.has(next) || (/[^siu'’]s$/.test(next) && !isSingularInS(next, ctx.isWord, SINGULAR_IN_S) && singularsOf(next).some(ctx.isWord));
      if (!plural) continue;
      // "there's" is replaced whole: "there are", "there have been"
      const start = contracted ? m.index : m.index + m[1]!.length + m[0].slice(m[1]!.length).search(/\S/);
      const length = contracted ? m[1]!.length + 2 : verb.length;
      const replacement = contracted ? `${m[1]} ${PLURAL_VERB[verb]}` : PLURAL_VERB[verb]!;
      out.push(
        wordError({
          rule: 'there_is_plural',
          title: 'Agreement',
          start,
          end: start + length,
          replacement,
          message: `"${next}" is plural: "${contracted ? replacement.toLowerCase() : `there ${replacement}`}".`,
        }),
      );
    }
    return out;
  },
};
