import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { OPENING } from './headNounAgreement.js';
import { pluralOf } from './nounNumber.en.js';
import { wordError } from './wordError.js';

// "Scientist agree that", "Expert say": a sentence that opens with a bare singular noun for
// a person and a verb of saying or thinking without -s means people in general, so the noun
// wants its plural ("Scientists agree"). A singular count noun cannot stand there without a
// determiner; a name or a heading has a capital on the verb, which the pattern does not take.

const PERSONS =
  'scientist|researcher|expert|doctor|teacher|student|parent|economist|psychologist|critic|historian|philosopher|scholar|analyst|engineer|politician|specialist|professional|educator|nutritionist|environmentalist|activist|supporter|opponent|adult|teenager|employer|worker|consumer|user|citizen|voter';
const VERBS = 'agree|disagree|say|think|believe|argue|claim|suggest|know|feel|recommend|warn|predict|estimate|worry|fear|insist|maintain|point|note|tend|prefer|want|need';
const CAPITALISED = PERSONS.split('|').map((n) => n[0]!.toUpperCase() + n.slice(1)).join('|');
const PATTERN = new RegExp(String.raw`${OPENING}(${CAPITALISED})\s+(?:also\s+|often\s+|generally\s+|usually\s+)?(?:${VERBS})\b`, 'g');

export const genericPersonSubject: ProseRule = {
  id: 'generic_person_subject',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const noun = m[1]!;
      const plural = pluralOf(noun.toLowerCase()).find((p) => ctx.isWord(p));
      if (!plural) continue;
      const start = m.index + m[0].indexOf(noun);
      const replacement = plural[0]!.toUpperCase() + plural.slice(1);
      out.push(
        wordError({
          rule: 'generic_person_subject',
          title: 'Noun number',
          start,
          end: start + noun.length,
          replacement,
          message: `A singular "${noun.toLowerCase()}" needs "a" or "the"; for people in general, use the plural "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
