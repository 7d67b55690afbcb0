import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "Do you can help me?" -> "Can you help me?": a modal makes its own question and takes no
// "do". The modal moves before the subject, in the place of "do". Only where "do" opens the
// question, at the sentence's start or after a question word: elsewhere "do" may end a clause
// whose comma is missing ("if you do you can go").

const PATTERN =
  /(?:(?<=^|[.!?]["'”’)]*\s+)|\b(?:[Ww]hy|[Ww]hat|[Hh]ow|[Ww]here|[Ww]hen|[Ww]ho|[Ww]hich)\s+)((Do|Does|Did|do|does|did)\s+(you|I|we|they|he|she)\s+(can|could|will|would|should|must|may|might))\b/g;

export const doWithModal = lastWordRule({
  id: 'do_with_modal',
  title: 'Question form',
  pattern: PATTERN,
  fix(m) {
    const [, question, auxiliary, subject, modal] = m as unknown as [string, string, string, string, string];
    const replacement = `${matchCaseOf(auxiliary, modal.toLowerCase())} ${subject}`;
    return { word: question, replacement, message: `"${modal}" makes the question itself, without "${auxiliary.toLowerCase()}": "${replacement}".` };
  },
});
