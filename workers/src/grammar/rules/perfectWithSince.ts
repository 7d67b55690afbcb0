import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { pastParticipleOf, verbBaseOf } from './verbForms.en.js';

// "I am studying English since 2019": an action that began at a point in time and goes
// on takes the present perfect, "have been studying". Only with a point that ends the
// clause (a year, "last week", "yesterday", a weekday or month, "since we were children"), so the "since" of
// reason ("is failing since 2019 data is missing") stays; -ing adjectives ("is
// interesting since") and negatives are left alone.

const POINT =
  '(?:19|20)\\d\\d|last\\s+(?:week|month|year|summer|winter|spring|autumn|night|weekend)|yesterday|this\\s+morning|childhood|' +
  'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|' +
  // a clause of childhood ("since we were children", "since I was a kid", "since he was born")
  "(?:I|we|he|she|they|you)\\s+(?:was|were)\\s+(?:(?:a|little|small)\\s+)*(?:child|children|kid|kids|young|little|small|born|teenagers?|boys?|girls?)";
const PATTERN = new RegExp(
  `\\b(am|is|are|['’]m|['’]s|['’]re)\\s+([a-z]+ing)\\b((?:\\s+(?!since\\b)[A-Za-z'’]+){0,5})\\s+since\\s+(?:${POINT})(?=\\s*(?:[.,!?;:)]|$)|\\s+(?:and|but|now)\\b)`,
  'g',
);
const ADJECTIVES = new Set(['interesting', 'boring', 'exciting', 'amazing', 'confusing', 'surprising', 'missing', 'willing', 'outstanding', 'annoying', 'tiring', 'worrying', 'concerning', 'pending', 'ongoing', 'promising', 'charming', 'disappointing', 'encouraging', 'relaxing', 'shocking']);
// verbs of weather and pastime the common list lacks ("It's raining since this morning")
const MORE_ING = new Set(['raining', 'snowing', 'crying', 'dancing', 'singing', 'swimming', 'cooking', 'visiting', 'training', 'practising', 'practicing', 'sleeping']);
const PERFECT: Record<string, string> = { am: 'have been', is: 'has been', are: 'have been', "'m": "'ve been", "'s": "'s been", "'re": "'ve been" };

// The simple present of a state or a habit the same way: "He works here since 2010" -> "has
// worked", "I live in Oslo since 2015" -> "have lived", "I know her since childhood".
const DURATIVE = 'live work know study teach stay wait play own use love like want attend belong run lead manage serve practise practice'.split(' ');
// each form with its base and whether it is the third person singular
const FORMS = new Map<string, { base: string; third: boolean }>(DURATIVE.flatMap((v) => [[v, { base: v, third: false }], [thirdPersonSingular(v), { base: v, third: true }]]));
const SIMPLE = new RegExp(
  `\\b(I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he)\\s+(${[...FORMS.keys()].join('|')})\\b((?:\\s+(?!since\\b)[A-Za-z'’]+){0,4})\\s+since\\s+(?:${POINT})(?=\\s*(?:[.,!?;:)]|$)|\\s+(?:and|but|now)\\b)`,
  'g',
);
const THIRD_PERSON = /^(?:he|she)$/i;

function simplePresentSince(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(SIMPLE)) {
    const [, subject, verb] = m as unknown as [string, string, string];
    const form = FORMS.get(verb)!;
    // the verb must agree with its subject to be the simple present ("he live" is another slip)
    if (THIRD_PERSON.test(subject) !== form.third) continue;
    const replacement = `${form.third ? 'has' : 'have'} ${pastParticipleOf(form.base)}`;
    const start = m.index + subject.length + m[0].slice(subject.length).indexOf(verb);
    out.push(
      wordError({ rule: 'perfect_with_since', title: 'Verb tense', start, end: start + verb.length, replacement, message: `A state or habit going on since a point in time takes the present perfect: "${replacement}".` }),
    );
  }
  return out;
}

