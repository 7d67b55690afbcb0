import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { singularsOf } from './nounNumber.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "students who reads every day", "people who has": the verb of a "who" clause agrees
// with the noun "who" stands for, which is the word right before it. Only plain plural
// nouns count (a regular plural that is no verb itself, or an irregular one), so
// "the news who" or "a series who" never come up, and "one of those people who"
// (where "who" is plural too) is covered the same way.

const PATTERN = /\b([A-Za-z]+)\s+who\s+([a-z]+)\b/g;
const VERBS = new Set(commonVerbsEn);
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'persons', 'folks']);
const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means)$/i;
const BE_HAVE: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', doesn: 'don' };

export const relativeWhoAgreement = lastWordRule({
  id: 'relative_who_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, _text, ctx) {
    const noun = m[1]!;
    const verb = m[2]!;
    const lower = noun.toLowerCase();
    // a capitalised noun is often a name or a team ("the Beatles who were", "Jones who has")
    if (/^\p{Lu}/u.test(noun) && m.index > 0) return null;
    const plural =
      IRREGULAR_PLURALS.has(lower) ||
      (/[a-rt-z]s$/.test(lower) && !SINGULAR_IN_S.test(lower) && !verbBaseOf.has(lower) && singularsOf(lower).some((s) => ctx.isWord(s) && !VERBS.has(s)));
    if (!plural) return null;
    const replacement = BE_HAVE[verb] ?? (verbBaseOf.get(verb)?.form === 'third' ? verbBaseOf.get(verb)!.base : undefined);
    if (!replacement) return null;
    // "doesn't" is matched as "doesn"; the apostrophe and "t" stay
    return { word: verb, replacement, message: `"who" stands for "${noun}", which is plural: use "${replacement}${verb === 'doesn' ? "'t" : ''}".` };
  },
});
