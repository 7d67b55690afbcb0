import { lastWordRule } from './lastWordRule.js';

// "People with albinism is prone to sunburn": a phrase after "people" ("with ...",
// "in ...", "from ...") leaves the subject plural. Only where "people" opens the
// subject (the sentence or clause starts, or a determiner comes first), as in "the
// number of people in the room is" and "helping people in need is" the subject is
// another word; at most two words in the phrase.

const SINGULAR_TO_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};
const PATTERN =
  /(?:^|[.!?;:,]\s+|\b(?:and|but|because|so|that|if|when|while|although|though|many|most|some|the|young|old|elderly|these|those|other)\s+)(people)\s+(?:with|from|in|at|on)\s+(?:[a-z]+\s+){1,2}?(is|was|has|does|doesn't|isn't|wasn't|hasn't)\b(?![-'’])/gi;

export const peoplePhraseAgreement = lastWordRule({
  id: 'people_phrase_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m) {
    const verb = m[2]!;
    const replacement = SINGULAR_TO_PLURAL[verb.toLowerCase()]!;
    return { word: verb, replacement, message: `The subject is "${m[1]}", which is plural: "${replacement}".` };
  },
});
