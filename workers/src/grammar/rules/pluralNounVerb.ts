import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';
import { isSingularInS, singularsOf } from './nounNumber.en.js';
import { UNCOUNTABLE } from './nounNumber.js';

// "these skills requires", "social network sites provides": a plural noun as the
// subject takes the verb without -s. The noun must be a regular plural that is no
// verb itself ("needs", "costs" could be either), and nothing may make it the end of
// a longer subject whose head is elsewhere ("the cost of goods rises"): no
// preposition or "and" in the three words before it. "is", "was", "has" and "doesn't"
// ("the results was") count only after a determiner and a noun the dictionary knows in
// the singular with a possessive, since "what she needs is" and "it sometimes was" have
// a verb or an adverb there.

const PATTERN = /\b([A-Za-z]+[a-rt-z]s)\s+([a-z]+n['’]t|[a-z]+)\b/g;
// not "does", which a question puts after its object ("how many elements does it hold")
const BE_HAVE: Record<string, string> = { is: 'are', was: 'were', has: 'have', "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't" };
const DETERMINER_BEFORE = /\b(?:the|my|your|our|their|his|her|its|some|all|most|other|these|those|many|several|both|few)\s+$/i;
// At a sentence's start after a describing word ("Driverless cars is a technology"), or
// opening what a verb of saying says, with or without one ("One reason is that endangered
// animals is"): the noun starts the subject. A bare plural opening a sentence is too often a
// name ("Socks is available"), a word after a pronoun its verb ("that she needs is").
const DESCRIBING = String.raw`(?!(?:five|twelve)\s)[a-z]+(?:ed|al|ic|ive|ous|ful|ent|ant|ary|less|ern|ish|ble)\s+`;
const SENTENCE_START_DESCRIBED = new RegExp(String.raw`(?:^|[.!?]\s+)(?:(?:and|but|so|also)\s+)?${DESCRIBING}$`, 'i');
// verbs of saying or thinking, and "is", whose "that" opens a clause with a subject of its own
const SAYING =
  'is|was|think|thinks|thought|believe|believes|believed|say|says|said|know|knows|knew|argue|argues|argued|claim|claims|claimed|feel|feels|felt|agree|agrees|agreed|show|shows|showed|shown|find|finds|found|hope|hopes|hoped|suggest|suggests|suggested|realize|realizes|realized|realise|realises|realised|notice|noticed|predict|predicts|predicted|report|reports|reported|mean|means';
const SAID_THAT = new RegExp(String.raw`\b(?:${SAYING})\s+that\s+(?:${DESCRIBING})?$`, 'i');
// plural in form, singular in use
const SINGULAR_IN_USE = new Set(['blues', 'headquarters', 'whereabouts', 'premises', 'odds', 'thanks', 'arts', 'crossroads']);
const VERBS = new Set(commonVerbsEn);
// adverbs and verbs in -s whose stem is a word ("the test sometimes fails": "sometime" is one;
// "it does keeps": "doe" is)
const NOT_PLURAL_NOUN = new Set(['does', 'goes', 'sometimes', 'always', 'nowadays', 'afterwards', 'besides', 'perhaps', 'towards', 'backwards', 'forwards', 'sideways', 'indoors', 'outdoors', 'overseas', 'upstairs', 'downstairs', 'thus', 'whereas', 'unless']);
// Nouns in -s that are singular or take a singular verb.
const SINGULAR_IN_S = /(?:ss|is|us|ics|ous|news|series|species|means|diabetes|measles|politics|whereabouts)$/i;
// A preposition in the three words before: the noun ends a longer subject ("1 in every 300
// messages holds"). "and"/"or" count only for the -s verbs: "the school and the results was"
// wants "were" anyway.
const HEAD_EARLIER =
  /\b(?:of|than|for|with|to|in|on|by|from|about|like|as|whose|at|between|among|into|through|across|over|under|within|without|after|before|during|around|behind|beyond|against|per|via|toward|towards|throughout|upon)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}$/iu;
const JOINED_EARLIER = /\b(?:and|or)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}$/iu;
// The noun is the object of a verb before it: of a pronoun's clause ("the fact that we
// understand the new circumstances makes") or of an -ing form ("having a window manager
// manage the windows means").
const OBJECT_OF_CLAUSE = /\b(?:I|we|you|they|he|she|it)\s+(?:[\p{L}'’-]+\s+){1,4}$/u;
// Inside a relative clause the noun is its object, or a verb ("any code that uses these values
// knows", "the test that passes runs").
const IN_RELATIVE_CLAUSE = /\b(?:that|which|who)\s+(?:[\p{L}'’-]+\s+){0,4}$/iu;
const OBJECT_OF_GERUND = /\b[a-z]+ing\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}$/iu;
// "that" after a verb of saying or thinking opens a clause whose subject the noun is ("people
// think that smartphones makes us", "I believe that these results shows"), not a relative one.
const COMPLEMENT_THAT = new RegExp(String.raw`\b(?:${SAYING})\s+that\s+(?:[\p{L}'’-]+\s+){0,2}$`, 'iu');
// ... and so does a verb of thinking with "that" left out, right before the noun's determiner
// ("I think the students is tired")
const COMPLEMENT_BARE =
  /\b(?:think|thinks|thought|believe|believes|believed|guess|suppose|feel|feels|felt|hope|hopes|hoped)\s+(?:the|these|those|my|your|our|their|his|her|some|many|most|all)\s+(?:[\p{L}'’-]+\s+)?$/iu;
// A capitalised noun inside a sentence, or after another capitalised word, is a name ("the United Nations plays").
const NAME_BEFORE = /(?:\p{Lu}[\p{L}'’-]*\s+|[^\s.!?"”’)]\s*)$/u;

const LIVES_OWNER_BEFORE =
  /\b(?:make|makes|made|making|improve|improves|improved|improving|change|changes|changed|changing|save|saves|saved|saving|affect|affects|affected|affecting|impact|impacts|impacted|ruin|ruins|ruined|ruining|enrich|enriches|enriched|transform|transforms|transformed|risk|risks|risked|risking|endanger|endangers|endangered)\s+(?:the\s+|our\s+|their\s+|many\s+)?$/i;

export const pluralNounVerb = lastWordRule({
  id: 'plural_noun_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[1]!;
    const verb = m[2]!.replace('’', "'");
    const lower = noun.toLowerCase();
    if (isSingularInS(lower, ctx.isWord, SINGULAR_IN_S) || lower === 'its' || NOT_PLURAL_NOUN.has(lower)) return null;
    // "The informations was": the noun has no plural, and noun_number mends it, not the verb
    if (UNCOUNTABLE.some((u) => lower === `${u}s`)) return null;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // (own keys only: "constructor" is no verb)
    const beHave = Object.hasOwn(BE_HAVE, verb) ? BE_HAVE[verb] : undefined;
    const base = beHave ?? (verbBaseOf.get(verb)?.form === 'third' ? verbBaseOf.get(verb)!.base : undefined);
    if (!base) return null;
    if (beHave) {
      if (!(DETERMINER_BEFORE.test(before) || SENTENCE_START_DESCRIBED.test(before) || SAID_THAT.test(before)) || SINGULAR_IN_USE.has(lower)) return null;
      if (!singularsOf(lower).some((s) => ctx.isWord(s) && ctx.isWord(`${s}'s`))) return null;
    } else {
      if (verbBaseOf.has(lower) || SINGULAR_IN_USE.has(lower)) return null;
      const singular = singularsOf(lower).find((s) => ctx.isWord(s));
      if (!singular || VERBS.has(singular)) return null;
    }
    if (HEAD_EARLIER.test(before) || (!beHave && JOINED_EARLIER.test(before))) return null;
    // a field, option or file name ("the allowed-depths specifies", "-Wbidi-chars warns",
    // "Misc/comparisons compares", "Arrays.equals introduces", "# tests succeeds")
    if (/(?:[-=/.`_:@]|#\s*)$/.test(before)) return null;
    // "Every students deserves": the noun's plural is the slip (see singular_after_every)
    if (/\b(?:every|each|a|an|one|another)\s+$/i.test(before)) return null;
    // "Helping parents matters": the subject is the -ing clause, not the noun.
    if (OBJECT_OF_GERUND.test(before)) return null;
    const complement = COMPLEMENT_THAT.test(before) || (beHave !== undefined && COMPLEMENT_BARE.test(before));
    if (!complement && (OBJECT_OF_CLAUSE.test(before) || IN_RELATIVE_CLAUSE.test(before))) return null;
    // "make students lives easier", "improve peoples lives": a possessive without its
    // apostrophe, the noun an object and "lives" the thing it owns
    if (verb === 'lives' && LIVES_OWNER_BEFORE.test(before)) return null;
    // "‘dd’ rejects attempts": after a quoted name the word in -s is its verb
    if (/[’'”"]\s+$/.test(before)) return null;
    if (/^\p{Lu}/u.test(noun) && before.trim() !== '' && NAME_BEFORE.test(before)) return null;
    return { word: m[2]!, replacement: base, message: `"${noun}" is plural: use "${base}".` };
  },
});
