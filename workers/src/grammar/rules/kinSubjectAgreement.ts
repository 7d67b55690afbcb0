import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "My brother have a car", "Her mother don't work": a possessive and a singular
// noun for one person opening the sentence take the singular verb. Only at the
// start, so "Does my brother have", "Let my brother have a go" and "I saw my brother
// do it" stay; collective nouns ("My family have") are not on the list.

const PERSON =
  'father|dad|brother|son|husband|uncle|grandfather|grandpa|boyfriend|mother|mom|mum|sister|daughter|wife|aunt|grandmother|grandma|girlfriend|' +
  'friend|cousin|boss|teacher|neighbou?r|baby';
const SINGULAR: Record<string, string> = { have: 'has', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t', "haven't": "hasn't", 'haven’t': 'hasn’t', are: 'is', "aren't": "isn't", 'aren’t': 'isn’t' };
const PATTERN = new RegExp(
  `(?:^|(?<=[.!?]["”’)]?\\s+))(?:My|Our|Your|His|Her|Their)\\s+(?:(?:older|younger|little|big|elder|best|new|old)\\s+)?(?:${PERSON})\\s+(have|do|don['’]t|haven['’]t|are|aren['’]t)\\b`,
  'gm',
);

export const kinSubjectAgreement = lastWordRule({
  id: 'kin_subject_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, SINGULAR[word.toLowerCase()]!);
    return { word, replacement, message: `One person as the subject takes "${replacement}".` };
  },
});
