import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { OBJECT_FORM } from './pronounCase.en.js';
import { wordError } from './wordError.js';

// "It helps they to understand", "the teacher asked he to leave": the person a verb asks,
// helps or lets do something is its object, so the pronoun takes its object form ("them",
// "him"). Only before "to", where a subject pronoun cannot open a clause of its own.

const VERBS =
  'help|helps|helped|helping|ask|asks|asked|asking|tell|tells|told|telling|allow|allows|allowed|allowing|want|wants|wanted|wanting|' +
  'teach|teaches|taught|teaching|encourage|encourages|encouraged|encouraging|enable|enables|enabled|enabling|force|forces|forced|forcing|' +
  'expect|expects|expected|expecting|invite|invites|invited|inviting|remind|reminds|reminded|reminding|advise|advises|advised|advising|' +
  'require|requires|required|requiring|urge|urges|urged|urging|persuade|persuades|persuaded|persuading|cause|causes|caused|causing|' +
  'order|orders|ordered|ordering|need|needs|needed|needing|get|gets|got|getting|like|likes|liked';
const PATTERN = new RegExp(String.raw`\b(?:${VERBS})\s+(they|he|she|we|I)\s+to\b`, 'gd');

export const objectPronounAfterVerb: ProseRule = {
  id: 'object_pronoun_after_verb',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const pronoun = m[1]!;
      const replacement = OBJECT_FORM[pronoun.toLowerCase()]!;
      const [start] = m.indices![1]!;
      out.push(
        wordError({
          rule: 'object_pronoun_after_verb',
          title: 'Pronoun case',
          start,
          end: start + pronoun.length,
          replacement,
          message: `The pronoun is the object of the verb here: "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
