import { lastWordRule } from './lastWordRule.js';

// "The police is coming": "police" and "cattle" are plural ("the police are"). Only
// where "The police" opens the sentence, so the verb is surely theirs ("the job of the
// police is to help" has "job" as its subject); the band "The Police" is capitalised.

const PLURAL: Record<string, string> = { is: 'are', was: 'were', has: 'have', "isn't": "aren't", 'isn’t': 'aren’t', "wasn't": "weren't", 'wasn’t': 'weren’t', "hasn't": "haven't", 'hasn’t': 'haven’t' };
const PATTERN = /(?:^|(?<=[.!?]["”’)]?\s+))The\s+(?:local\s+)?(police|cattle)\s+(is|was|has|isn['’]t|wasn['’]t|hasn['’]t)\b/gm;

export const policeAgreement = lastWordRule({
  id: 'police_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m) {
    const word = m[2]!;
    const replacement = PLURAL[word]!;
    return { word, replacement, message: `"${m[1]}" is plural: "${replacement}".` };
  },
});
