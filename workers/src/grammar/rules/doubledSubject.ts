import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf } from './verbForms.en.js';

// "My father he works in a bank": a pronoun that repeats the subject just named. Only
// a possessive and a noun of kin opening the sentence, then the pronoun of the same
// person and a verb; a relative clause without "that" ("The girl he likes") needs a
// noun that can be picked out of many, which "my father" is not. With a comma ("My
// father, he works") it is a spoken style and stays.

const HE = 'father|dad|brother|son|husband|uncle|grandfather|grandpa|boyfriend';
const SHE = 'mother|mom|mum|sister|daughter|wife|aunt|grandmother|grandma|girlfriend';
const THEY = 'parents|brothers|sisters|grandparents|children|kids|sons|daughters|cousins';
const PATTERN = new RegExp(
  `(?:^|(?<=[.!?]\\s+))(?:My|Our|Your|His|Her|Their)\\s+(?:(?:older|younger|little|big|elder)\\s+)?(?:(${HE})|(${SHE})|(${THEY}))\\s+(he|she|they)\\s+([a-z']+)\\b`,
  'gm',
);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'does', 'do', 'did', 'will', 'would', 'can', 'could', 'always', 'never', "doesn't", "don't", "didn't", "can't", "won't", 'often', 'usually', 'also']);

export const doubledSubject: ProseRule = {
  id: 'doubled_subject',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const pronoun = m[4]!;
      const expected = m[1] ? 'he' : m[2] ? 'she' : 'they';
      if (pronoun !== expected) continue;
      const verb = m[5]!;
      const form = verbBaseOf.get(verb)?.form;
      if (!AUXILIARIES.has(verb) && form !== 'third' && form !== 'past') continue;
      // the deletion takes the space before the pronoun with it
      const end = m.index + m[0].length - verb.length - 1;
      const start = end - pronoun.length - 1;
      out.push({
        start,
        end,
        category: 'grammar',
        severity: 'error',
        rule: 'doubled_subject',
        title: 'Doubled subject',
        message: `"${pronoun}" repeats the subject; drop it.`,
        replacements: [''],
        fixLabel: `Remove "${pronoun}"`,
      });
    }
    return out;
  },
};
