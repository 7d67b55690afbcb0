import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "I have 20 years old", "my sister has twelve years": an age is what someone is, not has
// ("tengo veinte años", "j'ai vingt ans"). With "old" after the years, or the number closing
// the clause; "has 15 years of experience" and "have 20 years to pay" are right.

const NUMBER = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`;
const PATTERN = new RegExp(
  String.raw`\b(I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he|[Mm]y\s+[a-z]+|[Hh]is\s+[a-z]+|[Hh]er\s+[a-z]+)\s+(have|has|had)\s+${NUMBER}\s+years?(?:\s+old\b|(?=\s*[.,;!?]|\s+(?:and|but|now|today)\b))`,
  'g',
);
const BE: Record<string, string> = { I: 'am', we: 'are', you: 'are', they: 'are', he: 'is', she: 'is' };

export const ageWithBe: ProseRule = {
  id: 'age_with_be',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, subject, have] = m as unknown as [string, string, string];
      const pronoun = subject === 'I' ? 'I' : subject.toLowerCase();
      const present = have === 'had' ? (pronoun === 'I' || pronoun === 'he' || pronoun === 'she' || !BE[pronoun] ? 'was' : 'were') : (BE[pronoun] ?? 'is');
      const start = m.index + m[0].indexOf(have, subject.length);
      const replacement = matchCaseOf(have, present);
      out.push(
        wordError({ rule: 'age_with_be', title: 'Verb', start, end: start + have.length, replacement, message: `An age is what someone is: "${subject} ${replacement} … years old".` }),
      );
    }
    return out;
  },
};
