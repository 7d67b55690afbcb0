import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "I am student", "when I was child", "she works as nurse": a person described as one of many
// (a trade, a stage of life) takes "a" or "an". Only nouns for which there are many ("president",
// "captain" or "editor", one to an office, stand bare: "elected president"), after a personal
// pronoun and "be" or after "as", and only where the noun ends its phrase, so that "I am
// student council treasurer" is left. A relative ("my sister is nurse") counts as a pronoun,
// and a word of praise may stand before the noun ("she is very good cook" -> "a very good cook").

const NOUNS =
  'doctor|teacher|student|nurse|engineer|lawyer|freshman|sophomore|child|kid|baby|teenager|waiter|waitress|farmer|programmer|scientist|' +
  'pilot|soldier|volunteer|beginner|foreigner|vegetarian|tourist|designer|artist|musician|singer|actor|actress|journalist|cook|dentist|' +
  'accountant|architect|mechanic|plumber|electrician|firefighter|policeman|policewoman|housewife|immigrant|refugee|athlete|' +
  'person|man|woman|boy|girl|guy|friend|player|worker|writer|speaker|listener|driver|swimmer|dancer|runner';
const RELATIVE = 'sister|brother|mother|father|mum|mom|dad|son|daughter|wife|husband|uncle|aunt|cousin|friend|boyfriend|girlfriend';
const BEFORE = String.raw`(?:\b(?:I\s+am|I['’]m|I\s+was|(?:he|she)\s+(?:is|was)|(?:he|she)['’]s|you\s+are|you['’]re|(?:my|his|her|our|their|your)\s+(?:${RELATIVE})\s+(?:is|was)|(?:work|works|worked|working|job|career)\s+as)|\bwhen\s+I\s+was)`;
const PRAISE = String.raw`(?:(?:very|really)\s+)?(?:good|great|bad|excellent|famous|young|successful|talented|professional|wonderful|terrible|hard-working)`;
const PATTERN = new RegExp(
  String.raw`${BEFORE}\s+((?:${PRAISE}\s+)?(?:${NOUNS}))(?=\s*[,.;:!?)]|\s+(?:at|in|of|from|for|and|who|with|when|because|so|but|now|then|before|after|since|until|there|here)\b)`,
  'gid',
);

export const articleBeforeRoleNoun: ProseRule = {
  id: 'article_before_role_noun',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const noun = m[1]!;
      // a capital makes it a name or a title ("He is Doctor Who")
      if (noun !== noun.toLowerCase()) continue;
      const [start, end] = m.indices![1]!;
      const article = /^[aeiou]/.test(noun) ? 'an' : 'a';
      out.push(
        wordError({
          rule: 'article_before_role_noun',
          title: 'Article',
          start,
          end,
          replacement: `${article} ${noun}`,
          message: `One of many takes "${article}": "${article} ${noun}".`,
        }),
      );
    }
    return out;
  },
};
