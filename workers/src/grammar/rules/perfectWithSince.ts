import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { verbBaseOf } from './verbForms.en.js';

// "I am studying English since 2019": an action that began at a point in time and goes
// on takes the present perfect, "have been studying". Only with a point that ends the
// clause (a year, "last week", "yesterday", a weekday or month), so the "since" of
// reason ("is failing since 2019 data is missing") stays; -ing adjectives ("is
// interesting since") and negatives are left alone.

const POINT =
  '(?:19|20)\\d\\d|last\\s+(?:week|month|year|summer|winter|spring|autumn|night|weekend)|yesterday|this\\s+morning|childhood|' +
  'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December';
const PATTERN = new RegExp(
  `\\b(am|is|are|['’]m|['’]s|['’]re)\\s+([a-z]+ing)\\b((?:\\s+(?!since\\b)[A-Za-z'’]+){0,5})\\s+since\\s+(?:${POINT})(?=\\s*(?:[.,!?;:)]|$)|\\s+(?:and|but|now)\\b)`,
  'g',
);
const ADJECTIVES = new Set(['interesting', 'boring', 'exciting', 'amazing', 'confusing', 'surprising', 'missing', 'willing', 'outstanding', 'annoying', 'tiring', 'worrying', 'concerning', 'pending', 'ongoing', 'promising', 'charming', 'disappointing', 'encouraging', 'relaxing', 'shocking']);
const PERFECT: Record<string, string> = { am: 'have been', is: 'has been', are: 'have been', "'m": "'ve been", "'s": "'s been", "'re": "'ve been" };

export const perfectWithSince: ProseRule = {
  id: 'perfect_with_since',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, be, verb] = m as unknown as [string, string, string];
      if (ADJECTIVES.has(verb) || verbBaseOf.get(verb)?.form !== 'ing') continue;
      const key = be.replace('’', "'").toLowerCase();
      const apostrophe = be.startsWith('’') ? '’' : "'";
      const perfect = PERFECT[key]!.replace("'", apostrophe);
      const replacement = `${matchCaseOf(be, perfect)} ${verb}`;
      const end = m.index + m[0].indexOf(verb) + verb.length;
      out.push(
        wordError({ rule: 'perfect_with_since', title: 'Verb tense', start: m.index, end, replacement, message: `An action going on since a point in time takes the present perfect: "${replacement}".` }),
      );
    }
    return out;
  },
};
