import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { pluralOf, singularsOf } from './nounNumber.en.js';
import { PLURAL_OF_SINGULAR_VERB } from './singularVerbs.en.js';
import { eitherCaseAlternatives } from './patternRule.js';
import { wordError } from './wordError.js';

// The verb agrees with the head of its subject, not with the nearest noun: "The list
// of items are" -> "is", "The report, which was written by two people, have" -> "has".
// Only a subject that opens a sentence or a clause with "the" and a singular count noun (its plural
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
/** Where a sentence opens: the text's start, after a sentence's end, or at a new line. */
export const OPENING = String.raw`(?:^|[.!?]["'”’)]*\s+|\n[ \t]*)`;
// A clause that opens after a conjunction ("..., but the results of the experiment shows");
// not "and", which may join this noun to an earlier subject ("The size and the colour of
// the shoes are").
const CLAUSE_THE = String.raw`(?:,[ \t]+(?:but|so|yet)|\b(?:because|although|though|while|whereas))[ \t]+the`;
// "The list of (the) items on the desk are": up to five words after "of", no comma.
const OF_PHRASE = new RegExp(String.raw`(?:${OPENING}The|${CLAUSE_THE})\s+([a-z]+)\s+of\s+((?:[\w'-]+\s+){1,5}?)${VERB}\b`, 'g');
// A sentence's opening word or phrase before its subject
const INTRO = String.raw`(?:Nowadays|Today|However|Therefore|Moreover|Furthermore|Also|Thus|Hence|In addition|In my opinion|In conclusion|In fact|Of course|As a result|In today's world),?`;
// "The advantages of technology outweighs": the other way round, a plural head and a singular
// verb, one of those whose plural is certain (see PLURAL_OF_SINGULAR_VERB).
// Verbs whose -s form is also a plural noun count when what follows makes them verbs ("The
// results of the experiment shows a clear trend"; "the hosts of the TV shows are" stays).
const VERB_BEFORE_OBJECT: Readonly<Record<string, string>> = { shows: 'show', proves: 'prove', reveals: 'reveal', demonstrates: 'demonstrate', supports: 'support' };
const OBJECT_AFTER = String.raw`(?=\s+(?:a|an|the|that|how|why|what|no|some|clear|significant|little|us|them)\b)`;
const PLURAL_OF_PHRASE = new RegExp(
  String.raw`(?:${OPENING}(?:${INTRO}\s+the|The)|${CLAUSE_THE})\s+([a-z]+s)\s+of\s+((?:[\w'-]+\s+){1,5}?)(${Object.keys(PLURAL_OF_SINGULAR_VERB).join('|')}|(?:${Object.keys(VERB_BEFORE_OBJECT).join('|')})${OBJECT_AFTER})\b`,
  'g',
);
// plural in form, one thing or either in use
const NOT_A_PLURAL_HEAD = new Set(['news', 'series', 'species', 'means', 'headquarters', 'whereabouts', 'premises', 'odds', 'crossroads', 'barracks', 'works']);
// "The report, which was written by the committee, have"
const RELATIVE = new RegExp(String.raw`${OPENING}The\s+([a-z]+),\s+(?:which|who|whose)\s+[^,.;:!?()]{3,120},\s+${VERB}\b`, 'g');

// "The car have broken down", "Technology have changed our lives": a sentence that opens
// with its subject, a singular noun right before the verb. A bare noun must be one that is
// not counted (a count noun there is a heading or a name); after a determiner the noun
// must also not be a group that British English counts in its members ("The company have").
const DIRECT = new RegExp(
  String.raw`${OPENING}(${INTRO}[ \t]+)?(?:(The|This|That|My|Our|Their|His|Her|Its|Your|Modern)[ \t]+([a-z]+)|([A-Za-z][a-z]+))[ \t]+${VERB}\b`,
  'g',
);
// Uncountable nouns that open a sentence as its subject
const UNCOUNTED = new Set(
  (
    'technology education pollution information knowledge research advice money society music science tourism traffic ' +
    'health happiness poverty unemployment homework equipment furniture luggage baggage evidence progress electricity ' +
    'transportation transport globalization globalisation industrialization industrialisation urbanization urbanisation ' +
    'violence crime smoking advertising communication entertainment literature medicine healthcare agriculture food water ' +
    'nature art culture internet television social'
  ).split(' '),
);
// Heads that are not counted, before "of": "The privacy of citizens are violated" -> "is"
const UNCOUNTED_HEADS = new Set([
  ...UNCOUNTED,
  ...'privacy safety security quality importance lack use growth freedom protection behaviour behavior welfare wellbeing performance efficiency accuracy availability reliability'.split(' '),
]);
// "Further research are needed": an uncountable subject after an adjective that opens the sentence
const OPENING_ADJECTIVES = ['further', 'more', 'recent', 'previous', 'current', 'new', 'scientific', 'medical', 'additional', 'such', 'little', 'much'];
const ADJECTIVE_UNCOUNTED = new RegExp(
  String.raw`${OPENING}(?:${INTRO}[ \t]+)?(?:${eitherCaseAlternatives(OPENING_ADJECTIVES)})[ \t]+(${[...UNCOUNTED].join('|')})[ \t]+${VERB}\b`,
  'g',
);
// "but progress have been slow", "because research have shown": a clause that opens with
// one of those nouns after a conjunction
const CLAUSE_DIRECT = new RegExp(String.raw`(?:,[ \t]+(?:but|and|so|yet)|\b(?:because|although|though|while|since|whereas))[ \t]+(${[...UNCOUNTED].join('|')})[ \t]+${VERB}\b`, 'g');
// Groups, which British English may count in their members ("The company have agreed"),
// and nouns whose plural is the same word ("The sheep were").
const GROUPS = new Set(
  (
    'company firm school university college club union party army navy church hospital bank ministry department ' +
    'management agency association organisation organization institution authority administration opposition press ' +
    'enemy faculty personnel cast congregation population workforce household generation side squad orchestra choir ' +
    'offspring aircraft sheep deer fish salmon trout moose bison swine craft'
  ).split(' '),
);
// Words after "the" that stand for people in the plural ("The blind have", "The homeless were")
// or are no nouns at all ("The following have", "The two were", "This will have"), and
// plurals in -ics ("The statistics are").
const NOT_A_SINGULAR_HEAD = /(?:ing|ed|less|ful|en|ics)$|^(?:will|would|can|could|shall|should|may|might|must|blind|deaf|dead|sick|weak|strong|brave|innocent|guilty|needy|wealthy|living|disabled|more|one|two|three|four|five|six|seven|eight|nine|ten|above|below|same|like|former|latter|other|others)$/;

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
// The phrase after "of" may hold a clause or a second subject, or end in an auxiliary ("The name
// of the type doesn't have to"); then the rule does not know the head.
// ("this" only as the last word, a pronoun: "the point of this is"; "of this study" is a determiner)
const CLAUSE_OR_LIST = /\b(?:and|or|nor|that|which|who|whom|whose|where|when|while|what|whether|how|why|we|they|you|i|he|she|it|this(?=\s+$)|to|not|as|than|do|does|did|don't|doesn't|didn't|can|can't|could|couldn't|will|won't|would|wouldn't|should|shouldn't|may|might|must)\s/i;
// "The flexibility of the time students are allowed": a relative clause without "that"
const BARE_RELATIVE = /\b(?:time|times|way|ways|reason|day|days|place|moment|extent|amount|thing|things)\s+[a-z]+s\s+$/i;
const SINGULAR_IN_S = /(?:ss|is|us|ics)$/;

