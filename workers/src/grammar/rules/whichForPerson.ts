import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "The man which lives next door": a relative clause about a person opens with "who".
// Only after nouns that name people (not "user", "worker" or "player", which name
// programs too), written in lower case (not "Cloudflare Workers"), with no comma
// between ("I met the doctor, which was nice" is about the meeting), and only when a
// verb follows "which", since "asked the man which way to go" or "told the teacher
// which book I chose" use "which" as a determiner.

const PEOPLE =
  'man|men|woman|women|person|people|boy|boys|girl|girls|child|children|kid|kids|student|students|teacher|teachers|friend|friends|doctor|doctors|parent|parents|mother|father|brother|sister|neighbou?r|neighbou?rs|employee|employees|customer|customers|patient|patients|author|authors|writer|writers|persons|citizen|citizens|participant|participants|somebody|someone|anyone|everyone';
// the verb after "which" is read through a lookahead, so the flagged word is "which"
const PATTERN = new RegExp(`\\b(${PEOPLE})\\s+(which)(?=\\s+([a-z]+(?:['’]t)?)(?![\\w'’]))`, 'gi');
const FINITE = new Set(['is', 'was', 'are', 'were', 'has', 'have', 'had', 'will', 'can', 'could', 'would', 'should', 'may', 'might', 'must', 'does', 'did', 'do', "isn't", "wasn't", "aren't", "weren't", "hasn't", "haven't", "doesn't", "don't", "didn't", "can't", "won't", "couldn't", "wouldn't", "shouldn't"]);

const SUBJECT_PRONOUN = /^(?:i|we|you|they|he|she)$/;
const PLURAL_PEOPLE = /^(?:men|women|people|persons|children|kids|boys|girls|students|teachers|friends|doctors|parents|neighbou?rs|employees|customers|patients|authors|writers|citizens|participants)$/i;
const SINGULAR_VERB = new Set(['is', 'was', 'has', 'does', "isn't", "wasn't", "hasn't", "doesn't"]);
const PLURAL_VERB = new Set(['are', 'were', 'have', 'do', "aren't", "weren't", "haven't", "don't"]);
const MODAL = new Set(['will', 'can', 'could', 'would', 'should', 'may', 'might', 'must']);
const AFTER_PREPOSITION = /\b(?:of|on|to|with|for|from|about|among|between|by|at|in)\s+(?:(?:the|a|an|some|many|most|all|other|these|those|my|our|his|her|their|your|different)\s+)*$/i;
const ASKING_BEFORE = /\b(?:ask|asks|asked|asking|tell|tells|told|telling|show|shows|showed|showing|know|knows|knew|wonder|wondered)\s+(?:the|a|an|my|our|his|her|their|your)?\s*$/i;

export const whichForPerson = lastWordRule({
  id: 'which_for_person',
  title: 'Relative pronoun',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[3]!.toLowerCase().replace('’', "'");
    const form = verbBaseOf.get(verb)?.form;
    // "the man which I met": a subject pronoun opens the clause, "which" is its object; but
    // "asked the teacher which I should choose" asks a question
    const objectClause = SUBJECT_PRONOUN.test(verb) && !ASKING_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index));
    if (!objectClause && !FINITE.has(verb) && form !== 'third' && form !== 'past') return null;
    // a verb that does not agree with the noun has another subject: the clause before ("talk to
    // other people, which is important"); so has a modal after a noun that ends a phrase
    // ("stress on some students, which may lead")
    const plural = PLURAL_PEOPLE.test(m[1]!);
    if (!objectClause && (plural ? SINGULAR_VERB.has(verb) || form === 'third' : PLURAL_VERB.has(verb))) return null;
    if (!objectClause && MODAL.has(verb) && AFTER_PREPOSITION.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
    if (/^\p{Lu}/u.test(m[1]!) && m.index > 0) return null;
    const word = m[2]!;
    return { word, replacement: matchCaseOf(word, 'who'), message: `For a person, the relative pronoun is "who": "${m[1]} who".` };
  },
});
