import { matchCaseOf } from '../../lint/phraseRule.js';
import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { wordError } from './wordError.js';

// Two slips of "there", "their" and "they're" that a word or two around them settle:
// - "I will go their tomorrow": after a verb of going or staying, "their" before a full
//   stop or a time is the place, "there" (a possessive needs a noun after it);
// - "There going to be late": "there" opening a clause before an -ing form is "they're"
//   ("Is there going to be a test?" has its verb before "there", and "There's going" is
//   right; "There still is need" is "there" with its verb after the adverb);
// - "I would rather stay home then go out": after "rather" and a few words, "then"
//   before a verb compares, so it is "than" ("rather cold then." is a time).

const PLACE_VERBS =
  'go|goes|went|gone|going|get|gets|got|getting|live|lives|lived|living|stay|stays|stayed|staying|arrive|arrives|arrived|arriving|' +
  'travel|travels|travelled|traveled|travelling|traveling|move|moves|moved|moving|drive|drove|driven|walk|walked|run|ran|been|sit|sat|stand|stood|wait|waited|meet|met|work|worked';
const AFTER_PLACE = 'tomorrow|today|tonight|yesterday|again|soon|later|now|often|once|twice|alone|together|too|every|next|last|early|before|first|yet|anymore|forever';
const GOING_THERE = new RegExp(`\\b(?:${PLACE_VERBS})\\s+(their)(?=\\s*[.,!?;:)]|\\s+(?:${AFTER_PLACE})\\b)`, 'gi');
const THEY_ARE = /(?:^|[.!?]["'”’)]*\s+|\b(?:and|but|so|because|if|when|think|know|hope|sure|said|says)\s+)(there)(?=\s+(?:going|coming|getting|trying|doing|making|leaving|working|playing|looking|always|not|really|still|all)\b(?!\s+(?:is|are|was|were|be|been|seems?|remains?|exists?|has|have|had|will|would|could|can|may|might|must|isn't|aren't|wasn't|weren't)\b))/gi;

const RATHER_THEN = /\brather\s+(?:[a-z]+\s+){1,4}?(then)\s+([a-z]+)\b/gi;
const VERBS = new Set([...commonVerbsEn, 'to', 'be']);

export const thereMixups: ProseRule = {
  id: 'there_mixups',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(GOING_THERE)) {
      const start = m.index + m[0].length - m[1]!.length;
      const replacement = matchCaseOf(m[1]!, 'there');
      out.push(wordError({ rule: 'there_mixups', title: 'Confused words', start, end: start + m[1]!.length, replacement, message: `The place is "there"; "their" means "belonging to them".` }));
    }
    for (const m of text.matchAll(THEY_ARE)) {
      const start = m.index + m[0].length - m[1]!.length;
      const replacement = matchCaseOf(m[1]!, "they're");
      out.push(wordError({ rule: 'there_mixups', title: 'Confused words', start, end: start + m[1]!.length, replacement, message: `"They are" is written "${replacement}"; "there" is a place.` }));
    }
    for (const m of text.matchAll(RATHER_THEN)) {
      if (!VERBS.has(m[2]!.toLowerCase())) continue;
      const start = m.index + m[0].lastIndexOf(m[1]!, m[0].length - m[2]!.length - 1);
      out.push(wordError({ rule: 'there_mixups', title: 'Confused words', start, end: start + 4, replacement: matchCaseOf(m[1]!, 'than'), message: 'A comparison with "rather" takes "than"; "then" is a time.' }));
    }
    return out;
  },
};