export const headNounAgreement: ProseRule = {
  id: 'head_noun_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    // (-ics nouns may be either: "the semantics of X were")
    const singularHead = (noun: string): boolean =>
      !PLURAL_MINDED.has(noun) &&
      !noun.endsWith('ics') &&
      !/est$/.test(noun) &&
      (SINGULAR_IN_S.test(noun) || (!noun.endsWith('s') && ctx.isWord(noun) && pluralOf(noun).some((p) => ctx.isWord(p))));
    const report = (m: RegExpMatchArray, subject: string, verb: string, number: 'singular' | 'plural' = 'singular'): void => {
      const start = m.index! + m[0].length - verb.length;
      const replacement = (number === 'singular' ? SINGULAR : { ...PLURAL_OF_SINGULAR_VERB, ...VERB_BEFORE_OBJECT })[verb.toLowerCase()]!;
      out.push(
        wordError({
          rule: 'head_noun_agreement',
          title: 'Agreement',
          start,
          end: start + verb.length,
          replacement,
          message: `The subject is "${subject}", which is ${number}: "${replacement}".`,
        }),
      );
    };
    for (const m of text.matchAll(OF_PHRASE)) {
      const [, noun, phrase, verb] = m as unknown as [string, string, string, string];
      if (!(singularHead(noun) || UNCOUNTED_HEADS.has(noun)) || CLAUSE_OR_LIST.test(`${phrase} `) || BARE_RELATIVE.test(phrase)) continue;
      report(m, `the ${noun}`, verb);
    }
    for (const m of text.matchAll(PLURAL_OF_PHRASE)) {
      const [, noun, phrase, verb] = m as unknown as [string, string, string, string];
      if (SINGULAR_IN_S.test(noun) || NOT_A_PLURAL_HEAD.has(noun) || PLURAL_MINDED.has(noun)) continue;
      if (!singularsOf(noun).some((s) => s !== noun && ctx.isWord(s))) continue;
      if (CLAUSE_OR_LIST.test(`${phrase} `) || BARE_RELATIVE.test(phrase)) continue;
      report(m, `the ${noun}`, verb, 'plural');
    }
    for (const m of text.matchAll(DIRECT)) {
      const [, intro, determiner, headAfter, bare, verb] = m as unknown as [string, string | undefined, string | undefined, string | undefined, string | undefined, string];
      if (bare && bare[0] === bare[0]!.toLowerCase() && !intro) continue;
      const noun = headAfter ?? bare!.toLowerCase();
      if (bare ? !UNCOUNTED.has(noun) : GROUPS.has(noun) || NOT_A_SINGULAR_HEAD.test(noun) || !(UNCOUNTED.has(noun) || singularHead(noun))) continue;
      report(m, determiner ? `${determiner.toLowerCase()} ${noun}` : noun, verb);
    }
    for (const m of text.matchAll(ADJECTIVE_UNCOUNTED)) {
      const [, noun, verb] = m as unknown as [string, string, string];
      report(m, noun, verb);
    }
    for (const m of text.matchAll(CLAUSE_DIRECT)) {
      const [, noun, verb] = m as unknown as [string, string, string];
      report(m, noun, verb);
    }
    for (const m of text.matchAll(RELATIVE)) {
      const [, noun, verb] = m as unknown as [string, string, string];
      if (!singularHead(noun)) continue;
      report(m, `the ${noun}`, verb);
    }
    return out;
  },
};
