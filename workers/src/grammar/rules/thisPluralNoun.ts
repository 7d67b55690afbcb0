import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { SINGULAR_IN_S, singularsOf } from './nounNumber.en.js';
import { ingOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "vulnerable to this effects", "for that reasons", "This problems are": a singular
// determiner before a plural noun takes the plural one ("these", "those").
// "this" is also a pronoun ("This means", "the cost of this varies"), so the s-word must be
// a plural noun and no common verb, and the determiner must be sure: right after a
// preposition, or with a plural verb after the noun. After "of" a subject may end ("the
// size of this varies"), so there a word that is also a verb ("effects", "issues") needs
// the plural verb. "that" is a conjunction after most words ("said that books"), so it
// counts only after a preposition other than "in" ("in that" means "because").

const PATTERN = /\b(this|that)\s+([a-z]+s)\b(?!['’-])/gi;
const PREPOSITION_BEFORE = /\b(?:to|of|in|on|at|for|with|from|by|about|into|onto|through|during|against|among|under|over|without|within|across|towards?|despite|regarding|like|upon)\s+$/i;
const PLURAL_VERB_AFTER = /^\s+(?:are|were|have|had|do|don't)\b/i;
const PHRASE_END_AFTER = /^(?:\s*[,.;:!?)]|\s+(?:of|in|on|at|to|for|with|from|by|about|and|or|which|who|into|during|because)\b)/i;
const CLAUSE_OPENS_BEFORE = /(?:^|[.!?;:]\s*|\b(?:because|and|but|so|when|if|while|since|although|though|that|where|as)\s+)$/i;
const VERBS = new Set(commonVerbsEn);

export const thisPluralNoun: ProseRule = {
  id: 'this_plural_noun',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const determiner = m[1]!;
      const noun = m[2]!;
      // (an acronym in capitals is singular: "This OS provides")
      if (SINGULAR_IN_S.test(noun) || noun === noun.toUpperCase()) continue;
      const before = text.slice(Math.max(0, m.index - 16), m.index);
      const after = text.slice(m.index + m[0].length);
      const preposition = PREPOSITION_BEFORE.exec(before)?.[0].trim().toLowerCase();
      const pluralVerb = PLURAL_VERB_AFTER.test(after);
      if (determiner.toLowerCase() === 'that' && (!preposition || preposition === 'in' || preposition === 'like')) continue;
      // opening a clause, "this" before a plural noun that is no verb can only be its determiner
      // ("because this companies use"): as a pronoun it would be the subject, and a verb would follow
      const opensClause = determiner.toLowerCase() === 'this' && !preposition && !pluralVerb && CLAUSE_OPENS_BEFORE.test(before);
      if (!preposition && !pluralVerb && !opensClause) continue;
      if (!pluralVerb && !opensClause && !PHRASE_END_AFTER.test(after)) continue;
      // a plural of a known noun (the dictionary gives the singular a possessive)
      const singular = singularsOf(noun).find((s) => s !== noun && ctx.isWord(s) && ctx.isWord(`${s}'s`));
      if (!singular || VERBS.has(singular)) continue;
      const alsoVerb = ctx.isWord(`${singular.replace(/e$/, '')}ed`) || ctx.isWord(`${singular}ed`) || ctx.isWord(ingOf(singular));
      if (alsoVerb && preposition === 'of' && !pluralVerb) continue;
      // (a verb's -s opens most such clauses: "This sets", "This wraps", with a doubled consonant before -ing)
      if (opensClause && (alsoVerb || determiner === determiner.toUpperCase() || [`${singular}${singular.slice(-1)}ing`, `${singular}${singular.slice(-1)}ed`, `${singular}d`].some(ctx.isWord))) continue;
      const lower = determiner.toLowerCase() === 'this' ? 'these' : 'those';
      const replacement = determiner[0] === determiner[0]!.toUpperCase() ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
      out.push(
        wordError({
          rule: 'this_plural_noun',
          title: 'Determiner number',
          start: m.index,
          end: m.index + determiner.length,
          replacement,
          message: `"${noun}" is plural: use "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
