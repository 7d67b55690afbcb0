import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import type { RuleContext } from '../../lint/rule.js';
import { lastWordRule, type LastWordFix } from './lastWordRule.js';
import { pluralOf } from './nounNumber.en.js';
import { SUBJUNCTIVE_THAT_BEFORE } from './subjunctive.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "Every student have a book", "each child need care", "every science exist for a reason": a
// subject after "every" or "each" is singular, and so is its verb. Only a count noun (its
// plural is a word), at most one word before it ("every single student"), and a common verb in
// its base form right after; not after a word that makes the phrase an object or asks a question
// ("make every student feel", "does every student have"), nor in a subjunctive ("insist that each
// member be"), nor after a time ("every day people go" has its subject later), nor after a
// preposition ("the coordinates of each rectangle are"); and a verb that is also a noun only
// in the forms that cannot end a compound ("every size change" is one noun).

const SAME_PAST = new Set(['put', 'let', 'cut', 'set', 'hit', 'cost', 'hurt', 'read', 'spread', 'quit', 'shut']);
const VERBS = new Set([...commonVerbsEn.filter((v) => !SAME_PAST.has(v)), 'are', 'were', "don't"]);
// the noun right after the quantifier, or after one word that describes it
const BARE = /\b([Ee]very|[Ee]ach)\s+()([a-z]{3,})\s+([a-z]+(?:n['’]t)?)\b(?![-'’])/g;
const DESCRIBED = /\b([Ee]very|[Ee]ach)\s+([a-z]+)\s+([a-z]{3,})\s+([a-z]+(?:n['’]t)?)\b(?![-'’])/g;
const OBJECT_OR_QUESTION =
  /\b(?:make|makes|made|making|let|lets|letting|help|helps|helped|helping|see|saw|watch|watched|hear|heard|have|has|had|do|does|did|will|would|can|could|should|shall|may|might|must|to)\s+$/i;
const TIME_NOUN = /^(?:day|week|month|year|time|morning|evening|night|weekend|summer|winter|spring|autumn|semester|term|hour|minute|season|other)$/;
// modals and pronouns, which a word before them can make look like "every X noun" ("each worker will", "each branch you")
const NOT_A_SUBJECT_NOUN = /^(?:will|would|shall|should|can|could|may|might|must|you|they|we|she|him|her|them|who|which|that|other|time)$/;
// count nouns whose plural is irregular
const IRREGULAR_COUNT = new Set(['child', 'person', 'man', 'woman', 'tooth', 'foot', 'mouse', 'goose']);
const AGREED: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t' };

function agreementFix(m: RegExpExecArray, text: string, ctx: RuleContext): LastWordFix | null {
    const [, quantifier, before, noun, verb] = m as unknown as [string, string, string, string, string];
    if (!VERBS.has(verb) || verb === 'be') return null;
    // a word that is also a noun may end a compound ("every size change", "each connection attempt")
    if (!AGREED[verb] && ctx.isWord(`${verb}'s`)) return null;
    if (NOT_A_SUBJECT_NOUN.test(noun)) return null;
    if (TIME_NOUN.test(noun) || (before && (TIME_NOUN.test(before) || verbBaseOf.has(before) || VERBS.has(before)))) return null;
    // a singular count noun: no -s, known, its plural a word, and no verb's form itself
    const counted = IRREGULAR_COUNT.has(noun) || pluralOf(noun).some((p) => ctx.isWord(p));
    if (/s$/.test(noun) || verbBaseOf.has(noun) || VERBS.has(noun) || !ctx.isWord(noun) || !counted) return null;
    const preceding = text.slice(Math.max(0, m.index - 30), m.index);
    if (OBJECT_OR_QUESTION.test(preceding) || SUBJUNCTIVE_THAT_BEFORE.test(preceding)) return null;
    // after a preposition the phrase describes an earlier noun or opens an adverbial ("the
    // coordinates of each rectangle are", "for each row execute")
    if (/\b(?:of|for|in|on|at|to|from|with|by|about|after|before|per|across|within|between|among|during|into|onto|upon)\s+$/i.test(preceding)) return null;
    const replacement = AGREED[verb] ?? thirdPersonSingular(verb);
    return { word: verb, replacement, message: `"${quantifier} ${noun}" is singular: "${replacement}".` };
}

export const everyNounAgreement = lastWordRule({ id: 'every_noun_agreement', title: 'Agreement', pattern: [BARE, DESCRIBED], fix: agreementFix });
