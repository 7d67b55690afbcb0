import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { pluralOf } from './nounNumber.en.js';
import { wordError } from './wordError.js';

// The verb agrees with the head of its subject, not with the nearest noun: "The list
// of items are" -> "is", "The report, which was written by two people, have" -> "has".
// Only a subject that opens a sentence with "The" and a singular count noun (its plural
// is a word), and only are/were/have and their negatives, whose singulars are certain.
// Heads that count or collect ("the rest of", "the majority of", "the team") may take
// a plural verb and are left alone, as is any subject joined by "and" or "or".

const SINGULAR: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};
const VERB = String.raw`(are|were|have|aren't|weren't|haven't)`;
const OPENING = String.raw`(?:^|[.!?]["'”’)]*\s+|\n[ \t]*)`;
// "The list of (the) items on the desk are": up to five words after "of", no comma.
const OF_PHRASE = new RegExp(String.raw`${OPENING}The\s+([a-z]+)\s+of\s+((?:[\w'-]+\s+){1,5}?)${VERB}\b`, 'g');
// "The report, which was written by the committee, have"
const RELATIVE = new RegExp(String.raw`${OPENING}The\s+([a-z]+),\s+(?:which|who|whose)\s+[^,.;:!?()]{3,120},\s+${VERB}\b`, 'g');

// Heads that count, measure out or collect: the verb may follow the noun after "of"
// ("the rest of the students are") or the group's members ("the team have").
const PLURAL_MINDED = new Set(
  (
    'rest majority minority bulk remainder half third quarter fifth percent percentage proportion number lot couple ' +
    'few variety range host bunch handful multitude plenty series kind sort type group team staff crew family ' +
    'government committee council board panel jury audience public class band crowd pair set total ' +
    'best worst most least first last latter former top bottom people police cattle clergy youth ' +
    'elderly poor rich young media data criteria phenomena'
  ).split(' '),
);
// The phrase after "of" may hold a clause or a second subject; then the rule does not know the head.
const CLAUSE_OR_LIST = /\b(?:and|or|nor|that|which|who|whom|whose|where|when|while|we|they|you|i|he|she|it|this|to|not|as|than)\s/i;
const SINGULAR_IN_S = /(?:ss|is|us|ics)$/;

export const headNounAgreement: ProseRule = {
  id: 'head_noun_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    const singularHead = (noun: string): boolean =>
      !PLURAL_MINDED.has(noun) &&
      !/est$/.test(noun) &&
      (SINGULAR_IN_S.test(noun) || (!noun.endsWith('s') && ctx.isWord(noun) && pluralOf(noun).some((p) => ctx.isWord(p))));
    const report = (m: RegExpMatchArray, noun: string, verb: string): void => {
      const start = m.index! + m[0].length - verb.length;
      const replacement = SINGULAR[verb.toLowerCase()]!;
      out.push(
        wordError({
          rule: 'head_noun_agreement',
          title: 'Agreement',
          start,
          end: start + verb.length,
          replacement,
          message: `The subject is "the ${noun}", which is singular: "${replacement}".`,
        }),
      );
    };
    for (const m of text.matchAll(OF_PHRASE)) {
      const [, noun, phrase, verb] = m as unknown as [string, string, string, string];
      if (!singularHead(noun) || CLAUSE_OR_LIST.test(`${phrase} `)) continue;
      report(m, noun, verb);
    }
    for (const m of text.matchAll(RELATIVE)) {
      const [, noun, verb] = m as unknown as [string, string, string];
      if (!singularHead(noun)) continue;
      report(m, noun, verb);
    }
    return out;
  },
};
