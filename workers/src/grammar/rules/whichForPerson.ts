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
const PATTERN = new RegExp(`\\b(${PEOPLE})\\s+(which)(?=\\s+([a-z]+)\\b)`, 'gi');
const FINITE = new Set(['is', 'was', 'are', 'were', 'has', 'have', 'had', 'will', 'can', 'could', 'would', 'should', 'may', 'might', 'must', 'does', 'did', 'do']);

export const whichForPerson = lastWordRule({
  id: 'which_for_person',
  title: 'Relative pronoun',
  pattern: PATTERN,
  fix(m) {
    const verb = m[3]!.toLowerCase();
    const form = verbBaseOf.get(verb)?.form;
    if (!FINITE.has(verb) && form !== 'third' && form !== 'past') return null;
    if (/^\p{Lu}/u.test(m[1]!) && m.index > 0) return null;
    const word = m[2]!;
    return { word, replacement: matchCaseOf(word, 'who'), message: `For a person, the relative pronoun is "who": "${m[1]} who".` };
  },
});
