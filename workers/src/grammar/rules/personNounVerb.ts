import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { pastTimeNear } from './pastTimeNear.js';
import { pastFormsOf } from './verbForms.en.js';
import { lastWordRule } from './lastWordRule.js';
import { SUBJUNCTIVE_BEFORE } from './subjunctive.en.js';

// "If the teacher teach them", "as the lecturer suggest": a singular noun for a
// person as the subject takes a verb in -s. Only nouns for one person (not "family"
// or "government", which British English may count as plural) after a determiner, and
// only verbs that do not also make a compound with such a noun ("student work",
// "driver use"). Left out: after a verb that takes an object and a bare infinitive
// ("let the driver do", "help the reader find"), after a question's auxiliary ("does
// the teacher know"), and in a subjunctive ("insist that the patient rest").

const NOUNS =
  'lecturer|professor|author|speaker|writer|teacher|student|doctor|man|woman|person|child|boy|girl|reader|listener|customer|consumer|carrier|patient|driver|citizen';
const VERBS = new Set(
  'suggest think believe say argue claim explain know want seem agree disagree mention tell teach give become feel try go come take get find like love hate prefer decide understand mean learn undergo'
    .split(' ')
    .filter((v) => commonVerbsEn.includes(v) || ['argue', 'claim', 'mention', 'teach', 'love', 'hate', 'undergo'].includes(v)),
);
// Relatives and the people of one's days make no compounds with everyday verbs, so more verbs
// count after them ("my grandmother use video calls").
const KIN =
  'mother|father|mom|mum|dad|grandmother|grandfather|grandma|grandpa|brother|sister|friend|son|daughter|wife|husband|aunt|uncle|cousin|neighbour|neighbor|boss|manager|colleague|roommate|classmate';
const KIN_VERBS = new Set([...VERBS, 'use', 'live', 'work', 'play', 'spend', 'call', 'cook', 'visit', 'watch', 'speak', 'talk', 'help', 'want', 'need', 'enjoy']);
const PATTERN = new RegExp(`\\b(?:the|this|that|my|his|her|our|their|your|every|each)\\s+(?:(?:${NOUNS})|(?<kin>${KIN}))\\s+([a-z]+)\\b(?![-'’])`, 'gi');
const BARE_INFINITIVE_OR_QUESTION =
  /\b(?:let|lets|letting|make|makes|made|making|help|helps|helped|helping|have|has|had|having|see|sees|saw|watch|watches|watched|hear|hears|heard|feel|feels|felt|do|does|did|will|would|can|could|should|shall|may|might|must|why|how)\s+$/i;

export const personNounVerb = lastWordRule({
  id: 'person_noun_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]!;
    if (!(m.groups?.['kin'] ? KIN_VERBS : VERBS).has(verb)) return null;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (BARE_INFINITIVE_OR_QUESTION.test(before) || SUBJUNCTIVE_BEFORE.test(before)) return null;
    if (pastTimeNear(text, m.index, m.index + m[0].length)) {
      const past = pastFormsOf(verb)[0]!;
      return { word: verb, replacement: past, message: `The time is past: "${past}".` };
    }
    const fixed = thirdPersonSingular(verb);
    return { word: verb, replacement: fixed, message: `The subject is singular: "${fixed}".` };
  },
});
