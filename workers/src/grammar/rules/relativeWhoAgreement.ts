import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { singularsOf } from './nounNumber.en.js';
import { ingOf, verbBaseOf } from './verbForms.en.js';

// "students who reads every day", "people who has": the verb of a "who" clause agrees
// with the noun "who" stands for, which is the word right before it. Only plain plural
// nouns count (a regular plural that is no verb itself, or an irregular one), so
// "the news who" or "a series who" never come up, and "one of those people who"
// (where "who" is plural too) is covered the same way.
// The other way round, "a person who live far away": a singular noun for a person after "a",
// "every" or "the" takes a frequent verb with -s. Not after "of" ("the parents of a child who
// live" may mean the parents), nor for a group ("a family who live" is British usage).

// (a comma before "who" opens a non-restrictive clause, which agrees the same way: "artists, who have")
const PATTERN = /\b([A-Za-z]+),?\s+who\s+([a-z]+)\b/g;
const VERBS = new Set(commonVerbsEn);
const IRREGULAR_PLURALS = new Set(['people', 'children', 'grandchildren', 'men', 'women', 'gentlemen', 'businessmen', 'businesswomen', 'persons', 'folks']);
const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means)$/i;
const BE_HAVE: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', doesn: 'don' };
const PLURAL_BE_HAVE: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has' };
const SINGULAR_DETERMINER = /(?:^|[^\p{L}])(a|an|the|this|that|every|each|any|another|one|my|your|his|her|our|their)\s+$/iu;
const AFTER_OF = /\bof\s+\p{L}+\s+$/iu;
// nouns for one person: "who" after another noun reaches further back ("two teams each year who play")
const PERSON_NOUNS = new Set(
  ('person man woman child boy girl kid baby adult individual one mother father parent son daughter brother sister husband wife ' +
    'friend partner neighbour neighbor guy lady gentleman student pupil teacher professor lecturer doctor nurse patient driver worker ' +
    'employee employer customer client citizen resident visitor tourist stranger player athlete artist writer author reader user ' +
    'member officer leader manager owner candidate voter victim suspect soldier lawyer scientist researcher speaker').split(' '),
);

// plural nouns for people outside the singular list, and the endings of agent nouns ("voters",
// "scientists", "Americans", "residents")
const PERSON_PLURAL_ONLY = new Set(['kids', 'teens', 'teenagers', 'adults', 'humans', 'fans', 'peers', 'classmates', 'siblings', 'grandparents', 'relatives', 'elders', 'youths', 'voters', 'folks', 'guys', 'girls', 'boys', 'babies', 'individuals', 'others', 'those', 'ones', 'americans', 'immigrants']);
const AGENT = /(?:er|or|ist|ian|ant|ent|ee)s$/;

function singularAgreement(m: RegExpExecArray, text: string) {
  const noun = m[1]!;
  const verb = m[2]!;
  const lower = noun.toLowerCase();
  if (!(VERBS.has(verb) || PLURAL_BE_HAVE[verb]) || noun !== lower || !PERSON_NOUNS.has(lower)) return null;
  const before = text.slice(Math.max(0, m.index - 30), m.index);
  if (!SINGULAR_DETERMINER.test(before) || AFTER_OF.test(before)) return null;
  const replacement = PLURAL_BE_HAVE[verb] ?? thirdPersonSingular(verb);
  return { word: verb, replacement, message: `"who" stands for "${noun}", which is singular: use "${replacement}".` };
}

export const relativeWhoAgreement = lastWordRule({
  id: 'relative_who_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[1]!;
    const verb = m[2]!;
    const lower = noun.toLowerCase();
    // a capitalised noun is often a name or a team ("the Beatles who were", "Jones who has")
    if (/^\p{Lu}/u.test(noun) && m.index > 0) return null;
    const plural =
      IRREGULAR_PLURALS.has(lower) ||
      (/[a-rt-z]s$/.test(lower) && !SINGULAR_IN_S.test(lower) && !verbBaseOf.has(lower) && singularsOf(lower).some((s) => ctx.isWord(s) && !VERBS.has(s)));
    // "the thing that determines who becomes": after a relative pronoun a word in -s that has
    // an -ing form is its verb ("shows that teenagers who spends" still has a plural noun)
    if (plural && /\b(?:that|which|who)\s+$/i.test(text.slice(Math.max(0, m.index - 7), m.index)) && singularsOf(lower).some((s) => ctx.isWord(ingOf(s)))) return null;
    if (!plural) return singularAgreement(m, text);
    // "who" stands for people: after a plural of things it reaches further back ("a virtual
    // human on our phones who tells us")
    if (!IRREGULAR_PLURALS.has(lower) && !singularsOf(lower).some((s) => PERSON_NOUNS.has(s) || PERSON_PLURAL_ONLY.has(lower)) && !AGENT.test(lower)) return null;
    const replacement = BE_HAVE[verb] ?? (verbBaseOf.get(verb)?.form === 'third' ? verbBaseOf.get(verb)!.base : undefined);
    if (!replacement) return null;
    // "doesn't" is matched as "doesn"; the apostrophe and "t" stay
    return { word: verb, replacement, message: `"who" stands for "${noun}", which is plural: use "${replacement}${verb === 'doesn' ? "'t" : ''}".` };
  },
});
