import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "I should of went", "they have came", "she had took": the simple past after the
// auxiliary "have" where the verb has a distinct past participle. "Have" counts as
// the auxiliary after a modal ("should have", "could of"), in "haven't" and the like,
// and after a subject pronoun that opens a clause: "the money they had went to
// charity" has "had" as a main verb in a relative clause.

const PARTICIPLE: Record<string, string> = {
  went: 'gone', came: 'come', did: 'done', saw: 'seen', took: 'taken', ate: 'eaten', wrote: 'written', began: 'begun',
  ran: 'run', spoke: 'spoken', broke: 'broken', chose: 'chosen', drove: 'driven', fell: 'fallen', forgot: 'forgotten',
  gave: 'given', knew: 'known', grew: 'grown', drew: 'drawn', flew: 'flown', threw: 'thrown', wore: 'worn', rose: 'risen',
  stole: 'stolen', swam: 'swum', sang: 'sung', rang: 'rung', drank: 'drunk', shook: 'shaken', hid: 'hidden', froze: 'frozen',
  rode: 'ridden', became: 'become', forgave: 'forgiven', mistook: 'mistaken', undertook: 'undertaken', overcame: 'overcome',
};
const PASTS = Object.keys(PARTICIPLE).join('|');
const ADVERB = '(?:(?:not|never|already|just|always|ever|also|even|all|both|really|probably|certainly|recently|finally)\\s+)?';
const PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:could|would|should|must|might|may|will|shall)(?:n['’]t|\\s+not)?(?:\\s+(?:have|of)|['’]ve)\\s+${ADVERB}(${PASTS})\\b(?!-)`, 'gi'),
  new RegExp(`\\b(?:haven['’]t|hasn['’]t|hadn['’]t|I['’]ve|you['’]ve|we['’]ve|they['’]ve)\\s+${ADVERB}(${PASTS})\\b(?!-)`, 'gi'),
  new RegExp(
    `(?:^|[.!?;:,"“(]\\s*|\\b(?:and|but|so|then|because|when|if|after|before|since|until|while|once|though|although)\\s+)(?:I|we|you|they|he|she|it)\\s+(?:have|has|had)\\s+${ADVERB}(${PASTS})\\b(?!-)`,
    'gi',
  ),
];

export const participleAfterHave: ProseRule = {
  id: 'participle_after_have',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const re of PATTERNS) {
      for (const m of text.matchAll(re)) {
        const past = m[1]!;
        const participle = PARTICIPLE[past.toLowerCase()];
        if (!participle) continue;
        const end = m.index + m[0].length;
        const replacement = matchCaseOf(past, participle);
        out.push(wordError({ rule: 'participle_after_have', title: 'Verb form', start: end - past.length, end, replacement, message: `After "have", use the past participle "${replacement}".` }));
      }
    }
    return out;
  },
};