// A state named by "be" the same way: "She is married since 2010" -> "has been married", "I am
// here since Monday" -> "have been here". Only a pronoun subject and states that last.
const STATES = 'married|divorced|single|engaged|here|there|ill|sick|unemployed|retired|friends|away|alone|vegetarian|vegan|a\\s+member|a\\s+teacher|a\\s+student|in\\s+love';
const BE_STATE = new RegExp(
  `\\b(I\\s+am|I['’]m|(?:[Hh]e|[Ss]he|[Ii]t)\\s+is|(?:[Hh]e|[Ss]he|[Ii]t)['’]s|(?:[Ww]e|[Yy]ou|[Tt]hey)\\s+are|(?:[Ww]e|[Yy]ou|[Tt]hey)['’]re)\\s+(?:${STATES})\\b((?:\\s+(?!since\\b)[A-Za-z'’]+){0,3})\\s+since\\s+(?:${POINT})(?=\\s*(?:[.,!?;:)]|$)|\\s+(?:and|but|now)\\b)`,
  'g',
);

function beStateSince(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(BE_STATE)) {
    const subjectAndBe = m[1]!;
    const [subject] = subjectAndBe.split(/\s+|['’]/);
    const third = /^(?:he|she|it)$/i.test(subject!);
    const replacement = `${subject} ${third ? 'has' : 'have'} been`;
    out.push(
      wordError({ rule: 'perfect_with_since', title: 'Verb tense', start: m.index, end: m.index + subjectAndBe.length, replacement, message: `A state lasting since a point in time takes the present perfect: "${replacement}".` }),
    );
  }
  return out;
}

// The negative simple past the same way: "I didn't see him since last year" -> "haven't seen",
// a time without the thing reaching up to now.
const COMMON = new Set(commonVerbsEn);
const DID_NOT = new RegExp(
  `\\b(I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he)\\s+(didn['’]t|did\\s+not)\\s+([a-z]+)\\b((?:\\s+(?!since\\b)[A-Za-z'’]+){0,4})\\s+since\\s+(?:${POINT})(?=\\s*(?:[.,!?;:)]|$)|\\s+(?:and|but|now)\\b)`,
  'g',
);

function didNotSince(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(DID_NOT)) {
    const [, subject, didNot, verb] = m as unknown as [string, string, string, string];
    if (!COMMON.has(verb)) continue;
    const third = THIRD_PERSON.test(subject);
    const negative = didNot.includes(' ') ? `${third ? 'has' : 'have'} not` : `${third ? 'hasn' : 'haven'}${didNot.slice(4, 5)}t`;
    const replacement = `${negative} ${pastParticipleOf(verb)}`;
    const start = m.index + subject.length + m[0].slice(subject.length).indexOf(didNot);
    const end = start + m[0].slice(start - m.index).indexOf(verb) + verb.length;
    out.push(
      wordError({ rule: 'perfect_with_since', title: 'Verb tense', start, end, replacement, message: `A time since a point up to now takes the present perfect: "${replacement}".` }),
    );
  }
  return out;
}

export const perfectWithSince: ProseRule = {
  id: 'perfect_with_since',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, be, verb] = m as unknown as [string, string, string];
      if (ADJECTIVES.has(verb) || (verbBaseOf.get(verb)?.form !== 'ing' && !MORE_ING.has(verb))) continue;
      const key = be.replace('’', "'").toLowerCase();
      const apostrophe = be.startsWith('’') ? '’' : "'";
      const perfect = PERFECT[key]!.replace("'", apostrophe);
      const replacement = `${matchCaseOf(be, perfect)} ${verb}`;
      const end = m.index + m[0].indexOf(verb) + verb.length;
      out.push(
        wordError({ rule: 'perfect_with_since', title: 'Verb tense', start: m.index, end, replacement, message: `An action going on since a point in time takes the present perfect: "${replacement}".` }),
      );
    }
    return [...out, ...simplePresentSince(text), ...beStateSince(text), ...didNotSince(text)];
  },
};
