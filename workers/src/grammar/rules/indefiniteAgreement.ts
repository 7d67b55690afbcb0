import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';

// "Everyone have a car", "nobody know", "somebody are": an indefinite pronoun in
// -one, -body or -thing is singular and takes the singular verb. Left alone where
// the pronoun is an object before a bare verb ("let everyone have", "made somebody
// go"), after a question's auxiliary ("does anyone have"), after "that", where the
// subjunctive is right ("we ask that everyone be seated"), and in commands ("Everyone
// stand up.", "Nobody move!", "Everyone have fun"): a person in -one or -body is only
// given "-s" for verbs of state, which are hardly ever commanded. A verb whose past
// participle is its base form may be a participle ("tee everything read into a buffer").
// A place or group may follow the pronoun ("Everyone in the class like the teacher"); there
// "like", "need" and "work" count too, before an object, as no comparison is left to make.

const BASES = new Set(commonVerbsEn.filter((v) => !['like', 'mind', 'matter', 'cost', 'face', 'lack', 'end', 'result', 'work', 'need', 'help'].includes(v)));
const PARTICIPLE_LIKE = new Set(['read', 'put', 'cut', 'set', 'let', 'hit', 'cost', 'spread', 'hurt', 'shut', 'quit', 'bet', 'run', 'come', 'become']);
const STATES = new Set(
  ('have know want think believe seem mean understand agree love hate feel hope wish own deserve depend belong care exist ' +
    'remember forget prefer expect realise realize suppose').split(' '),
);
const SINGULAR: Record<string, string> = { are: 'is', were: 'was', "don't": "doesn't", 'don’t': 'doesn’t' };
const PATTERN =
  /\b(everyone|everybody|someone|somebody|anyone|anybody|nobody|no one|everything|nothing)(\s+(?:in|at|from|on)\s+(?:the|my|our|this|that|your|his|her|their)\s+[a-z]+)?\s+(are|were|don['’]t|[a-z]+)\b(?!['’-])/gi;
const AFTER_PLACE = new Set(['like', 'need', 'work', 'help']);
const OBJECT_NEXT = /^\s+(?:the|a|an|my|our|his|her|their|your|this|that|it|them|him|me|us|to)\b/i;
const OBJECT_BEFORE =
  /\b(?:do|does|did|can|could|will|would|should|shall|may|might|must|let|lets|letting|make|makes|made|making|help|helps|helped|helping|see|sees|saw|watch|watches|watched|hear|hears|heard|have|has|had|having|that|to|for|of|with|about)\s+$/i;

export const indefiniteAgreement = lastWordRule({
  id: 'indefinite_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[3]!;
    const lower = verb.toLowerCase();
    const person = !/thing$/i.test(m[1]!);
    const place = m[2] !== undefined;
    const rest = text.slice(m.index + m[0].length);
    const stateVerb = STATES.has(lower) || (place && AFTER_PLACE.has(lower) && OBJECT_NEXT.test(rest));
    const fixed = SINGULAR[lower] ?? ((BASES.has(lower) || (place && AFTER_PLACE.has(lower))) && !PARTICIPLE_LIKE.has(lower) && (!person || stateVerb) ? thirdPersonSingular(lower) : null);
    if (!fixed) return null;
    // (after "that" a subjunctive is a bare verb; "are", "were" and "don't" are none)
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (OBJECT_BEFORE.test(before) && !(lower in SINGULAR && /\bthat\s+$/i.test(before))) return null;
    if (/^[^.!?]*!/.test(rest) || (lower === 'have' && /^\s+(?:fun|a\s+(?:good|great|nice|safe|happy|lovely))\b/i.test(rest))) return null;
    const replacement = matchCaseOf(verb, fixed);
    return { word: verb, replacement, message: `"${m[1]}" is singular: "${m[1]}${place ? ' …' : ''} ${replacement}".` };
  },
});
