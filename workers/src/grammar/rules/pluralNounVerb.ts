import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';
import { singularsOf } from './nounNumber.en.js';

// "these skills requires", "social network sites provides": a plural noun as the
// subject takes the verb without -s. The noun must be a regular plural that is no
// verb itself ("needs", "costs" could be either), and nothing may make it the end of
// a longer subject whose head is elsewhere ("the cost of goods rises"): no
// preposition or "and" in the three words before it.

const PATTERN = /\b([A-Za-z]+[a-rt-z]s)\s+([a-z]+)\b/g;
const VERBS = new Set(commonVerbsEn);
// Nouns in -s that are singular or take a singular verb.
const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means|diabetes|measles|politics|whereabouts)$/i;
const HEAD_EARLIER = /\b(?:of|than|for|with|to|in|on|by|from|about|like|and|or|as|whose|at|between|among|into)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu;
// A capitalised noun inside a sentence, or after another capitalised word, is a name ("the United Nations plays").
const NAME_BEFORE = /(?:\p{Lu}[\p{L}'’-]*\s+|[^\s.!?"”’)]\s*)$/u;

export const pluralNounVerb = lastWordRule({
  id: 'plural_noun_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[1]!;
    const verb = m[2]!;
    const entry = verbBaseOf.get(verb);
    if (entry?.form !== 'third') return null;
    const lower = noun.toLowerCase();
    if (SINGULAR_IN_S.test(lower) || verbBaseOf.has(lower)) return null;
    const singular = singularsOf(lower).find((s) => ctx.isWord(s));
    if (!singular || VERBS.has(singular)) return null;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // "Helping parents matters": the subject is the -ing clause, not the noun.
    if (HEAD_EARLIER.test(before) || /[a-z]ing\s+(?:[a-z]+\s+)?$/i.test(before)) return null;
    if (/^\p{Lu}/u.test(noun) && before.trim() !== '' && NAME_BEFORE.test(before)) return null;
    return { word: verb, replacement: entry.base, message: `"${noun}" is plural: use "${entry.base}".` };
  },
});
